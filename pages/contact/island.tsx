import type { ContactPage } from '../../model/contact-page';
import type { Language } from '../../model/languages';
import { hydrateIsland } from '../../renderer/hydrate-island';
import type { EarlyInput } from './before-hydration';
import { ContactSection } from './ContactSection';

/** The contact page's island: the form and its toasts (pages/contact/+client.tsx), in the page's language. */
export function hydrateContact(copy: ContactPage, language: Language, early: EarlyInput): void {
  hydrateIsland('contact', <ContactSection copy={copy} language={language} early={early} />);
}
