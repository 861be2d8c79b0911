import { useUrls } from '../../components/links';
import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/PageHero';
import { Photo } from '../../components/Photo';
import type { Data } from './+data';
import { labelled } from '../../model/site/format';
import { useLanguage } from '../../components/language';

export default function Page() {
  const language = useLanguage();
  const urls = useUrls();
  const { page } = useData<Data>();
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <section className="section-light" aria-label={page.itemsLabel}>
        <div className="container">
          <ul className="grid gap-8 md:grid-cols-2">
            {page.items.map((item, index) => (
              <li key={item.title}>
                <article className="h-full overflow-hidden rounded-2xl border border-line shadow-sm">
                  {item.photo ? (
                    <Photo photo={item.photo} view="press" eager={index === 0} className="aspect-video h-auto w-full object-cover" />
                  ) : (
                    <img
                      src={item.image}
                      alt={item.imageAlt}
                      width={1200}
                      height={675}
                      className="aspect-video h-auto w-full bg-ink object-cover"
                      loading={index === 0 ? 'eager' : 'lazy'}
                    />
                  )}
                  <div className="p-6">
                    <p className="text-sm text-fg-3">{item.date}</p>
                    <h2 className="mt-2 font-sans text-xl font-semibold">{item.title}</h2>
                    <p className="mt-3 leading-7 text-fg-2">{item.excerpt}</p>
                    <a className="text-link mt-4 inline-block font-semibold" href={urls.pressItem(item.title)} aria-label={labelled(page.readMore, item.title, language)}>
                      {page.readMore}
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <p className="mt-12 max-w-3xl text-fg-2">{page.mediaContact}</p>
        </div>
      </section>
    </>
  );
}
