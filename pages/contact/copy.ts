import { createContext, useContext } from 'react';
import type { EntryOf } from '../../model/content/collections';
import type { Site } from '../../model/content/site-values';

/**
 * The contact page's copy the island needs: all of it but the parts the static page shows (its
 * search snippet, its title and intro), which would travel twice.
 */
type ContactPage = Omit<EntryOf<'contactPage'>, 'seo' | 'title' | 'intro'>;
export const formCopyOf = ({ seo: _seo, title: _title, intro: _intro, ...form }: EntryOf<'contactPage'>): ContactPage => form;

/**
 * What the form needs of the site's settings: where messages go, the services' public keys, and
 * the address of the privacy policy in the page's language (the notice at the form links it).
 */
export type ContactSettings = Pick<Site, 'contactEmail' | 'recaptchaSiteKey' | 'emailjs'> & { privacyPolicy: string };

export const contactSettingsOf = ({ contactEmail, recaptchaSiteKey, emailjs }: Site, privacyPolicy: string): ContactSettings => ({
  contactEmail,
  recaptchaSiteKey,
  emailjs,
  privacyPolicy,
});

/**
 * The contact page's copy in the page's language and the form's settings, handed to the island by
 * the page: rendered on the server, and written into the island's data-* attributes for the
 * browser (pages/contact/+client.tsx), so the browser loads no content module at all.
 */
export type { ContactPage as ContactFormCopy };
export type ContactIsland = { copy: ContactPage; settings: ContactSettings };

export const ContactCopy = createContext<ContactIsland | null>(null);

function useIsland(): ContactIsland {
  const island = useContext(ContactCopy);
  if (!island) throw new Error('The contact form needs its copy and settings (ContactCopy)');
  return island;
}

export const useContactCopy = (): ContactPage => useIsland().copy;
export const useContactSettings = (): ContactSettings => useIsland().settings;
