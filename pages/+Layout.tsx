import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import '../renderer/global.css';
import { useState, type ReactNode } from 'react';
import { IconsUsed } from '../components/Icon';
import { Footer } from '../renderer/Footer';
import { Header } from '../renderer/Header';
import { IconSprite } from '../renderer/IconSprite';
import { ContentCurrent } from '../renderer/ContentCurrent';
import { ContentProblem } from '../renderer/ContentProblem';
import { PreviewBanner } from '../renderer/PreviewBanner';
import { navigationIn } from '../model/page-data/navigation';
import { useLanguage } from '../components/language';
import { usePageContext } from 'vike-react/usePageContext';
import { searchKindOf } from '../model/site/routes';

/**
 * The shell around every page. It is rendered at build time only: in the browser,
 * renderer/shell.ts gives the header its behaviour, and React runs only inside the islands of
 * the pages that need it (renderer/Island.tsx). The icons the page draws are collected as it
 * renders, and their sprite comes last (components/Icon.tsx).
 */
export default function Layout({ children }: { children: ReactNode }) {
  const [icons] = useState(() => new Set<string>());
  const navigationText = navigationIn[useLanguage()].text;
  const pageContext = usePageContext();
  const kind = searchKindOf(pageContext.pageId);
  return (
    <IconsUsed.Provider value={icons}>
      <div className="flex min-h-screen flex-col bg-surface font-sans text-fg antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-semibold text-accent-strong focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {navigationText.skipLink}
        </a>
        <Header />
        {/* The search index holds the page's content only, never its header, footer or menus (model/site/search.ts).
            What the header covers at the top of a page (main's top padding) is the header's own navy (ink): its
            95 % navy over the white page made a grey band above each page's navy hero (the design reading of
            2026-11-29); it is one colour on every page, and still becomes opaque once scrolled (spec 2.2). */}
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 bg-[linear-gradient(#0b1324_4rem,transparent_0)] pt-16 outline-none"
          {...(kind && { 'data-pagefind-body': '', 'data-pagefind-filter': `kind:${kind}`, 'data-pagefind-meta': `kind:${kind}` })}
        >
          <ContentProblem />
          <ContentCurrent />
          <PreviewBanner />
          {children}
        </main>
        <Footer />
        <IconSprite />
      </div>
    </IconsUsed.Provider>
  );
}
