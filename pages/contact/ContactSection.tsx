import type { Language } from '../../model/site/languages';
import { Icon } from '../../components/Icon';
import { Toasts } from '../../renderer/Toasts';
import { earlyPress, type EarlyInput } from './before-hydration';
import { CaptchaField } from './CaptchaField';
import { ContactCopy, type ContactFormCopy, type ContactSettings } from './copy';
import { EmailInstead } from './EmailInstead';
import { Field } from './Field';
import { mailtoHref } from './mailto';
import { useContactForm } from './useContactForm';


/**
 * The Get in Touch form, the panels beside it and the toast area (spec 2.5, 4, 5, 7, 8): the
 * contact page's island, the one part of it React hydrates. Its state and behaviour are
 * useContactForm's; this renders them.
 */
export function ContactSection({ copy, settings, language, early }: { copy: ContactFormCopy; settings: ContactSettings; language: Language; early?: EarlyInput }) {
  return (
    <ContactCopy.Provider value={{ copy, settings }}>
      <ContactForm language={language} early={early} />
    </ContactCopy.Provider>
  );
}

function ContactForm({ language, early }: { language: Language; early?: EarlyInput }) {
  const state = useContactForm(language, early);
  const { copy: contactPage, site, form, summary, honeypot, values, set, isDemo, restored, errors, errorOf, fallback, sending, captcha } = state;
  const contactFormText = contactPage.form;
  const { labels } = contactFormText;
  const notice = contactFormText.collectionNotice;
  const emailHref = mailtoHref(site.contactEmail, values, isDemo);

  return (
    <section className="section-light max-sm:pt-10" aria-label={contactPage.sectionLabel}>
      <div className="container grid gap-12 lg:grid-cols-[3fr_2fr]">
        <form
          ref={form}
          noValidate
          onSubmit={state.onSubmit}
          aria-labelledby="contact-form-title"
          // Brought into view (demo mode) with its band's top edge at the header's foot: the band's
          // padding less what html's scroll-padding-top leaves under the 64 px header (no sliver
          // of the hero above it, the design reading of 2026-11-30's defect 23).
          className="scroll-mt-6 sm:scroll-mt-20"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {contactPage.formTitle}
          </h2>
          <p className="no-script-note mt-4 rounded-lg bg-caution-wash p-4 text-caution">
            {contactPage.noScript}{' '}
            <a className="text-link" href={`mailto:${site.contactEmail}`}>
              {site.contactEmail}
            </a>
          </p>
          {/* A polite live region, on the page from the start so that what enters it is announced. */}
          <div role="status">
            {restored && (
              <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-positive-wash p-4 text-fg" data-testid="draft-restored">
                <span>{contactFormText.draftRestored}</span>
                <button type="button" className="text-sm font-semibold underline" onClick={state.clearForm}>
                  {contactFormText.draftClear}
                </button>
              </div>
            )}
          </div>
          {isDemo && (
            <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-tint p-4 text-accent-strong" data-testid="demo-mode">
              <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{contactFormText.demoBadge}</span>
              <span>{contactFormText.demoText}</span>
              <button type="button" className="text-sm font-semibold underline" onClick={state.leaveDemo}>
                {contactFormText.demoCancel}
              </button>
            </div>
          )}
          {errors.length > 0 && (
            <div ref={summary} tabIndex={-1} role="alert" className="mt-4 rounded-lg border-2 border-danger bg-danger-wash p-4 text-fg outline-none focus:ring-2 focus:ring-danger">
              <p className="font-semibold text-danger">{contactFormText.errorsTitle}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {/* Each a link to its field, where the same message stands under it. */}
                {errors.map((error) => (
                  <li key={error.field}>
                    <a className="underline underline-offset-2 hover:no-underline" href={`#contact-${error.field}`} onClick={state.goToField(error.field)}>
                      {error.message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {/* The notice at collection, where it is read before the first field: the first key typed
              loads Google's check (issue 54). With the form: without JavaScript, nothing is collected here. */}
          <div className="script-only mt-6 rounded-lg bg-surface-2 p-4 text-sm text-fg-2" data-testid="collection-notice">
            <p>
              {notice.text}{' '}
              <a className="text-link" href={site.privacyPolicy}>
                {notice.privacyLink}
              </a>
            </p>
            {/* The notice's second layer (schema: collectionNotice), a native disclosure. */}
            <details className="mt-2">
              <summary className="cursor-pointer py-1 font-semibold text-fg">{notice.more}</summary>
              <p className="mt-2">
                {notice.rights} {notice.personAlternative}
              </p>
            </details>
          </div>
          {/* Live from the first paint, when the island takes over what the visitor has typed by
              then; hidden without JavaScript, when the note above gives the e-mail address instead. */}
          <fieldset className="script-only mt-6 grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">{contactPage.formTitle}</legend>
            <Field name="name" label={labels.name} value={values.name} onChange={set('name')} onLeave={state.left('name')} required error={errorOf('name')} autoComplete="name" />
            <Field name="email" label={labels.email} type="email" value={values.email} onChange={set('email')} onLeave={state.left('email')} required error={errorOf('email')} autoComplete="email" />
            <div className="sm:col-span-2">
              <Field name="website" label={labels.website} type="url" value={values.website} onChange={set('website')} onLeave={state.left('website')} error={errorOf('website')} autoComplete="url" hint={contactFormText.websiteHint} />
            </div>
            <div className="sm:col-span-2">
              <Field name="subject" label={labels.subject} value={values.subject} onChange={set('subject')} onLeave={state.left('subject')} required error={errorOf('subject')} />
            </div>
            <div className="sm:col-span-2">
              <Field name="message" label={labels.message} multiline value={values.message} onChange={set('message')} onLeave={state.left('message')} required error={errorOf('message')} />
            </div>
            <CaptchaField captcha={captcha} siteKey={site.recaptchaSiteKey} language={language} text={contactFormText} emailHref={emailHref} />
            {/* Off screen and hidden from assistive technology: only a bot fills it in. */}
            <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
              <label htmlFor="contact-reference">{contactFormText.honeypotLabel}</label>
              <input ref={honeypot} id="contact-reference" name="contact_reference" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div className="sm:col-span-2">
              {/* Waiting for the check (spec 4: disabled until it is done), a quiet grey that reads
                  as "not yet", not a faded version of itself (the design reading of 2026-11-30's
                  defect 20: pale teal, white words, "looks broken"), its edge dashed: in the dark
                  theme the grey alone was slate on slate (the sixth reading, 21). An outline, which
                  takes no room: the button keeps its size when it turns on. */}
              <button
                type="submit"
                className="btn-primary w-full disabled:cursor-not-allowed disabled:(bg-surface-3 text-fg-3 outline-1 outline-dashed outline-line-strong -outline-offset-1) sm:w-auto"
                disabled={!captcha.token || sending}
              >
                {sending ? contactFormText.sending : contactFormText.submit}
              </button>
              {fallback && (
                <EmailInstead
                  testId="send-fallback"
                  note={fallback === 'offline' ? contactFormText.offline : undefined}
                  href={emailHref}
                />
              )}
            </div>
          </fieldset>
        </form>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label={contactPage.detailsLabel}>
          <div className="rounded-2xl border border-line p-6 shadow-sm">
            <h2 className="font-sans text-xl font-semibold">{contactPage.infoTitle}</h2>
            <p className="mt-4 flex items-center gap-3">
              <Icon name="i-lucide-mail" className="h-5 w-5 text-accent" />
              <a className="text-link" href={`mailto:${site.contactEmail}`}>
                {site.contactEmail}
              </a>
            </p>
          </div>
          <div className="rounded-2xl bg-ink p-6 text-white">
            <h2 className="font-sans text-xl font-semibold">{contactPage.demoTitle}</h2>
            <p className="mt-3 text-slate-300">{contactPage.demoText}</p>
            {/* Pressed before the island wakes, it is remembered (before-hydration.ts) and honoured then. */}
            <button type="button" className="btn-primary mt-5" onClick={state.enterDemo} {...earlyPress('demo')}>
              {contactPage.demoButton}
            </button>
          </div>
        </aside>
      </div>
      <Toasts />
    </section>
  );
}
