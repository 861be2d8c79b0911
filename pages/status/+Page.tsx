import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/PageHero';
import type { Data } from './+data';
import { Icon } from '../../components/Icon';
import { formatPercent } from '../../model/site/format';
import { useLanguage } from '../../components/language';

export default function Page() {
  const { page } = useData<Data>();
  const language = useLanguage();
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <section className="section-light" aria-label={page.sectionLabel}>
        <div className="container max-w-4xl">
          <p className="flex items-center gap-3 rounded-2xl bg-positive-wash p-5 text-lg font-semibold text-fg" role="status">
            <Icon name="i-lucide-circle-check" className="h-6 w-6 text-positive" />
            {page.banner}
          </p>
          <table className="mt-10 w-full text-left">
            <caption className="sr-only">{page.table.caption}</caption>
            <thead className="border-b border-line-strong text-sm text-fg-3">
              <tr>
                <th scope="col" className="py-3 pr-4 font-semibold">{page.table.service}</th>
                <th scope="col" className="py-3 pr-4 font-semibold">{page.table.status}</th>
                <th scope="col" className="py-3 pr-4 font-semibold">{page.table.uptime}</th>
                <th scope="col" className="py-3 font-semibold">{page.table.lastIncident}</th>
              </tr>
            </thead>
            <tbody>
              {page.services.map((service) => (
                <tr key={service.name} className="border-b border-line">
                  <th scope="row" className="py-4 pr-4 font-semibold">{service.name}</th>
                  <td className="py-4 pr-4">
                    {/* The first letter a capital, as a table cell starts (CSS capitalize would make « En Service »). */}
                    <span className="inline-flex items-center gap-2 text-positive">
                      <span className="h-2.5 w-2.5 rounded-full bg-emerald-600" aria-hidden="true" />
                      {service.status.charAt(0).toLocaleUpperCase(language) + service.status.slice(1)}
                    </span>
                  </td>
                  <td className="py-4 pr-4">{formatPercent(service.uptime, language)}</td>
                  <td className="py-4">{service.lastIncident}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
