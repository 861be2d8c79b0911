import { parseContent, legalPageSchema } from '../../model/schemas';
import { site } from '../site';

const lastUpdated = '2026-11-01';
const { city, province } = site.headquarters;
const postalAddress = `${site.legalName}, ${site.headquarters.streetAddress}, ${city}, ${province} ${site.headquarters.postalCode}, Canada`;

export const privacy = parseContent(legalPageSchema, 'company/privacy', {
  seo: {
    title: 'Privacy Policy',
    description: `How ${site.brand} collects, uses and protects the personal information you share through this website, in line with PIPEDA.`,
    keywords: ['privacy policy', 'PIPEDA', 'personal information', 'contact form privacy', 'data retention', 'access request'],
  },
  title: 'Privacy Policy',
  lastUpdated,
  intro: `${site.legalName} ("${site.brand}", "we", "us") respects your privacy. This policy explains what personal information this website collects, why, who processes it on our behalf and how you can exercise your rights. We handle personal information in line with the Personal Information Protection and Electronic Documents Act (PIPEDA). The site is a brochure site: it has no user accounts, no analytics and no advertising trackers.`,
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'We collect only what you choose to send us and the minimum technical data needed to deliver the site securely.',
      ],
      items: [
        'Contact form: your name, e-mail address, website (optional), subject and message.',
        'Hosting data: the site is served by Cloudflare, which processes your IP address and standard request information (such as the page requested, browser type and time of the request) to deliver pages and protect the site from abuse.',
        'Spam protection: the contact page uses Google reCAPTCHA v2, which collects information about your device and interaction with the page to tell people from automated programs. Google processes this data under its own Privacy Policy (https://policies.google.com/privacy) and Terms of Service (https://policies.google.com/terms).',
        'We do not use analytics tools, advertising trackers or tracking pixels, and the site itself sets no cookies.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use the information you send through the contact form only to read and answer your enquiry, prepare a proposal if you ask for one, and keep a record of our correspondence. We do not sell, rent or trade personal information, and we do not add you to a mailing list unless you ask us to.',
        'Technical data processed by Cloudflare and Google is used to deliver the site, keep it available and block spam and attacks. We do not use it to profile visitors.',
        'By submitting the contact form you consent to these uses. You can withdraw your consent at any time by writing to us, subject to legal or contractual restrictions.',
      ],
    },
    {
      heading: 'Service providers and cross-border processing',
      paragraphs: [
        'The contact form sends your message through EmailJS, a third-party e-mail delivery service, directly to our team inbox. The website itself does not store your message or keep a database of submissions.',
        'Cloudflare, EmailJS and Google may process personal information outside Canada, including in the United States, where it may be accessible to courts, law enforcement and national security authorities under local law. We rely on these providers only for delivery, e-mail transmission and spam protection, and each processes data under its own privacy commitments.',
      ],
    },
    {
      heading: 'Retention and safeguards',
      paragraphs: [
        'We keep enquiries and the related correspondence for up to 24 months after our last exchange, then delete them, unless they become part of a client engagement, in which case the retention terms of that engagement apply.',
        'Access to our inbox is limited to the staff who answer enquiries, and the site is served only over HTTPS, so your message is encrypted on its way from your browser.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask to see the personal information we hold about you, ask us to correct it if it is inaccurate, or ask us to delete it. Send your request to ${site.contactEmail}. We may ask you to confirm your identity, and we will respond within 30 days.`,
        'If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada (https://www.priv.gc.ca).',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We will update this policy when our practices change and revise the date at the top of this page.',
        `Questions about this policy or our privacy practices can be sent to our Privacy Officer at ${site.contactEmail} or by mail to ${postalAddress}.`,
      ],
    },
  ],
});

