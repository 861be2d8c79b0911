import { useContent } from '../../components/content';
import { useUrls } from '../../components/links';
import { usePageContext } from 'vike-react/usePageContext';
import { SiteSearchForm } from '../../components/SiteSearchForm';
import { navigationIn, type NavLink } from '../../model/page-data/navigation';

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
        <p className="brand-heading text-7xl font-bold text-accent" aria-hidden="true">
          {notFoundPage.code}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{is404 === false ? notFoundPage.errorTitle : notFoundPage.title}</h1>
        <p className="mt-4 max-w-md text-fg-2">{is404 === false ? notFoundPage.errorText : notFoundPage.text}</p>
        {is404 !== false && (
          <SiteSearchForm id="not-found-search" label={notFoundPage.search.label} buttonText={notFoundPage.search.button} placeholder={notFoundPage.search.label} className="mt-8 w-full max-w-md" />
        )}
        <a className="btn-secondary mt-6 text-accent-strong" href={urls.home()}>
          {notFoundPage.back}
        </a>
      </div>
      {is404 !== false && (
        <div className="container mt-14 grid max-w-3xl gap-10 sm:grid-cols-2">
          <LinkList id="not-found-popular" title={notFoundPage.popularTitle} links={[topLinks[0]!, officesLink, ...topLinks.slice(1)]} />
          <LinkList id="not-found-services" title={notFoundPage.servicesTitle} links={servicesMenu} />
        </div>
      )}
    </section>
  );
}

/** A titled list of links, as a navigation region named by its title. */
function LinkList({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-sans text-sm font-semibold uppercase tracking-wide text-fg-3">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a className="text-link inline-block py-1" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
