import { useContent } from '../../components/content';
import { useUrls } from '../../components/links';
import { usePageContext } from 'vike-react/usePageContext';
import { Icon } from '../../components/Icon';
import { navigationIn } from '../../model/page-data/navigation';

// Pre-rendered to dist/client/404.html; the worker answers it with status 404 for every
// unknown path. https://vike.dev/error-page
//
// Issue 53: a way forward, not only home: the site's search (a plain GET to the search page, as
// the header's, so it works without JavaScript) and the most useful pages, from the menus.
export default function Page() {
  const pageContext = usePageContext();
  const { is404 } = pageContext;
  const language = pageContext.language;
  const notFoundPage = useContent('notFoundPage');
  const urls = useUrls();
  const { topLinks, officesLink, servicesMenu } = navigationIn[language];
  return (
    <section className="section-light">
      <div className="container flex min-h-[50vh] flex-col items-center justify-center text-center">
        <p className="text-7xl font-extrabold text-accent" aria-hidden="true">
          {notFoundPage.code}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{is404 === false ? notFoundPage.errorTitle : notFoundPage.title}</h1>
        <p className="mt-4 max-w-md text-fg-2">{is404 === false ? notFoundPage.errorText : notFoundPage.text}</p>
        {is404 !== false && (
          <form role="search" aria-label={notFoundPage.search.label} action={urls.search()} method="get" className="mt-8 flex w-full max-w-md gap-2">
            <label htmlFor="not-found-search" className="sr-only">
              {notFoundPage.search.label}
            </label>
            <input
              id="not-found-search"
              name="q"
              type="search"
              enterKeyHint="search"
              placeholder={notFoundPage.search.label}
              className="min-h-11 w-full flex-1 rounded-lg border border-line-strong bg-surface px-3 text-base text-fg placeholder:text-fg-3 focus:border-accent focus:outline-none focus:ring-2 focus:ring-brand-600"
            />
            <button type="submit" className="btn-primary !px-4">
              <Icon name="i-lucide-search" className="h-5 w-5" />
              <span className="sr-only sm:not-sr-only sm:ml-2">{notFoundPage.search.button}</span>
            </button>
          </form>
        )}
        <a className="btn-secondary mt-6 text-accent-strong" href={urls.home()}>
          {notFoundPage.back}
        </a>
      </div>
      {is404 !== false && (
        <div className="container mt-14 grid max-w-3xl gap-10 sm:grid-cols-2">
          <nav aria-labelledby="not-found-popular">
            <h2 id="not-found-popular" className="text-sm font-semibold uppercase tracking-wide text-fg-3">
              {notFoundPage.popularTitle}
            </h2>
            <ul className="mt-3 space-y-2">
              {[topLinks[0]!, officesLink, ...topLinks.slice(1)].map((link) => (
                <li key={link.href}>
                  <a className="text-link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="not-found-services">
            <h2 id="not-found-services" className="text-sm font-semibold uppercase tracking-wide text-fg-3">
              {notFoundPage.servicesTitle}
            </h2>
            <ul className="mt-3 space-y-2">
              {servicesMenu.map((link) => (
                <li key={link.href}>
                  <a className="text-link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </section>
  );
}