export const terms = parseContent(legalPageSchema, 'company/terms', {
  seo: {
    title: 'Terms of Service',
    description: `The terms that govern your use of the ${site.brand} website, its content, intellectual property and links, under the laws of Ontario.`,
    keywords: ['terms of service', 'website terms', 'terms of use', 'intellectual property', 'governing law Ontario', 'disclaimer'],
  },
  title: 'Terms of Service',
  lastUpdated,
  intro: `These terms govern your use of the website of ${site.legalName} ("${site.brand}", "we", "us"). By using the site, you agree to them. If you do not agree, please do not use the site. Services we deliver to clients are governed by separate written agreements, not by these terms.`,
  sections: [
    {
      heading: 'Use of the site',
      paragraphs: ['You may browse the site and share its pages for any lawful purpose. When you use it, you agree not to:'],
      items: [
        'interfere with the operation or security of the site, or attempt to gain unauthorized access to it;',
        'use automated tools to submit the contact form or to send unsolicited messages;',
        'submit content through the contact form that is unlawful, misleading or infringes the rights of others;',
        'copy or republish substantial parts of the site for commercial purposes without our written permission.',
      ],
    },
    {
      heading: 'Informational content and no warranty',
      paragraphs: [
        'Articles, case summaries and service descriptions on this site are provided for general information. They are not professional, legal or technical advice for your situation, and results described for past clients do not guarantee similar results.',
        'The site is provided "as is" and "as available". To the extent permitted by law, we make no warranties about its accuracy, completeness or availability, and we are not liable for any loss arising from your use of, or reliance on, the site or its content.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The text, graphics, logos, illustrations and code of this site are owned by ${site.legalName} or used under licence, and are protected by Canadian and international copyright and trademark law. The ${site.brand} name and logo are trademarks of ${site.legalName} and may not be used without our written permission. You may quote short excerpts with attribution and a link to the original page.`,
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'The site may link to websites we do not operate, such as the privacy policies of our service providers or resources cited in our articles. We provide these links for convenience; we do not control those sites and are not responsible for their content or practices.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Any dispute relating to the site will be heard by the courts of Ontario sitting in Toronto.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of this page shows when they last changed, and continued use of the site means you accept the current version.',
        `Questions about these terms can be sent to ${site.contactEmail}.`,
      ],
    },
  ],
});

export const security = parseContent(legalPageSchema, 'company/security', {
  seo: {
    title: 'Security',
    description: `How the ${site.brand} website is protected with HTTPS, HSTS and a strict Content-Security-Policy, and how to report a vulnerability responsibly.`,
    keywords: ['website security', 'responsible disclosure', 'vulnerability reporting', 'HSTS', 'Content-Security-Policy', 'safe harbour'],
  },
  title: 'Security',
  lastUpdated,
  intro: `Security is part of what ${site.brand} sells, so we hold our own website to the same standard. This page explains how the site is protected and how to report a vulnerability to us.`,
  sections: [
    {
      heading: 'How the site is built',
      paragraphs: [
        'This website is a static brochure site served from Cloudflare. It has no user accounts, no login, no database and no administrative interface exposed to the internet, which keeps its attack surface small.',
        'The site does not store personal information. Messages sent through the contact form are passed to EmailJS for delivery to our inbox and are not kept by the site.',
      ],
    },
    {
      heading: 'Protections in place',
      paragraphs: ['Every response from the site is delivered with the following protections:'],
      items: [
        'HTTPS only, with HTTP Strict Transport Security (HSTS) so browsers never connect over plain HTTP.',
        'A strict Content-Security-Policy that allows scripts, frames and connections only from the site itself and the services it needs (EmailJS and Google reCAPTCHA).',
        'Self-hosted fonts and images, so pages do not load assets from third-party content networks.',
        'Google reCAPTCHA v2 on the contact form to block automated submissions and spam.',
        "Cloudflare's network-level protection against denial-of-service attacks and abusive traffic.",
      ],
    },
    {
      heading: 'Reporting a vulnerability',
      paragraphs: [
        `If you believe you have found a security vulnerability in this website, please report it to ${site.contactEmail} with "Security" in the subject line. To help us reproduce and fix the issue quickly, please include:`,
      ],
      items: [
        'the affected URL and a description of the vulnerability;',
        'step-by-step instructions to reproduce it, with any proof-of-concept code or screenshots;',
        'the potential impact as you understand it;',
        'your name or handle, if you would like to be credited.',
      ],
    },
    {
      heading: 'Safe harbour',
      paragraphs: [
        'We will not pursue legal action against anyone who researches and reports a vulnerability in good faith and in line with this policy. Acting in good faith means:',
      ],
      items: [
        'you avoid privacy violations, data destruction and service disruption, and test only against your own messages;',
        'you do not use denial-of-service attacks, social engineering, spam or physical attacks;',
        'you give us reasonable time to fix the issue before disclosing it publicly.',
      ],
    },
    {
      heading: 'What to expect from us',
      paragraphs: [
        'We will acknowledge your report within 3 business days, confirm whether we can reproduce the issue, and keep you informed as we work on a fix. Once it is resolved, we are glad to credit you publicly if you wish.',
        'This policy covers this website only. Systems we build or operate for clients are covered by the security terms of each client agreement; if you find an issue in one of them, report it to us and we will route it to the responsible team.',
      ],
    },
  ],
});

