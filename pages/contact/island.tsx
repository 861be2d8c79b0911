import type { Language } from '../../model/site/languages';
import { hydrateIsland } from '../../renderer/hydrate-island';
import type { EarlyInput } from './before-hydration';
import type { ContactIsland } from './copy';
import { ContactSection } from './ContactSection';

/** The contact page's island: the form and its toasts (pages/contact/+client.tsx), in the page's language. */
export function hydrateContact({ copy, settings }: ContactIsland, language: Language, early: EarlyInput): void {
  hydrateIsland('contact', <ContactSection copy={copy} settings={settings} language={language} early={early} />);
}
