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

/** One-sentence summaries, used in menus' neighbours: service heroes and cards. */
export const serviceSummaries: Record<ServiceSlug, string> = {
  'ai-integration':
    'Bring machine learning and generative AI into the systems your teams already use, with measurable outcomes and enterprise-grade security.',
  'web-development':
    'Fast, accessible websites and web applications engineered for conversion, search visibility and easy long-term maintenance.',
  'data-engineering':
    'Reliable pipelines, warehouses and lakehouses that turn scattered operational data into trusted, analysis-ready information.',
  'ai-agents':
    'AI agents and chatbots that answer customers, automate routine workflows and hand off to your people at the right moment.',
  'seo-services':
    'Technical SEO, content strategy and performance marketing that grow qualified organic traffic and turn visits into enquiries.',
  analytics:
    'Dashboards, self-serve analytics and predictive models that give leaders timely answers they can act on.',
  'data-governance':
    'Policies, catalogues, quality controls and privacy practices that keep your data compliant with PIPEDA and ready to use.',
  'cloud-security':
    'Identity-first cloud security, continuous posture management and incident readiness for AWS, Azure and Google Cloud.',
  'cloud-cost-optimization':
    'FinOps practices, rightsizing and commitment planning that typically cut cloud bills by 20-40% without slowing delivery.',
};

export const citySlugs = ['toronto', 'vancouver', 'kitchener', 'london'] as const;
export type CitySlug = (typeof citySlugs)[number];

export const cityNames: Record<CitySlug, string> = {
  toronto: 'Toronto',
  vancouver: 'Vancouver',
  kitchener: 'Kitchener',
  london: 'London',
};

export const cityProvinces: Record<CitySlug, string> = {
  toronto: 'Ontario',
  vancouver: 'British Columbia',
  kitchener: 'Ontario',
  london: 'Ontario',
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
