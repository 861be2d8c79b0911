/**
 * The schemas of the editor's "Home and contact" collections: the home page, its hero, the contact page.
 */
import { z } from 'zod';
import { icon, seoSchema, spec, testimonialSchema, text } from './fields.ts';
import { serviceCardSchema } from './services-and-cities.ts';

/* Home page and service pages (spec 2.4, 2.6, 3) */

/** Impact stat (spec 3): value, label, description. */
const impactStatSchema = z.strictObject({ value: text, label: text, description: text });

/** Feature (home, Why Choose): title, description. */
const homeFeatureSchema = z.strictObject({ icon, title: text, description: text });

/** Process step (spec 3). */
const processStepSchema = z.strictObject({ icon, title: text, description: text });

/** The home page's hero (spec 2.4); browser code reads its words, so it is a file of its own. */
export const homeHeroSchema = z.strictObject({
  tagline: text,
  headline: text,
  /** The phrase typed after the headline, one word after the other. */
  rotatingWords: z.array(text).length(4),
  pitch: text,
  primaryLabel: spec('Start Your Digital Transformation'),
  secondaryLabel: spec('Learn More About Us'),
  /**
   * Issue 53: proof on the first screen, under the buttons: since when, the offices (the cities'
   * names, from their files), the two languages, and the featured case studies' headline results.
   */
  proof: z.strictObject({
    label: text.describe('What screen readers call the line of facts under the hero’s buttons, e.g. The firm in brief.'),
    since: text.describe('The first fact: since when the firm works, e.g. Since {site.foundingYear}.'),
    offices: text.describe('Said by screen readers before the cities’ names (the offices), e.g. Offices in.'),
    languages: text.describe('The last fact: the languages of the work, e.g. Work delivered in English and French.'),
    results: text.describe('Over the featured case studies’ headline results, e.g. Recent results.'),
  }),
  /** The hero's pause button (WCAG 2.2.2): its words while the phrase and particles move, and once paused. */
  motion: z.strictObject({
    pause: text.describe('The button in the corner of the home page hero that stops the moving phrase and particles, e.g. Pause animation.'),
    play: text.describe('The same button once the visitor has paused them: it starts them again, e.g. Play animation.'),
  }),
});

/** The home page below its hero (spec 2.4). */
export const homePageSchema = z.strictObject({
  seo: seoSchema,
  impact: z.strictObject({ title: spec('Our Impact'), lead: text, stats: z.array(impactStatSchema).length(4) }),
  whyChoose: z.strictObject({ title: text, lead: text, features: z.array(homeFeatureSchema).length(4) }),
  services: z.strictObject({ title: spec('Our Services'), lead: text, cards: z.array(serviceCardSchema).min(1) }),
  /** `stepLabel` is followed by each step's number: "Step 1". */
  process: z.strictObject({ title: spec('Our Process'), lead: text, stepLabel: text, steps: z.array(processStepSchema).length(4) }),
  stories: z.strictObject({
    title: spec('Client Success Stories'),
    lead: text,
    testimonialsTitle: text,
    /** Screen readers hear a testimonial's stars as its rating followed by this: "5 out of 5 stars". */
    ratingLabel: text,
    testimonials: z.array(testimonialSchema).length(3),
  }),
  cta: z.strictObject({ title: text, text, label: spec('Schedule Your Free Consultation') }),
});

/**
 * The contact page (spec 2.5): its copy, the demo request that Book a Demo fills in (spec 7) and
 * the texts of its form. Headings, buttons and the form's messages are the specification's.
 */
export const contactPageSchema = z.strictObject({
  seo: seoSchema,
  title: text,
  intro: text,
  /** What screen readers call the form's section, and the panels beside the form. */
  sectionLabel: text,
  formTitle: spec('Get in Touch'),
  detailsLabel: text,
  infoTitle: spec('Contact Information'),
  demoTitle: spec('Ready to Get Started'),
  demoText: text,
  demoButton: spec('Book a Demo'),
  /** Shown when the browser runs no JavaScript, before the e-mail address. */
  noScript: text,
  demoRequest: z.strictObject({ subject: spec('Request for Demo'), message: text }),
  form: z.strictObject({
    required: text,
    labels: z.strictObject({ name: text, email: text, website: text, subject: text, message: text }),
    websiteHint: text,
    submit: spec('Send Message'),
    sending: spec('Sending...'),
    success: spec('Message sent successfully!'),
    failure: spec('Failed to send message. Please try again.'),
    /** When a message the form reported as failed (no answer in time) turns out to have been sent. */
    sentLate: text,
    errorsTitle: text,
    demoBadge: text,
    demoText: text,
    demoCancel: text,
    captchaHint: text,
    /** The button in the captcha's place: Google's check loads when it is pressed or the visitor types. */
    captchaStart: text,
    /** When Google's reCAPTCHA script cannot load: shown with the e-mail link instead. */
    captchaUnavailable: text,
    /** Google's notice under the captcha: start, Privacy Policy link, and, Terms of Service link, end. */
    recaptchaNotice: z.strictObject({ start: text, privacyLink: text, and: text, termsLink: text, end: text }),
    /**
     * The notice at collection (Law 25, s. 8; PIPEDA 4.3), above the first field: read before the
     * first key, which loads Google's check (issue 54). A layered notice (the legal reading of
     * 2026-11-28: acceptable when placed first; the OPC's guidelines on meaningful consent): shown,
     * what the form's information is for, who receives it, where it may be processed, what Google
     * collects and when, and the privacy policy's link; behind one line that opens it, the
     * visitor's rights and how to reach a person when the automated check blocks them (s. 12.1).
     */
    collectionNotice: z.strictObject({
      text: text.describe(
        'Shown above the first field, before anything is typed: what the information is for, who receives it, where it may be processed, and what Google’s check collects and when.',
      ),
      privacyLink: text,
      more: text.describe('The line under it that opens the rest of the notice: the visitor’s rights and how to reach a person.'),
      rights: text.describe('Behind that line: the visitor’s rights over what they send (to see it, have it corrected, withdraw their consent).'),
      personAlternative: text.describe('Behind that line too: how to reach a person when the automated check blocks the visitor. Write {site.contactEmail} where the address goes.'),
    }),
    draftRestored: text,
    draftClear: text,
    offline: text,
    emailInsteadIntro: text,
    emailInstead: text,
    honeypotLabel: text,
  }),
  /** The form's error messages (spec 5), word for word. */
  messages: z.strictObject({
    captcha: spec('Please complete the reCAPTCHA verification.'),
    name: spec('Name must be between 2 and 50 characters.'),
    email: spec('Please enter a valid email address.'),
    website: spec('Please enter a valid website URL (including http:// or https://).'),
    subject: spec('Subject must be between 3 and 100 characters.'),
    message: spec('Message must be between 10 and 1000 characters.'),
  }),
});
