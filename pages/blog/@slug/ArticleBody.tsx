import { useEffect, useRef, useState } from 'react';
import { urls } from '../../../content/urls';

/**
 * The article's HTML. It is rendered into the pre-rendered page only and is not part of the
 * data sent to the browser: hydration keeps the markup already in the DOM, and a client-side
 * navigation fetches it once from the article's own page.
 */
export function ArticleBody({ slug, html }: { slug: string; html?: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [fetched, setFetched] = useState<string | null>(null);

  useEffect(() => {
    if (html !== undefined || element.current?.innerHTML.trim()) return;
    let cancelled = false;
    void fetch(urls.blogPost(slug))
      .then((response) => response.text())
      .then((page) => {
        const body = new DOMParser().parseFromString(page, 'text/html').querySelector('[data-article-body]');
        if (!cancelled) setFetched(body?.innerHTML ?? '');
      });
    return () => {
      cancelled = true;
    };
  }, [slug, html]);

  return (
    <div
      ref={element}
      data-article-body=""
      className="article-body mt-10"
      // On hydration the props carry no HTML but the DOM already has it: React keeps it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? fetched ?? '' }}
    />
  );
}
