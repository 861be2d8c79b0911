import ReCAPTCHAModule from 'react-google-recaptcha';
import type { Language } from '../../model/site/languages';
import { EmailInstead } from './EmailInstead';
import { earlyPress } from './before-hydration';
import type { Captcha } from './useCaptcha';
import type { EntryOf } from '../../model/content/collections';

type ContactPage = EntryOf<'contactPage'>;

// The package is CommonJS: during pre-rendering its default export arrives wrapped once more.
const ReCAPTCHA = ((ReCAPTCHAModule as unknown as { default?: typeof ReCAPTCHAModule }).default ?? ReCAPTCHAModule) as typeof ReCAPTCHAModule;

/** The captcha's place (its height kept, so nothing shifts), its hint, the e-mail way when it cannot load, Google's notice. */
export function CaptchaField({ captcha, siteKey, language, text, emailHref }: { captcha: Captcha; siteKey: string; language: Language; text: ContactPage['form']; emailHref: string }) {
  // Google's policies in the page's language (issue 54, legal point N7): French pages open the French ones.
  const googleLanguage = language === 'fr' ? '?hl=fr-CA' : '';
  const { recaptchaNotice } = text;
  return (
    <div className="sm:col-span-2">
      {/* The widget's height kept for it, so that nothing moves when it comes; none once Google's
          script could not load (the designer's reading: an empty gap above the note saying so). */}
      <div
        ref={captcha.slot}
        id="contact-captcha"
        tabIndex={-1}
        className={`${captcha.script === 'failed' ? '' : 'min-h-[78px] '}scroll-mt-24 outline-none`}
        data-captcha-slot=""
        data-testid="captcha-slot"
      >
        {/* Google's check loads on the visitor's first character or this press (useCaptcha), no sooner. */}
        {!captcha.wanted && (
          <button type="button" className="btn-secondary text-accent-strong hover:bg-tint" onClick={captcha.start} {...earlyPress('captcha')}>
            {text.captchaStart}
          </button>
        )}
        {captcha.wanted && (
          <ReCAPTCHA
            ref={captcha.widget}
            sitekey={siteKey}
            // The widget in the page's language (Google's language codes); English pages keep Google's default.
            {...(language === 'fr' && { hl: 'fr-CA' })}
            onChange={(value) => captcha.setToken(value ?? '')}
            onExpired={() => captcha.setToken('')}
            onErrored={() => captcha.setToken('')}
            asyncScriptOnLoad={captcha.onScript}
          />
        )}
      </div>
      {!captcha.token && captcha.script !== 'failed' && <p className="mt-2 text-sm text-fg-3">{text.captchaHint}</p>}
      {/* A polite live region, on the page from the start so that what enters it is announced. */}
      <div role="status">{captcha.script === 'failed' && <EmailInstead testId="captcha-unavailable" note={text.captchaUnavailable} href={emailHref} />}</div>
      <p className="mt-3 text-xs text-fg-3">
        {recaptchaNotice.start}{' '}
        <a className="underline" href={`https://policies.google.com/privacy${googleLanguage}`}>
          {recaptchaNotice.privacyLink}
        </a>{' '}
        {recaptchaNotice.and}{' '}
        <a className="underline" href={`https://policies.google.com/terms${googleLanguage}`}>
          {recaptchaNotice.termsLink}
        </a>{' '}
        {recaptchaNotice.end}
      </p>
    </div>
  );
}
