/** The nine service modules, keyed by slug (each validated by serviceSchema on import). */
import type { z } from 'zod';
import { serviceNames, serviceSlugs, type ServiceSlug } from '../content/catalog';
import { parseContent, serviceDescriptorSchema, type serviceSchema } from './schemas';
import { service as aiAgents } from '../content/services/ai-agents';
import { service as aiIntegration } from '../content/services/ai-integration';
import { service as analytics } from '../content/services/analytics';
import { service as cloudCostOptimization } from '../content/services/cloud-cost-optimization';
import { service as cloudSecurity } from '../content/services/cloud-security';
import { service as dataEngineering } from '../content/services/data-engineering';
import { service as dataGovernance } from '../content/services/data-governance';
import { service as seoServices } from '../content/services/seo-services';
import { service as webDevelopment } from '../content/services/web-development';

export type ServiceContent = z.infer<typeof serviceSchema>;

export const services: Record<ServiceSlug, ServiceContent> = {
  'ai-integration': aiIntegration,
  'web-development': webDevelopment,
  'data-engineering': dataEngineering,
  'ai-agents': aiAgents,
  'seo-services': seoServices,
  analytics,
  'data-governance': dataGovernance,
  'cloud-security': cloudSecurity,
  'cloud-cost-optimization': cloudCostOptimization,
};

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
