/**
 * The schemas of the editor's "Services and cities" collections: services, their page headings and
 * calls to action, delivery models, city pages, locations.
 */
import { z } from 'zod';
import { cardSchema, englishOnlyField, frenchOnlyField, icon, localImage, optionalSection, photo, position, seoSchema, serviceRef, spec, text } from './fields.ts';
import { urlWord } from './whole-site.ts';

/** The most a service page's lead may hold, in either language: French runs about a fifth longer than English. */
export const heroLeadMax = 320;

/** Service card (home, spec 3): the path comes from the URL module, so the slug stands for it. */
export const serviceCardSchema = z.strictObject({
  service: serviceRef('The service the card links to, chosen among the services.'),
  icon,
  title: text,
  description: text,
  linkText: text,
});

const deliveryModelSchema = z.strictObject({ icon, title: text, description: text, points: z.array(text).min(2).max(4) });

/**
 * How an engagement is delivered, worded for the pages that show it (content/delivery-models/,
 * one file each; the file name is the key model/page-data/delivery-choice.ts picks).
 */
export const deliveryModelSetSchema = z.strictObject({
  /** Which pages show this set: the entry's name in the editor, not shown on the site. */
  label: text,
  intro: text,
  models: z.array(deliveryModelSchema).length(3),
});

export const faqSchema = z.strictObject({ question: text, answer: text });

/** A question as a reader compares two: case, spaces (no-break ones too) and its closing mark aside. */
const sameQuestion = (question: string) => question.normalize('NFKC').toLowerCase().replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[\s?.!]+$/, '').trim();

/** A page's questions, each asked once (a walk-through of 2026-12-03: a question added twice was saved and shown twice, in both languages). */
const faqList = (min: number) =>
  z
    .array(faqSchema)
    .min(min)
    .superRefine((faqs, context) => {
      const first = new Map<string, number>();
      faqs.forEach(({ question }, index) => {
        const key = sameQuestion(question);
        const earlier = first.get(key);
        if (earlier === undefined) first.set(key, index);
        else context.addIssue({ code: 'custom', path: [index, 'question'], message: `is the question of FAQs ${earlier + 1} again: ask each question once (remove this one, or merge the two answers)` });
      });
    })
    .describe('Each question once: two that differ only in capitals, spaces or the closing mark are the same question.');

const metricSchema = z.strictObject({ value: text, label: text, description: text });

const toolGroupSchema = z.strictObject({ category: text, tools: z.array(text).min(2) });

/** Service descriptor (spec 3): how a service is named, described and pictured wherever it appears. */
export const serviceDescriptorSchema = z.strictObject({ name: text, description: text, image: localImage });

/**
 * Service definition (spec 3): a descriptor with its FAQs and, optionally, who provides it, the
 * places it is offered in and the catalogue of what it offers; the Service JSON-LD of a page.
 */
export const serviceDefinitionSchema = serviceDescriptorSchema.extend({
  faqs: faqList(1),
  provider: z.strictObject({ name: text, url: z.url() }).optional(),
  areaServed: z.array(z.strictObject({ type: z.enum(['Country', 'City']), name: text })).min(1).optional(),
  hasOfferCatalog: z.strictObject({ name: text, offers: z.array(text).min(1) }).optional(),
});

/** The Services menu's line under a service's name: one line of the menu's column on a laptop, two at most in French. */
export const serviceMenuLineMax = 60;