export const cookies = parseContent(legalPageSchema, 'company/cookies', {
  seo: {
    title: 'Cookie Policy',
    description: `The ${site.brand} website sets no cookies of its own and uses no analytics or ad trackers. Learn what third parties may set and how to control it.`,
    keywords: ['cookie policy', 'cookies', 'no tracking', 'reCAPTCHA cookies', 'browser cookie settings', 'privacy'],
  },
  title: 'Cookie Policy',
  lastUpdated,
  intro: `This policy explains which cookies may be stored in your browser when you visit the ${site.brand} website, and how you can control them. In short: the site itself sets no cookies, and we use no analytics or advertising trackers.`,
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files a website or a service it uses can store in your browser. They are often used to remember preferences, keep people signed in or track browsing for analytics and advertising.',
      ],
    },
    {
      heading: 'What this site does not use',
      paragraphs: [
        'The site has no accounts to sign in to and no preferences stored in cookies, so it sets no cookies of its own. We do not use analytics services, advertising networks, social media tracking pixels or any other cross-site tracking technology. Fonts and images are hosted on our own domain, so loading a page does not contact third-party content networks.',
      ],
    },
    {
      heading: 'Third-party cookies',
      paragraphs: ['Two services we rely on may set their own cookies in limited circumstances:'],
      items: [
        "Google reCAPTCHA, only on the contact page (/contact): when the reCAPTCHA widget loads, Google may set cookies to tell people from automated programs. Google's Privacy Policy (https://policies.google.com/privacy) and Terms of Service (https://policies.google.com/terms) apply.",
        "Cloudflare, our hosting provider: if Cloudflare's security systems ask your browser to complete a challenge, Cloudflare may set a strictly necessary cookie recording that the challenge was passed.",
      ],
    },
    {
      heading: 'How to control cookies',
      paragraphs: [
        'You can view, block and delete cookies in your browser settings. If you block Google cookies, the reCAPTCHA check on the contact page may not work; in that case you can still reach us by e-mail.',
      ],
      items: [
        'Chrome: Settings > Privacy and security > Third-party cookies.',
        'Firefox: Settings > Privacy & Security > Cookies and Site Data.',
        'Safari: Settings (or Preferences) > Privacy > Manage Website Data.',
        'Edge: Settings > Cookies and site permissions > Manage and delete cookies and site data.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If we ever add a service that sets cookies, we will update this policy before it goes live and revise the date at the top of this page.',
        `Questions about cookies on this site can be sent to ${site.contactEmail}.`,
      ],
    },
  ],
});
