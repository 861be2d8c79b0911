// The contact page's script (it replaces pages/+client.ts): the shell, then React for the form
// and its toasts only. reCAPTCHA, the validation and the e-mail client load when needed.
import { hydrateIsland } from '../../renderer/hydrate-island';
import { enhanceShell } from '../../renderer/shell';
import { ContactSection } from './ContactSection';

enhanceShell();
hydrateIsland('contact', <ContactSection />);
