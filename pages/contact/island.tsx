import { hydrateIsland } from '../../renderer/hydrate-island';
import { ContactSection } from './ContactSection';

/** The contact page's island: the form and its toasts (pages/contact/+client.tsx). */
export function hydrateContact(): void {
  hydrateIsland('contact', <ContactSection />);
}
