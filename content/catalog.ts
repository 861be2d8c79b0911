/**
 * The services and cities the site is built around (spec 2.1, 2.2). Only slugs and display
 * names live here so that the URL module and the worker can import them without the pages'
 * content.
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

export const serviceNames: Record<ServiceSlug, string> = {
  'ai-integration': 'AI Integration',
  'web-development': 'Web Development',
  'data-engineering': 'Data Engineering',
  'ai-agents': 'AI Agents',
  'seo-services': 'Digital Marketing',
  analytics: 'Analytics',
  'data-governance': 'Data Governance',
  'cloud-security': 'Cloud Security',
  'cloud-cost-optimization': 'Cloud Cost Optimization',
};

export const citySlugs = ['toronto', 'vancouver', 'kitchener', 'london'] as const;
export type CitySlug = (typeof citySlugs)[number];

export const cityNames: Record<CitySlug, string> = {
  toronto: 'Toronto',
  vancouver: 'Vancouver',
  kitchener: 'Kitchener',
  london: 'London',
};

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
