import { useUrls } from '../../components/links';
import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/PageHero';
import type { Data } from './+data';
import { Icon } from '../../components/Icon';
import { siteIn } from '../../model/page-data/site';
import { useLanguage } from '../../components/language';

export default function Page() {
  const language = useLanguage();
  const urls = useUrls();
  const site = siteIn[language];
  const { page } = useData<Data>();
  const { chat, email } = page;
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <section className="section-light" aria-label={page.sectionLabel}>
        <div className="container grid gap-8 md:grid-cols-2">
          <div className="rounded-2xl border border-line p-8 shadow-sm">
            <Icon name="i-lucide-messages-square" className="h-8 w-8 text-accent" />
            <h2 className="mt-4 text-2xl font-bold">{chat.title}</h2>
            <p className="mt-3 leading-7 text-fg-2">{chat.description}</p>
            <p className="mt-3 text-sm text-fg-3">{chat.hours}</p>
            {/* Chat starts from the contact form, which reaches the same support team. */}
            <a className="btn-primary mt-6" href={urls.contact()}>
              {chat.buttonLabel}
            </a>
          </div>
          <div className="rounded-2xl border border-line p-8 shadow-sm">
            <Icon name="i-lucide-mail" className="h-8 w-8 text-accent" />
            <h2 className="mt-4 text-2xl font-bold">{email.title}</h2>
            <p className="mt-3 leading-7 text-fg-2">{email.description}</p>
            <p className="mt-3 text-sm text-fg-3">{email.promise}</p>
            <a className="btn-primary mt-6" href={`mailto:${site.contactEmail}`}>
              {site.contactEmail}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
