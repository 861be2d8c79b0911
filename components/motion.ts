export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Data Saver on (Chromium's Network Information API); other browsers do not say. */
export function prefersSavedData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
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