export const serviceSchema = z.strictObject({
  /** The service's display name (spec 2.2); the file name is its slug, and its English address. */
  name: text,
  position: position('service'),
  /** French files only: the service's word in its French address (/fr/services/<address>); the build asks for it there and refuses it in English. */
  address: frenchOnlyField(
    urlWord.describe('French edition only: the word of this service in its French page address (/fr/services/<this>), e.g. integration-ia, and no other service\'s. English addresses are the file name.').optional(),
  ),
  /** The service page's title and heading, and a city page's, e.g. AI Integration Services in {city.name}. */
  title: text,
  cityTitle: text,
  /** The service as written inside a search phrase (the city pages' keywords): AI integration. */
  keyword: text,
  /** The line under the service's name in the header's Services menu (the sixth design reading of 2026-11-30, defect 9). */
  menuLine: text
    .max(serviceMenuLineMax)
    .describe(`At most ${serviceMenuLineMax} characters, no full stop: the line under this service's name in the header's Services menu, what a buyer gains from it, e.g. Machine learning inside the systems your teams use.`),
  seo: z.strictObject({
    description: z.string().trim().min(50).max(170),
    keywords: z.array(text).min(4),
    /** This service's city pages' search description, in place of the shared one (content/pages/city-pages.yaml) when that one runs long with this service's name (issue 54). */
    cityDescription: optionalSection(
      z
        .string()
        .trim()
        .min(50)
        .describe(
          "Usually left empty: the city pages use the shared description (Services and cities › City pages › SEO › Description). Fill it in only when that one, with this service's name and a city's filled in, runs over 170 characters: the same facts in fewer words, with {city.name}, {city.province}, {city.nearbyAreas.0} and {city.nearbyAreas.1} where the names go.",
        ),
    ),
  }),
  hero: z.strictObject({
    // The design reading of 2026-11-29: up to 642 characters, 13 lines on a phone, read by no buyer deciding in five seconds.
    description: text.max(heroLeadMax).describe(
        `At most ${heroLeadMax} characters, in one or two sentences: the lead under the page's title, what a buyer reads first. Say what the service does, for whom and to what end; the details belong in the sections below.`,
      ),
    image: localImage.describe(
      "The drawn picture beside the page's title: /images/services/ followed by this service's file name and .svg is the service's own scene, which the build draws in the site's northern lights with the service's sign from the home page's service cards. A photograph (Photo, below) takes its place.",
    ),
    imageAlt: text.describe('What the picture shows, said for a visitor who cannot see it, in one sentence.'),
    /** A photograph shown instead of the drawn illustration. */
    photo: photo('hero', 'content/images/services', true),
  }),
  features: z.strictObject({ title: text, lead: text, cards: z.array(cardSchema).min(6) }),
  faqs: faqList(5),
  local: z.strictObject({
    /** What this service means for a city's businesses; the city's own facts are added to it. */
    focus: text,
    comprehensiveServices: z.array(text).min(6),
    industrySolutions: z.array(text).min(4),
  }),
  /** Analytics and Digital Marketing: performance metrics. */
  metrics: optionalSection(z.strictObject({ title: text, items: z.array(metricSchema).min(4) })),
  /** Analytics: platform tools; Digital Marketing: tool stack. */
  tools: optionalSection(z.strictObject({ title: text, lead: text, groups: z.array(toolGroupSchema).min(3) })),
  /** AI Agents: the chatbots section. */
  highlight: optionalSection(z.strictObject({ title: text, lead: text, points: z.array(cardSchema).min(3) })),
  /**
   * Cloud Cost Optimization: the location block of a city page (spec 2.6), shown in the city's
   * local section in place of the comprehensive services and industry solutions lists, which it
   * would repeat (issue 53).
   */
  locationBlock: optionalSection(
    z.strictObject({
      serviceTitle: text.describe('Over the 7 service features on a city page, in place of the comprehensive services list.'),
      serviceFeatures: z.array(text).length(7),
      industryTitle: text,
      industryFeatures: z.array(text).length(5),
    }),
  ),
});

/**
 * The copy every city page of a service shares (spec 2.6), naming the page's service and city
 * with page values: {service.name}, {service.keyword}, {city.name}, {city.province},
 * {city.provinceCode}, {city.nearbyAreas.0} (model/content/page-values.ts).
 */
export const cityPagesSchema = z.strictObject({
  seo: z.strictObject({ description: z.string().trim().min(50), keywords: z.array(text).min(4) }),
  local: z.strictObject({
    title: text,
    servicesTitle: text,
    industriesTitle: text,
    expertiseTitle: text,
    moreServicesTitle: text,
    /** A link to a service in a city, e.g. Data Engineering in Toronto. */
    linkLabel: text,
  }),
  team: z.strictObject({ title: text, serviceAreasTitle: text, contactLabel: text, relatedTitle: text }),
  /** The services whose city pages link to one another in the local section (spec 2.6: six). */
  linkedServices: z
    .array(serviceRef('A service whose city pages link to one another.'))
    .min(2)
    .describe("The services whose city pages link to each other under the local section's title; the other services are listed further down. The same in English and French."),
});

