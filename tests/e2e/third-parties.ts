/**
 * Stand-ins at the third-party network boundary, and only there: Google's reCAPTCHA script
 * and the EmailJS send endpoint. The site's real client libraries (react-google-recaptcha,
 * @emailjs/browser) run unchanged against them.
 */
import type { Page, Request, Route } from '@playwright/test';

/**
 * Implements the grecaptcha v2 API that react-google-recaptcha calls: render() draws a
 * checkbox whose ticking calls the widget's callback with a token; reset() unticks it.
 * window.__captcha.expire() / .fail() fire the expired and error callbacks; .sitekey() and .hl()
 * are the site key and the language (Google's `hl`) the page rendered the widget with.
 */
const recaptchaStandIn = `(() => {
  const widgets = [];
  let issued = 0;
  window.grecaptcha = {
    render(container, params) {
      const id = widgets.length;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('data-testid', 'captcha');
      label.append(box, " I'm not a robot");
      container.append(label);
      box.addEventListener('change', () => {
        if (box.checked) params.callback('captcha-token-' + ++issued);
      });
      widgets.push({ box, params, sitekey: params.sitekey });
      return id;
    },
    reset(id = 0) { widgets[id].box.checked = false; },
    getResponse(id = 0) { return widgets[id].box.checked ? 'captcha-token-' + issued : ''; },
    execute() {},
  };
  window.__captcha = {
    sitekey: () => widgets[0] && widgets[0].sitekey,
    hl: () => widgets[0] && widgets[0].params.hl,
    expire(id = 0) { widgets[id].box.checked = false; widgets[id].params['expired-callback'](); },
    fail(id = 0) { widgets[id].box.checked = false; widgets[id].params['error-callback'](); },
  };
  // Like Google's script, call the page's onload callback once this script has loaded.
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => { if (onload && typeof window[onload] === 'function') window[onload](); }, 0);
})();`;

/** Google's script answered by the stand-in: for a request the test has held (holdRequests). */
export const fulfillRecaptcha = (route: Route) => route.fulfill({ contentType: 'text/javascript', body: recaptchaStandIn });

export const recaptchaScripts = 'https://www.google.com/recaptcha/**';

export async function standInRecaptcha(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(recaptchaScripts, (route) => {
    requested.push(route.request().url());
    return fulfillRecaptcha(route);
  });
  return requested;
}

export type EmailJsReply = { status: 200 | 400 | 'network-error'; body?: string };

export const emailJsSends = 'https://api.emailjs.com/**';

/** Answers one EmailJS send as the service would: for a request the test has held (holdRequests). */
export function answerEmailJs(route: Route, reply: EmailJsReply): Promise<void> {
  if (reply.status === 'network-error') return route.abort('internetdisconnected');
  return route.fulfill({
    status: reply.status,
    contentType: 'text/plain',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: reply.body ?? (reply.status === 200 ? 'OK' : 'The template ID is invalid.'),
  });
}

/** Answers EmailJS sends with the given replies in turn; returns the requests it received. */
export async function standInEmailJs(page: Page, replies: EmailJsReply[] = [{ status: 200 }]): Promise<Request[]> {
  const received: Request[] = [];
  await page.route(emailJsSends, async (route) => {
    received.push(route.request());
    return answerEmailJs(route, replies[Math.min(received.length - 1, replies.length - 1)]!);
  });
  return received;
}

/**
 * Leaves the requests to `url` unanswered, as a network that silently drops them would. `held`
 * fills as they come and `first` resolves on the first one; the test may answer them later.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held: Route[] = [];
  let arrived = () => {};
  const first = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(url, (route) => {
    held.push(route);
    arrived();
  });
  return { held, first };
}
