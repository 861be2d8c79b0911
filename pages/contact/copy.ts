import { createContext, useContext } from 'react';
import type { ContactPage } from '../../model/contact-page';

/**
 * The contact page's copy in the page's language, handed to the island by the page (server) and
 * by pages/contact/island.tsx (browser), so the browser loads one language's texts only.
 */
export const ContactCopy = createContext<ContactPage | null>(null);

export function useContactCopy(): ContactPage {
  const copy = useContext(ContactCopy);
  if (!copy) throw new Error('The contact form needs its copy (ContactCopy)');
  return copy;
}
