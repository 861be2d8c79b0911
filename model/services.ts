/** The services' content, content/services/<slug>.yaml, keyed by slug, through model/content.ts. */
import type { z } from 'zod';
import { serviceSlugs, type ServiceSlug } from './catalog';
import type { EntryOf } from './collections';
import { entryOf } from './content';
import { parseContent, serviceDescriptorSchema } from './schemas';
import { perLanguage, type Language } from './languages';

export type ServiceContent = EntryOf<'services'>;

function servicesOf(language: Language): Record<ServiceSlug, ServiceContent> {
  const entries = serviceSlugs.map((slug) => {
    const service = entryOf('services', slug, language);
    if (!service) throw new Error(`content/services/${slug}.yaml: missing`);
    return [slug, service] as const;
  });
  return Object.fromEntries(entries) as Record<ServiceSlug, ServiceContent>;
}

/** Each edition's services (content/services, content/fr/services). */
export const servicesIn: Record<Language, Record<ServiceSlug, ServiceContent>> = perLanguage(servicesOf);
export const services = servicesIn.en;

const namesOf = (language: Language) =>
  Object.fromEntries(serviceSlugs.map((slug) => [slug, servicesIn[language][slug].name])) as Record<ServiceSlug, string>;
/** Each service's display name (spec 2.2), from its content file, per edition. */
export const serviceNamesIn: Record<Language, Record<ServiceSlug, string>> = perLanguage(namesOf);
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
export const serviceDescriptorsIn: Record<Language, Record<ServiceSlug, ServiceDescriptor>> = perLanguage(descriptorsOf);
export const serviceDescriptors = serviceDescriptorsIn.en;
