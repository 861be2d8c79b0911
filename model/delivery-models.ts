/**
 * The Flexible Service Delivery Models texts, content/delivery-models/<key>.yaml, keyed as
 * model/delivery-choice.ts picks them (each validated by deliveryModelSetSchema when imported:
 * model/content-files.ts).
 */
import type { z } from 'zod';
import type { DeliveryModelKey } from './delivery-choice';
import type { deliveryModelSetSchema } from './schemas';
import aiIntegrationFile from '../content/delivery-models/ai-integration.yaml';
import cloudCostOptimizationFile from '../content/delivery-models/cloud-cost-optimization.yaml';
import cloudSecurityFile from '../content/delivery-models/cloud-security.yaml';
import dataEngineeringFile from '../content/delivery-models/data-engineering.yaml';
import genericFile from '../content/delivery-models/generic.yaml';
import seoServicesFile from '../content/delivery-models/seo-services.yaml';
import webDevelopmentFile from '../content/delivery-models/web-development.yaml';
import frAiIntegrationFile from '../content/fr/delivery-models/ai-integration.yaml';
import frCloudCostOptimizationFile from '../content/fr/delivery-models/cloud-cost-optimization.yaml';
import frCloudSecurityFile from '../content/fr/delivery-models/cloud-security.yaml';
import frDataEngineeringFile from '../content/fr/delivery-models/data-engineering.yaml';
import frGenericFile from '../content/fr/delivery-models/generic.yaml';
import frSeoServicesFile from '../content/fr/delivery-models/seo-services.yaml';
import frWebDevelopmentFile from '../content/fr/delivery-models/web-development.yaml';
import type { Language } from './languages';

/** One set of the Flexible Service Delivery Models texts (spec 2.4 item 5). */
export type DeliveryModelSet = z.output<typeof deliveryModelSetSchema>;

/** A generic set, and sets worded for the services whose pages show their own. */
export const deliveryModels = {
  generic: genericFile,
  'data-engineering': dataEngineeringFile,
  'ai-integration': aiIntegrationFile,
  'web-development': webDevelopmentFile,
  'cloud-security': cloudSecurityFile,
  'cloud-cost-optimization': cloudCostOptimizationFile,
  'seo-services': seoServicesFile,
} as Record<DeliveryModelKey, z.output<typeof deliveryModelSetSchema>>;

/** Each edition's sets (content/delivery-models, content/fr/delivery-models). */
export const deliveryModelsIn: Record<Language, typeof deliveryModels> = {
  en: deliveryModels,
  fr: {
    generic: frGenericFile,
    'data-engineering': frDataEngineeringFile,
    'ai-integration': frAiIntegrationFile,
    'web-development': frWebDevelopmentFile,
    'cloud-security': frCloudSecurityFile,
    'cloud-cost-optimization': frCloudCostOptimizationFile,
    'seo-services': frSeoServicesFile,
  } as typeof deliveryModels,
};
