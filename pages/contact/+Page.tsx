import { PageHero } from '../../components/PageHero';
import { contactPage } from '../../content/contact';
import { site } from '../../content/site';

export default function Page() {
  return (
    <>
      <PageHero title={contactPage.title} intro={contactPage.intro} />
      <section className="section-light">
        <div className="container grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">{contactPage.formTitle}</h2>
            <p className="mt-4 text-slate-700">
              {contactPage.noScript}{' '}
              <a className="link-inline" href={`mailto:${site.contactEmail}`}>
                {site.contactEmail}
              </a>
            </p>
          </div>
          <div className="space-y-6">
            <div className="rounded-2xl border border-slate-200 p-6">
              <h2 className="text-xl font-bold">{contactPage.infoTitle}</h2>
              <p className="mt-4 flex items-center gap-3">
                <span className="i-lucide-mail h-5 w-5 text-brand-700" aria-hidden="true" />
                <a className="link-inline" href={`mailto:${site.contactEmail}`}>
                  {site.contactEmail}
                </a>
              </p>
            </div>
            <div className="rounded-2xl bg-ink p-6 text-white">
              <h2 className="text-xl font-bold">{contactPage.demoTitle}</h2>
              <p className="mt-3 text-slate-300">{contactPage.demoText}</p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
