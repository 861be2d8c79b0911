import { useData } from 'vike-react/useData';
import { useContent } from '../../components/content';
import { OfficeContact } from '../../components/OfficeContact';
import { cityWithProvince } from '../../model/site/format';
import { useUrls } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { siteIn } from '../../model/page-data/site';
import { Island } from '../../renderer/Island';
import { useLanguage } from '../../components/language';
import { ContactSection } from './ContactSection';
import { contactSettingsOf, formCopyOf } from './copy';
import type {} from './island-data';
import type { Data } from './+data';

export default function Page() {
  const language = useLanguage();
  const contactPage = useContent('contactPage');
  const urls = useUrls();
  const settings = contactSettingsOf(siteIn[language], urls.privacy());
  const formCopy = formCopyOf(contactPage);
  const officesPage = useContent('officesPage');
  const { offices } = useData<Data>();
  return (
    <>
      {/* No still behind the title: the page's HTML is within a few hundred bytes of the first round trip's
          14.6 KB (TCP's initial window), and 0.6 KB more cost its LCP 110 ms (1164 to 1272 ms, npm run bench). */}
      <PageHero title={contactPage.title} intro={contactPage.intro} still={false} />
      {/* The island's copy and settings travel in the page (pages/contact/+client.tsx reads them). */}
      <Island name="contact" data={{ copy: formCopy, settings }}>
        <ContactSection copy={formCopy} settings={settings} language={language} />
      </Island>
      {/* The offices, to call or visit rather than write (the designer's reading of 2026-11-28: the
          page offered an e-mail address alone); static HTML, outside the form's island. */}
      <section className="section-light !pt-0" aria-labelledby="contact-offices-title">
        <div className="container">
          <h2 id="contact-offices-title" className="text-2xl font-bold tracking-tight">
            {officesPage.title}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {offices.map((office) => (
              <li key={office.slug} className="rounded-2xl border border-line p-5 text-sm shadow-sm">
                <h3 className="text-base font-semibold">
                  <a className="text-link inline-block py-1" href={`${urls.locations()}#${office.slug}`}>
                    {cityWithProvince(office.city, office.province, language)}
                  </a>
                </h3>
                <OfficeContact address={office.address} telephone={office.telephone} telephoneLabel={officesPage.labels.telephone} addressClassName="mt-3 text-fg-2" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
