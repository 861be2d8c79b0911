/**
 * Runs inline in <head>, before the first paint: marks <html class="scripting"> so that notes
 * meant for visitors without JavaScript (`.no-script-note`) never flash or shift the layout
 * for everyone else; and remembers on <html data-demo-asked> a press of the contact page's "Book a
 * demo" button made before the page's own script has run (a slow phone: the script loads async),
 * which the form then honours (pages/contact/before-hydration.ts): such a press leaves nothing else
 * behind. The worker's CSP allows exactly this script by its hash (a unit test checks that the two
 * agree).
 */
export const demoButtonAttribute = 'data-demo-button';
export const demoAskedAttribute = 'data-demo-asked';
export const scriptingFlag = `document.documentElement.classList.add('scripting');document.addEventListener('click',function(e){if(e.target.closest&&e.target.closest('[${demoButtonAttribute}]'))document.documentElement.setAttribute('${demoAskedAttribute}','')},true)`;
export const scriptingFlagHash = 'sha256-Yxh5jLzD4orZsAK8CUKpeQC5Q7J7H3HtdNqhEbgs9/c=';
