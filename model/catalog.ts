/**
 * The services and cities the site is built around (spec 2.1, 2.2): their slugs, which fix the
 * URLs. Only slugs live here, so that the URL module and the worker can import them without the
 * pages' content; the display names are copy (content/services/*.yaml, content/locations/*.yaml:
 * serviceNames in model/services.ts, cityNames in model/locations.ts).
 */
export const serviceSlugs = [
  'ai-integration',
  'web-development',
  'data-engineering',
  'ai-agents',
  'seo-services',
  'analytics',
  'data-governance',
  'cloud-security',
  'cloud-cost-optimization',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];


export const citySlugs = ['toronto', 'vancouver', 'kitchener', 'london'] as const;
export type CitySlug = (typeof citySlugs)[number];


/** Services listed per city in the header's Locations menu (spec 2.2). */
export const locationMenuServices = [
  'ai-integration',
  'web-development',
  'data-engineering',
  'seo-services',
  'data-governance',
] as const satisfies readonly ServiceSlug[];

export function isCitySlug(value: string): value is CitySlug {
  return (citySlugs as readonly string[]).includes(value);
}

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

/** Cities match case-insensitively (spec 2.1); the canonical form is lowercase. */
export function toCitySlug(value: string): CitySlug | undefined {
  const lower = value.toLowerCase();
  return (citySlugs as readonly string[]).includes(lower) ? (lower as CitySlug) : undefined;
}
