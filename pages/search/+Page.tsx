import { useContent } from '../../components/content';
import { useUrls } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { navigationIn } from '../../model/page-data/navigation';
import { searchKinds, searchVocabularyFile } from '../../model/site/search';
import { useLanguage } from '../../components/language';
import { Island } from '../../renderer/Island';
import type {} from './island-data';

/**
 * Site search (issue 24). The form is a plain GET to this page (`?q=`), so a search can be shared;
 * the page's script (./search.ts) loads Pagefind's index of the page's language on demand and
 * shows results as the visitor types. Without JavaScript the page says search needs it and lists
 * the main sections.
 */
export default function Page() {
  const language = useLanguage();
  const urls = useUrls();
  const copy = useContent('searchPage');
  const { servicesMenu, topLinks } = navigationIn[language];
  const sections = [{ label: navigationIn[language].text.home, href: urls.home() }, ...topLinks, ...servicesMenu];
  const [beforeQuery, afterQuery = ''] = copy.noMatch.title.split('{query}');
  const Sections = ({ id }: { id: string }) => (
    <nav aria-labelledby={id} className="search-sections mt-4" data-search-sections="">
      <h2 id={id} className="font-sans text-sm font-semibold uppercase tracking-wide text-accent-strong">
        {copy.sectionsLabel}
      </h2>
      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {sections.map((link) => (
          <li key={link.href}>
            <a className="text-link" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} />
      <Island
        as="section"
        className="section-light !pt-10"
        name="search"
        attributes={{ 'data-search': '', 'data-state': 'idle' }}
        data={{
          kinds: copy.kinds,
          results: copy.results,
          searching: copy.searching,
          corrected: copy.corrected,
          synonyms: copy.synonyms,
          vocabulary: `/${searchVocabularyFile(language)}`,
          cities: Object.values(useContent('locations')).map((location) => location.city),
          services: servicesMenu.map(({ label, href }) => ({ name: label, url: href })),
        }}
      >
        <div className="container max-w-3xl">
          <form role="search" aria-label={copy.title} action={urls.search()} method="get" className="script-only" data-search-form="">
            <label htmlFor="search-field" className="block text-lg font-semibold">
              {copy.fieldLabel}
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id="search-field"
                name="q"
                type="search"
                autoComplete="off"
                enterKeyHint="search"
                placeholder={copy.placeholder}
                aria-describedby="search-hint"
                className="min-h-11 w-full flex-1 rounded-lg border border-line-strong bg-surface px-4 py-2 text-base text-fg placeholder:text-fg-3 focus:border-accent focus:outline-none focus:ring-2 focus:ring-brand-600"
                data-search-field=""
              />
              <button type="submit" className="btn-primary">
                {copy.submit}
              </button>
            </div>
            <p id="search-hint" className="keyboard-only mt-2 text-sm text-fg-3">
              {copy.shortcutHint}
            </p>
            <fieldset className="mt-6">
              <legend className="text-sm font-semibold">{copy.filter.legend}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {(['', ...searchKinds] as const).map((kind) => (
                  <label key={kind || 'all'} className="search-kind">
                    <input type="radio" name="kind" value={kind} defaultChecked={kind === ''} className="sr-only" data-search-kind="" />
                    <span>{kind ? copy.filter[kind] : copy.filter.all}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </form>

          {/* A screen's height is kept for results, so the footer never moves in view as they arrive (no layout shift). */}
          <div className="min-h-screen">
          <p role="status" className="mt-8 min-h-6 font-semibold" data-search-status="" />
          {/* When a word matched nothing: what was searched instead, and a link to the words as typed. */}
          <p hidden className="mt-2 text-fg-2" data-search-corrected="" />
          <ol className="mt-4 space-y-6" data-search-results="" />
          <div hidden data-search-empty="">
            <h2 className="text-2xl font-bold">
              {beforeQuery}
              <span data-search-query="" />
              {afterQuery}
            </h2>
            <p className="mt-2 text-fg-2">{copy.noMatch.text}</p>
            {/* The site's nearest words, as searches. */}
            <p hidden className="mt-4 text-fg-2" data-search-suggestions="">
              <span>{copy.didYouMean}</span> <span data-search-suggested="" />
            </p>
          </div>
          <div hidden data-search-failed="">
            <p className="rounded-lg border border-line bg-caution-wash p-4 text-caution">{copy.failed}</p>
          </div>
          <p className="no-script-note rounded-lg bg-caution-wash p-4 text-caution">{copy.noScript}</p>
          {/* The main sections: shown without JavaScript, when nothing matches and when search cannot load. */}
          <Sections id="search-sections" />
          </div>
        </div>
      </Island>
    </>
  );
}
