/**
 * The schemas of the editor's "Whole site" collections: site settings, header and footer, the French
 * page addresses, the 404 page, the search page.
 */
import { pageWords, type PageWord } from '../../site/routes.ts';
import { z } from 'zod';
import { emailAddress, englishOnlyField, seoSchema, serviceRef, spec, text } from './fields.ts';

/* Redirects (issue 55) */

/** An address of this site as staff copy it from the browser, from the / after the domain: one pattern, which the editor checks too. */
const sitePath = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message);

/**
 * Old addresses sent to a page (content/redirects.yaml: the English edition's, content/fr/redirects.yaml: the
 * French edition's): Workers Static Assets answers them with a 301 (scripts/edge-files.ts writes
 * `_redirects`), so a retired or renamed city, service, article or case study leaves no 404 behind.
 */
export const redirectsSchema = z.strictObject({
  redirects: z
    .array(
      z.strictObject({
        oldAddress: sitePath(/^\/(?!.*\/\/)[^\s?#]*$/, 'must be the part of the address after the domain, starting with /, without spaces, ? or #, e.g. /services/ai-integration/london').describe('The old address, from the / after the domain: /services/ai-integration/london, or in the French edition /fr/services/integration-ia/london. A * stands for any one part: /services/*/london is that city under every service. A page that still exists keeps its address: the redirect waits until it is removed.'),
        newAddress: sitePath(/^\/(?!.*\/\/)[^\s?#*]*(#[^\s]+)?$/, 'must be the address of a page after the domain, starting with /, without spaces, ? or *, e.g. /locations or /locations#toronto').describe('The page visitors are sent to, from the / after the domain: /locations, or /locations#toronto for a part of it (in the French edition, /fr/bureaux). It must be a page of the site, of the same edition: French addresses to a French page.'),
        // Issue 55 (the walk-through of 2026-12-03, defect 3): a retirement's mentions were listed once, in the delete's message, then nowhere.
        retiredName: z
          .string()
          .trim()
          .max(80)
          .optional()
          .describe('Optional: the name of the city, service, article or case study this address belonged to, as the pages wrote it (Kitchener). Once its pages are gone, the Dashboard lists under Still to tidy every entry of this edition that still names it. Empty it when the mentions left are meant to stay.'),
      }),
    )
    .describe('Old addresses of this edition and where each now leads. Add them when you retire or rename a city, service, article or case study: visitors and search engines following an old link land on the page you choose instead of the 404 page.'),
});

/* The French edition's addresses (issue 23) */

/** One word of a URL: lowercase letters without accents, digits, hyphens. */
export const urlWord = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters without accents, digits and hyphens, e.g. a-propos')
  .describe('Lowercase letters without accents, digits and hyphens (a-propos). Changing it changes the page address: links to the old one then end on the 404 page.');

/**
 * The words of the French edition's URLs (content/fr/addresses.yaml): /fr/<page>,
 * /fr/<services>/<service>/<city>, /fr/<blog>/<article>. English URLs are the specification's
 * (model/site/urls.ts); city slugs are the same in both languages; an article's is its file name.
 */
export const addressesSchema = z
  .strictObject({
    /** One word per page of the route table (model/site/routes.ts): a new page type is asked for its French word here. */
    pages: z.strictObject(Object.fromEntries(pageWords.map((word) => [word, urlWord])) as Record<PageWord, typeof urlWord>),
    /** Each service's own word is in its French file (`address`). */
    services: z.strictObject({
      folder: urlWord.describe('The folder of the service and city pages: /fr/<this>/<service>/<city>.'),
    }),
  })
  .superRefine((value, context) => {
    const seen = new Map<string, string>();
    const check = (group: 'pages' | 'services', words: Record<string, string>) => {
      for (const [key, word] of Object.entries(words)) {
        if (group === 'services' && key === 'folder') continue;
        const other = seen.get(`${group}:${word}`);
        if (other) context.addIssue({ code: 'custom', path: [group, key], message: `is "${word}", already the address of ${other}: each page needs its own` });
        seen.set(`${group}:${word}`, key);
      }
    };
    check('pages', value.pages);
    if (Object.values(value.pages).includes(value.services.folder)) {
      context.addIssue({ code: 'custom', path: ['services', 'folder'], message: `is "${value.services.folder}", already a page's address` });
    }
  });

/** The site's settings (content/site.yaml): what every page names; SITE_URL and keys come from the environment. */
export const siteSettingsSchema = z.strictObject({
  brand: text,
  legalName: text,
  tagline: text,
  /** The line over the title on the social picture of a page that is no article and no service (scripts/social-images.mjs). */
  socialImageLine: text.describe('Over the page title on the picture shared pages show on social networks (articles and services show Blog and Services).'),
  defaultDescription: z.string().trim().min(50).max(170),
  /** Shown on the site and the contact page; CONTACT_EMAIL, when set at build time, replaces it. */
  contactEmail: emailAddress,
  /**
   * Where job applications go (issue 54, legal point N3): a mailbox apart from the general one, so
   * that résumés are seen only by the people hiring. The careers page's Apply buttons and the privacy
   * policy ({site.careersEmail}) name it.
   */
  careersEmail: emailAddress.describe('Where applications for the careers page\'s openings are sent: a mailbox only the people hiring read. The privacy policy names it.'),
  /**
   * The person in charge of the protection of personal information (Quebec's Law 25 asks that their
   * title and contact details be on the website): the privacy policy shows {site.privacyOfficer.title}
   * and {site.privacyOfficer.email}, and the headquarters' address for mail.
   */
  privacyOfficer: z.strictObject({
    title: text.describe(
      'The job title of the person in charge of the protection of personal information (Quebec law asks for the title, not the name), e.g. Chief Operating Officer. The privacy policy shows it.',
    ),
    email: emailAddress.describe('Where requests about personal information go (access, correction, complaints). The privacy policy shows it.'),
  }),
  /**
   * Where the messages of the contact form are kept (issue 40, legal point L2): the team inbox's
   * host and the country it stores them in, named by the privacy policy ({site.teamInbox.provider},
   * {site.teamInbox.location}). The owner's fact to confirm before launch (docs/deploy.md, "Before launch").
   */
  teamInbox: z.strictObject({
    provider: text.describe(
      'The service that hosts the team inbox the contact form writes to, e.g. Microsoft 365 or Google Workspace. The privacy policy names it: confirm it before launch.',
    ),
    location: text.describe(
      'The country or region where that service stores the messages, as the privacy policy should say it in this language, e.g. Canada (French: le Canada). Confirm it before launch.',
    ),
  }),
  /**
   * What only the owner can settle before the first launch (issue 54: the legal review's points N2,
   * N7 (the name and art. 55) and N9), each ticked once settled. The deploy's launch check (scripts/launch-check.ts) stops on
   * each one still open, saying why, and the editor's Dashboard lists them. One decision for both
   * editions: the English file holds them (a walk-through of 2026-12-03 found the French Site
   * settings asking the same eight questions again, in English).
   */
  ownerDecisions: englishOnlyField(z.strictObject({
    googleAgreement: z
      .boolean()
      .describe(
        'Google reCAPTCHA: Google uses what its free check collects for its own purposes, and Quebec law (art. 17) asks for a written agreement before personal information leaves Québec. The owner chooses reCAPTCHA Enterprise under Google Cloud\'s data terms, Cloudflare Turnstile, or the form\'s hidden trap field alone. Tick once decided and done.',
      ),
    deliveryRecord: z
      .boolean()
      .describe(
        'EmailJS: the privacy policy says EmailJS keeps no history of messages, but not how long it keeps its record of each delivery, nor where it processes it. Ask EmailJS, write both in the privacy policy in English and in French, then tick.',
      ),
    frenchBusinessName: z
      .boolean()
      .describe(
        'French business name: if the firm does business in Québec, the Charter of the French language (arts. 63 and 68) asks for a French version of a name whose generic word is English ("Digital"). A brand decision to take with counsel; tick once taken (and, if there is one, write it as the brand of the French site settings).',
      ),
    frenchFirstTerms: z
      .boolean()
      .describe(
        'Terms of use in French first: the terms are a contract every visitor accepts by using the site, and the Charter of the French language (art. 55) asks that a Québec visitor be offered the French version first. Today the site opens in English, with « Français » in its header and the French terms one click away. The owner decides with counsel whether that is enough or the site should open in French for a browser set to French (a change for the developers); tick once decided.',
      ),
    liveChat: z
      .boolean()
      .describe(
        'Support page, Live Chat: the specification asks for a live chat card with a "Start Chat" button, and no chat service is connected: the button opens the contact form. A page that promises a live chat the firm does not run misleads (Competition Act s. 52). The owner connects a chat service (the developers then add it, and the privacy policy and the security headers name it), or decides with counsel to keep the card as it is; tick once done.',
      ),
    statusFigures: z
      .boolean()
      .describe(
        'Status page: the specification asks for fixed figures ("All Systems Operational", uptimes, a last incident "3 days ago"), written when the site is built and true only on that day, on a page clients may rely on (Competition Act s. 52). The owner connects a monitoring service (the developers then link or embed it), or has the page state dated figures, or decides with counsel to keep it as it is; tick once done.',
      ),
    claimEvidence: z
      .boolean()
      .describe(
        'Performance figures: the home page and the service pages state results ("98% client satisfaction", "40% average cost reduction", "typically cutting cloud bills by 20-40%", "page load times fall by 60%", "up to 250% more traffic"). The Competition Act (s. 74.01(1)(b)) asks for an adequate and proper test before such a claim is made. The owner keeps, for each figure, what it rests on (the sample, the period, the method), or has it rewritten; tick once done.',
      ),
    testimonialConsent: z
      .boolean()
      .describe(
        'Testimonials: each names a person, their role and their employer\'s sector, beside case studies said to be anonymized at clients\' request, so a client may be recognized. A name and a quote are personal information (PIPEDA principle 4.3; Quebec\'s Act arts. 12 to 14): the owner keeps each person\'s written consent to publish them, in English and in French, and their employer\'s agreement; tick once done.',
      ),
    // The fifth French and legal reading (2026-12-03, R5 and R4): two facts the site cannot settle, named for the owner as the others are.
    supportHours: z
      .boolean()
      .describe(
        'Support hours: the About page states 24/7 support coverage among the firm\'s figures, and the home page offers "24/7 Support", while the Support page gives support hours of Monday to Friday, 9 a.m. to 6 p.m. Eastern. Both cannot be true, and clients rely on what the site promises (Competition Act s. 52). The owner states which is right and has the other rewritten, in English and in French; tick once done.',
      ),
    cloudflareCookies: z
      .boolean()
      .describe(
        'Cloudflare cookies: the cookie policy lists cf_clearance, the cookie Cloudflare sets after a security check. Cloudflare also sets __cf_bm (30 minutes) when Bot Fight Mode or Bot Management is on, and _cfuvid with some rate-limiting rules, on the site\'s own domain. The owner checks in Cloudflare\'s dashboard that these features are off, or has the cookie policy list both cookies, in English and in French; tick once done.',
      ),
  }), 'Owner decisions'),
  foundingYear: z.number().int().min(1900).max(2100),
  headquarters: z.strictObject({
    streetAddress: text,
    city: text,
    province: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter province code such as ON'),
    postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'must be a Canadian postal code such as M5V 3H1'),
    country: z.literal('CA'),
  }),
});

/* The site's own pages: content/pages/*.yaml */

/** The 404 page (spec 2.7): its code, heading and link are the specification's. */
export const notFoundPageSchema = z.strictObject({
  code: z.literal('404'),
  title: spec('Page Not Found'),
  text,
  /** The page's description for search engines and link previews. */
  description: text,
  back: spec('Back to Home'),
  /** Issue 53: a way forward from the 404 page, the site's search and its most useful pages. */
  search: z.strictObject({
    label: text.describe('The label of the search box on the 404 page, e.g. Search the site.'),
    button: text.describe('Its button, e.g. Search.'),
  }),
  popularTitle: text.describe('Over the links to the most useful pages (case studies, offices, blog, about, contact), e.g. Popular pages.'),
  servicesTitle: text.describe('Over the links to every service, e.g. Our services.'),
  /** Shown instead of the 404 texts when a page fails to render (never pre-rendered). */
  errorTitle: text,
  errorText: text,
});

/**
 * The search page (issue 24). `{count}` and `{query}` are filled in by the page in the browser
 * (the number of results, the words searched for); model/content/collections.ts lets this file keep them.
 */
export const searchPageSchema = z.strictObject({
  seo: seoSchema,
  title: text,
  intro: text,
  /** The search field's label, read out by screen readers and shown above it. */
  fieldLabel: text,
  placeholder: text,
  submit: text,
  /** The filter by kind of page: its legend, and each choice. */
  filter: z.strictObject({ legend: text, all: text, service: text, city: text, article: text, caseStudy: text, page: text }),
  /** The kind shown on each result. */
  kinds: z.strictObject({ service: text, city: text, article: text, caseStudy: text, page: text }),
  /** Announced and shown as results arrive: none, one, several. */
  results: z.strictObject({ none: text, one: text, many: text.describe('Write {count} where the number goes: {count} results.') }),
  searching: text,
  /** When nothing matches: a heading (with {query}), a line, then the main sections' links. */
  noMatch: z.strictObject({ title: text.describe('Write {query} where the words searched for go.'), text }),
  /** When the index cannot load (offline, blocked): a line, then the sections' links. */
  failed: text,
  /** Without JavaScript: a line, then the sections' links. */
  noScript: text,
  sectionsLabel: text,
  /** Under the field: the keyboard shortcut that opens search from any page. */
  shortcutHint: text,
  /**
   * When a word matched nothing and the nearest words of the site were searched instead (issue 31):
   * the line above the results, and its link back to the words as typed.
   */
  corrected: z.strictObject({
    showing: text.describe('Write {corrected} where the words searched instead go: Showing results for {corrected}.'),
    exact: text.describe('The link to search the words as typed; write {query} where they go: Search instead for {query}'),
  }),
  /** When nothing matches: the nearest words of the site, as links, after this. */
  didYouMean: text,
  /**
   * Words visitors use that the pages do not (issue 31): a search for any of `words` finds what a
   * search for `means` finds, and what the words as typed find, one list by score (issue 54).
   */
  synonyms: z
    .array(
      z.strictObject({
        words: text.describe('What visitors type, separated by commas, e.g. chatbot, chatbots, virtual assistant. Capitals and accents do not matter. Prefer phrases to everyday words the pages use in other senses (media relations, not media).'),
        means: text.describe("The site's own words for it, as its pages say them, e.g. AI agents."),
      }),
    )
    .describe('Words visitors search for that the pages do not use, each with the words the site uses for it.'),
});

/**
 * The header, the footer and the skip link of every page (spec 2.2, 2.3): what the links say.
 * Where they lead is code (model/site/urls.ts); service and city names come from their own files.
 */
export const navigationSchema = z.strictObject({
  /** The home page's name in breadcrumbs (structured data). */
  home: text,
  /** The first link of every page, shown when a keyboard reaches it: it jumps to the content. */
  skipLink: text,
  header: z.strictObject({
    services: spec('Services'),
    locations: spec('Locations'),
    links: z.strictObject({ caseStudies: text, about: text, blog: text, contact: text }),
    consultation: spec('Free Consultation'),
    /** The same button in the header of a phone, where the room is short. */
    consultationShort: text.describe('The Free Consultation button in the header on a phone, where room is short: one or two short words, e.g. Consultation.'),
    /** The mobile menu's city links: "AI Integration in Toronto". */
    serviceInCity: text,
    /** Names that screen readers announce: the desktop and mobile menus and the mobile menu's button. */
    screenReader: z.strictObject({ mainMenu: text, mobileMenu: text, menuButton: text }),
    /**
     * The language switcher, which leads to the same page in the other language: its text is the
     * other language's name in that language (Français on English pages, English on French ones).
     */
    otherLanguage: text.describe("The other language's name, in that language: Français on English pages, English on French ones."),
    /** The header's search link (a magnifier; this is its name) and the mobile menu's search button. */
    search: text,
    /**
     * The header's switch between the light and dark themes (a moon; this is its name, said by
     * screen readers with "pressed" while the dark theme shows): the same words whichever theme shows.
     */
    darkTheme: text.describe('The name of the header’s light and dark switch, said by screen readers: the same words in either theme (they add “pressed” while it is dark).'),
    /**
     * The Services menu's columns (the sixth design reading of 2026-11-30, defect 9: a flat list
     * of nine names): each a title over its services, in this order. A service no column names
     * joins the last one, so a new service is in the menu before anyone places it.
     */
    serviceGroups: z
      .array(
        z.strictObject({
          title: text.describe('The column’s title, one or two words over its services, e.g. Data.'),
          services: z.array(serviceRef('A service of this column.')).min(1).describe('The services of this column, in this order. A service no column names is added to the last column.'),
        }),
      )
      .min(1)
      .max(3)
      .describe('The columns of the Services menu on a laptop, each a title and its services (one to three columns: the menu is as wide as three). The same services in English and French, in the same columns and order.'),
    /** The services each city lists in the Locations menu (spec 2.2: five). */
    cityMenuServices: z
      .array(serviceRef('A service each city lists in the Locations menu.'))
      .min(1)
      .max(8)
      .describe('The services each city lists in the Locations menu, in this order. The same in English and French.'),
  }),
  footer: z.strictObject({
    company: z.strictObject({ title: spec('Company'), about: text, caseStudies: text, careers: text, blog: text, contact: text }),
    resources: z.strictObject({ title: spec('Resources'), status: text, support: text, sitemap: text }),
    legal: z.strictObject({ title: spec('Legal'), privacy: text, terms: text, security: text, cookies: text, accessibility: text }),
    /**
     * Over the head office's address, telephone and e-mail in the footer's first column (the design
     * reading of 2026-11-30, defect 15: the footer had no way to reach the firm).
     */
    headOffice: text.describe('Over the head office’s address, telephone and e-mail, at the foot of every page, e.g. Head office. The address is the site settings’ headquarters; the telephone, that city’s office’s.'),
    /** After the copyright sign and the year. */
    copyright: text,
  }),
  /**
   * A note offering this edition, shown at the foot of the other edition's pages to a visitor whose
   * browser asks for this language first, until they follow it or close it (renderer/shell.ts; the
   * legal reading of 2026-11-28: a Québec reader landing on an English page should be offered the
   * French one). Written in this file's language: the French file's note is shown on English pages.
   */
  languageOffer: z.strictObject({
    text: text.describe('One short sentence in this file’s language, shown on the other edition’s pages to visitors whose browser asks for this language, e.g. « Ce site est aussi offert en français. »'),
    link: text.describe('The link after the sentence, to the same page in this file’s language (or, for an article not translated yet, to this language’s blog), e.g. « Passer au français ». It also names the note for screen readers.'),
    close: text.describe('The name of the button that closes the note for good, e.g. « Fermer ».'),
  }),
  /** The banner at the top of every page of a preview build (model/site/preview.ts); production pages have none. */
  preview: z.strictObject({
    label: text.describe('What screen readers call the banner, e.g. Preview.'),
    text: text.describe('Said at the top of every page of a preview (a branch not yet published). Write {branch} where the branch’s name goes.'),
    live: text.describe('The link after it, to the same page on the live site.'),
  }),
});