/** Location (spec 3). */
export const locationSchema = z.strictObject({
  city: text,
  position: position('city'),
  province: text,
  provinceCode: z.string().regex(/^[A-Z]{2}$/),
  latitude: z.number().min(41).max(61).describe("The office's place on the map, north of the equator in decimal degrees, e.g. 43.6532. Change it with the address: a map service shows a place's latitude and longitude when you click it."),
  longitude: z.number().min(-141).max(-52).describe('The same place, west of Greenwich in decimal degrees, written with its minus sign, e.g. -79.3832.'),
  postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'must be a Canadian postal code such as M5V 3H1'),
  streetAddress: text,
  /**
   * Written as staff write a number (416 555-0199, (416) 555-0199, +1 416 555 0199: the walk-through
   * of 2026-11-30 had "416 555 0199" refused after saving); read as +1-416-555-0199, which the pages
   * write as each language does and dial (model/site/format.ts formatTelephone).
   */
  telephone: z
    .string()
    .regex(/^\s*(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\s*$/, 'must be a number with its area code, e.g. 416 555-0123')
    .overwrite((number) => number.replace(/\D/g, '').slice(-10).replace(/^(\d{3})(\d{3})(\d{4})$/, '+1-$1-$2-$3'))
    .describe('The office’s number with its area code, e.g. 416 555-0123: the site writes it as each language does and dials it from phones.'),
  nearbyAreas: z.array(text).min(6).max(7),
  /** What makes the city's market distinct: two or three sentences. */
  description: text,
  /** The city's team, shown on every city page: where they work and whose sectors they know. */
  localTeam: text,
  industries: z.array(z.strictObject({ name: text, note: text })).min(3),
  whyChoose: z.array(text).min(4),
  /** The office or its team (issue 53: buyers look for the people and the place), on the offices page. */
  photo: photo('office', 'content/images/offices', true),
  /**
   * The city's sign, drawn in the sky of its office's scene on the offices page until there is a
   * photo (model/build/covers.ts; the fourth design reading of 2026-11-30: four interchangeable
   * auroras). English only: the French follows it.
   */
  icon: englishOnlyField(
    optionalSection(icon).describe(
      'A sign of the city, drawn in light in its office\'s picture on the offices page until the office has a photo: a Lucide icon, i-lucide- and its name on lucide.dev/icons, e.g. i-lucide-mountain-snow. Leave it empty for a picture without one. Set here only: the French version follows it.',
    ),
    'Icon',
  ),
  /** Who leads the office, a real person: shown on the offices page once named. */
  lead: optionalSection(
    z.strictObject({
      name: text,
      role: text.describe('Their role, e.g. Head of the Vancouver office.'),
      portrait: photo('portrait', 'content/images/people', true),
    }),
  ).describe('Who leads the office: their name, role and, when there is one, a portrait. Leave it empty until there is someone to name.'),
});

/**
 * The offices page, /locations (issue 53): each city of content/locations/ with its address,
 * telephone, the areas it serves, its services and the case studies done there.
 */
export const officesPageSchema = z.strictObject({
  seo: seoSchema,
  title: text,
  intro: text,
  labels: z.strictObject({
    address: text.describe('Over each office’s street address, e.g. Address.'),
    telephone: text.describe('Before each office’s telephone number, e.g. Telephone.'),
    areas: text.describe('Over the areas each office serves, e.g. Areas we serve.'),
    services: text.describe('Over the links to each service’s page for that city, e.g. Our services here.'),
    work: text.describe('Over the case studies done in that city, e.g. Our work here.'),
    lead: text.describe('Over the name of the person who leads an office, where one is named, e.g. Who leads the office.'),
  }),
  /** The header's Locations menu: its link to this page. */
  menuLink: text.describe('The link to this page at the top of the header’s Locations menu, e.g. All our offices.'),
  /** The page's closing call to action (the design reading of 2026-11-30: it ended on the last office). */
  cta: z.strictObject({
    title: text.describe('The heading of the band that ends the page, e.g. Talk to the office nearest you.'),
    text: text,
    label: text.describe('Its button, which leads to the contact page.'),
  }),
});

/** The two closing call-to-action blocks of every service page (spec 2.6). */
export const serviceCtaSchema = z.strictObject({
  consultation: z.strictObject({ title: text, text, label: text }),
  explore: z.strictObject({ title: text, text, blogLabel: text, contactLabel: text }),
});

/**
 * The headings and labels every service page shares (spec 2.6). The home page shows its delivery
 * models with the same words; the success stories are case studies (their cards' labels: the
 * case study pages', model/content/schemas/case-studies.ts).
 */
export const servicePageSchema = z.strictObject({
  hero: z.strictObject({ faqLink: text }),
  stories: z.strictObject({ title: spec('Success Stories') }),
  deliveryModels: z.strictObject({ title: spec('Flexible Service Delivery Models') }),
  faqs: z.strictObject({ title: text }),
});
