/** The services' content, content/services/<slug>.yaml, keyed by slug, through model/content/content.ts. */
import type { z } from 'zod';
import { serviceSlugs, type ServiceSlug } from './catalog';
import type { EntryOf } from '../content/collections';
import { requiredEntry } from '../content/content';
import { parseContent } from '../content/schemas/fields';
import { serviceDescriptorSchema } from '../content/schemas/services-and-cities';
import { perLanguage, type Language } from '../site/languages';

export type ServiceContent = EntryOf<'services'>;


/** A service's content: every slug of model/page-data/catalog.ts has one in each language. */
export const serviceOf = (slug: ServiceSlug, language: Language): ServiceContent => requiredEntry('services', slug, language);

/**
 * A service's drawn hero scene, made by the build from its name and sign (model/build/derived-files.ts):
 * the picture its content's hero shows until it has a photograph.
 */
export const serviceScenePath = (slug: string) => `/images/services/${slug}.svg`;

/** A service's display name (spec 2.2), from its content file. */
export const serviceName = (slug: ServiceSlug, language: Language): string => serviceOf(slug, language).name;

type ServiceDescriptor = z.infer<typeof serviceDescriptorSchema>;

const descriptorsOf = (language: Language) =>
  new Map(
    serviceSlugs.map((slug) => [
      slug,
      parseContent(serviceDescriptorSchema, `service descriptor ${slug} (${language})`, {
        name: serviceName(slug, language),
        description: serviceOf(slug, language).hero.description,
        image: serviceOf(slug, language).hero.image,
      }),
    ]),
  );
const descriptors = perLanguage(descriptorsOf);
/** A service's descriptor (spec 3): its display name, hero description and hero image. */
export function serviceDescriptorOf(slug: ServiceSlug, language: Language): ServiceDescriptor {
  const descriptor = descriptors[language].get(slug);
  if (!descriptor) throw new Error(`No service "${slug}"`);
  return descriptor;
}
