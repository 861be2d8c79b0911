/** The nine services' content, content/services/<slug>.yaml, keyed by slug (each validated by serviceSchema when imported: model/content-files.ts). */
import type { z } from 'zod';
import { serviceSlugs, type ServiceSlug } from './catalog';
import { parseContent, serviceDescriptorSchema, type serviceSchema } from './schemas';
import aiAgentsFile from '../content/services/ai-agents.yaml';
import aiIntegrationFile from '../content/services/ai-integration.yaml';
import analyticsFile from '../content/services/analytics.yaml';
import cloudCostOptimizationFile from '../content/services/cloud-cost-optimization.yaml';
import cloudSecurityFile from '../content/services/cloud-security.yaml';
import dataEngineeringFile from '../content/services/data-engineering.yaml';
import dataGovernanceFile from '../content/services/data-governance.yaml';
import seoServicesFile from '../content/services/seo-services.yaml';
import webDevelopmentFile from '../content/services/web-development.yaml';
import frAiAgentsFile from '../content/fr/services/ai-agents.yaml';
import frAiIntegrationFile from '../content/fr/services/ai-integration.yaml';
import frAnalyticsFile from '../content/fr/services/analytics.yaml';
import frCloudCostOptimizationFile from '../content/fr/services/cloud-cost-optimization.yaml';
import frCloudSecurityFile from '../content/fr/services/cloud-security.yaml';
import frDataEngineeringFile from '../content/fr/services/data-engineering.yaml';
import frDataGovernanceFile from '../content/fr/services/data-governance.yaml';
import frSeoServicesFile from '../content/fr/services/seo-services.yaml';
import frWebDevelopmentFile from '../content/fr/services/web-development.yaml';
import type { Language } from './languages';

export type ServiceContent = z.infer<typeof serviceSchema>;

const englishServices = {
  'ai-integration': aiIntegrationFile,
  'web-development': webDevelopmentFile,
  'data-engineering': dataEngineeringFile,
  'ai-agents': aiAgentsFile,
  'seo-services': seoServicesFile,
  analytics: analyticsFile,
  'data-governance': dataGovernanceFile,
  'cloud-security': cloudSecurityFile,
  'cloud-cost-optimization': cloudCostOptimizationFile,
} as Record<ServiceSlug, ServiceContent>;

const frenchServices = {
  'ai-agents': frAiAgentsFile,
  'ai-integration': frAiIntegrationFile,
  'analytics': frAnalyticsFile,
  'cloud-cost-optimization': frCloudCostOptimizationFile,
  'cloud-security': frCloudSecurityFile,
  'data-engineering': frDataEngineeringFile,
  'data-governance': frDataGovernanceFile,
  'seo-services': frSeoServicesFile,
  'web-development': frWebDevelopmentFile,
} as Record<ServiceSlug, ServiceContent>;

/** Each edition's nine services (content/services, content/fr/services). */
export const servicesIn: Record<Language, Record<ServiceSlug, ServiceContent>> = { en: englishServices, fr: frenchServices };
export const services = englishServices;

const namesOf = (language: Language) =>
  Object.fromEntries(serviceSlugs.map((slug) => [slug, servicesIn[language][slug].name])) as Record<ServiceSlug, string>;
/** Each service's display name (spec 2.2), from its content file, per edition. */
export const serviceNamesIn: Record<Language, Record<ServiceSlug, string>> = { en: namesOf('en'), fr: namesOf('fr') };
export const serviceNames = serviceNamesIn.en;

export type ServiceDescriptor = z.infer<typeof serviceDescriptorSchema>;

const descriptorsOf = (language: Language) =>
  Object.fromEntries(
    serviceSlugs.map((slug) => [
      slug,
      parseContent(serviceDescriptorSchema, `service descriptor ${slug} (${language})`, {
        name: serviceNamesIn[language][slug],
        description: servicesIn[language][slug].hero.description,
        image: servicesIn[language][slug].hero.image,
      }),
    ]),
  ) as Record<ServiceSlug, ServiceDescriptor>;
/** Each service's descriptor (spec 3): its display name, hero description and hero image, per edition. */
export const serviceDescriptorsIn: Record<Language, Record<ServiceSlug, ServiceDescriptor>> = { en: descriptorsOf('en'), fr: descriptorsOf('fr') };
export const serviceDescriptors = serviceDescriptorsIn.en;
