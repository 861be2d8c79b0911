import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import '../renderer/global.css';
import type { ReactNode } from 'react';
import { Suspense, useEffect } from 'react';
import { Footer } from '../renderer/Footer';
import { Header } from '../renderer/Header';
import { Toasts } from '../renderer/Toasts';

/**
 * Marks that JavaScript runs and the page's content is hydrated, so that CSS fallbacks for the
 * no-JS page step aside (tests wait for it too).
 */
function ScriptingReady() {
  useEffect(() => document.documentElement.classList.add('js'), []);
  return null;
}

/**
 * The header hydrates first, in one task, so its menus work at once. The page's content and the
 * footer sit in Suspense boundaries: React hydrates a pre-rendered boundary after the first
 * commit at a low priority, in slices of a few milliseconds, so a long page never blocks the
 * main thread for long (a click inside a boundary not yet hydrated hydrates it first and is
 * then replayed).
 */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Suspense>
          {children}
          <ScriptingReady />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Toasts />
    </div>
  );
}
