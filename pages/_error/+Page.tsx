import { useContent } from '../../components/content';
import { useUrls } from '../../components/links';
import { usePageContext } from 'vike-react/usePageContext';

// Pre-rendered to dist/client/404.html; the worker answers it with status 404 for every
// unknown path. https://vike.dev/error-page
export default function Page() {
  const pageContext = usePageContext();
  const { is404 } = pageContext;
  const language = pageContext.language;
  const notFoundPage = useContent('notFoundPage');
  const urls = useUrls();
  return (
    <section className="section-light">
      <div className="container flex min-h-[50vh] flex-col items-center justify-center text-center">
        <p className="text-7xl font-extrabold text-accent" aria-hidden="true">
          {notFoundPage.code}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">
          {is404 === false ? notFoundPage.errorTitle : notFoundPage.title}
        </h1>
        <p className="mt-4 max-w-md text-fg-2">
          {is404 === false ? notFoundPage.errorText : notFoundPage.text}
        </p>
        <a className="btn-primary mt-8" href={urls.home()}>
          {notFoundPage.back}
        </a>
      </div>
    </section>
  );
}
