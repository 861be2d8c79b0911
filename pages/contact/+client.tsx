// The contact page's script (it replaces pages/+client.ts): the shell at once, then React for the
// form and its toasts only, once the pre-rendered page, form included, has painted. reCAPTCHA,
// the validation and the e-mail client load when needed.
import { afterNextPaint, enhanceShell } from '../../renderer/shell';

enhanceShell();
afterNextPaint(() => void import('./island').then((island) => island.hydrateContact()));
