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

export type ServiceContent = z.infer<typeof serviceSchema>;

export const services = {
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

/** Each service's display name (spec 2.2), from its content file. */
export const serviceNames = Object.fromEntries(serviceSlugs.map((slug) => [slug, services[slug].name])) as Record<ServiceSlug, string>;

export type ServiceDescriptor = z.infer<typeof serviceDescriptorSchema>;

/** Each service's descriptor (spec 3): its display name, hero description and hero image. */
export const serviceDescriptors = Object.fromEntries(
  serviceSlugs.map((slug) => [
    slug,
    parseContent(serviceDescriptorSchema, `service descriptor ${slug}`, {
      name: serviceNames[slug],
      description: services[slug].hero.description,
      image: services[slug].hero.image,
    }),
  ]),
) as Record<ServiceSlug, ServiceDescriptor>;
