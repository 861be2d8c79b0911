import { useEffect, useRef } from 'react';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Data Saver on (Chromium's Network Information API); other browsers do not say. */
export function prefersSavedData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Fades a section in once when it scrolls into view (spec 2.4). Only sections still below the
 * fold when the page hydrates are hidden first, so nothing visible ever disappears; without
 * JavaScript, or with reduced motion, every section simply stays visible.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver !== 'function') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'hidden';
    return onceInView(element, () => (element.dataset.reveal = 'shown'), { rootMargin: '0px 0px -10% 0px' });
  }, []);
  return ref;
}

/** Runs `action` once, the first time `element` scrolls into view; returns the cleanup. */
export function onceInView(element: Element, action: () => void, options?: IntersectionObserverInit): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      action();
    }
  }, options);
  observer.observe(element);
  return () => observer.disconnect();
}
