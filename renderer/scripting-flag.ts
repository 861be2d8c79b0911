import { themeStorageKey } from '../model/site/theme.ts';

/**
 * Inline scripts of <head>, run before the first paint, each allowed by its hash in the CSP the
 * worker sends (worker/headers.ts; a unit test checks that they agree):
 *
 * - on every page, `scriptingFlag` marks <html class="scripting">, so that notes meant for
 *   visitors without JavaScript (`.no-script-note`) never flash or shift the layout for everyone
 *   else;
 * - on the contact pages only (pages/contact/+Head.tsx), `earlyPressRecorder` remembers on <html>
 *   a press of one of the form's buttons that act before the page's own script has run (a slow
 *   phone: the script loads async): "Book a demo" (<html data-pressed-demo>) and the captcha's
 *   start (<html data-pressed-captcha>), which the form then honours
 *   (pages/contact/before-hydration.ts): such a press leaves nothing else behind.
 */
export const earlyPressAttribute = 'data-early-press';
export type EarlyPress = 'demo' | 'captcha';
/** The attribute of a button whose press counts before the page's script runs: `{...earlyPress('demo')}`. */
export const earlyPress = (name: EarlyPress) => ({ [earlyPressAttribute]: name });
/** What <html> carries once such a button has been pressed. */
export const pressedAttribute = (name: EarlyPress) => `data-pressed-${name}`;

/**
 * Also applies the theme the visitor chose with the header's switch, before the first paint (no
 * flash of the other theme): `<html data-theme>` (model/site/theme.ts). Storage a browser refuses
 * leaves the system's setting.
 */
export const scriptingFlag = `document.documentElement.classList.add('scripting');try{var t=localStorage.getItem('${themeStorageKey}');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}`;
export const scriptingFlagHash = 'sha256-4QnZCgStHkTBbGapaGCw99jKejj03aaacImHZHf0A7M=';

export const earlyPressRecorder = `document.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[${earlyPressAttribute}]');if(t)document.documentElement.setAttribute('data-pressed-'+t.dataset.earlyPress,'')},true)`;
export const earlyPressRecorderHash = 'sha256-T02Jj6I/C7LPOj93eps3x43GHX4MWOPjwNiZHgC5Ijo=';
