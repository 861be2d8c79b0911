import { usePageContext } from 'vike-react/usePageContext';
import type { Language } from '../model/site/languages';

/**
 * The language of the page being rendered, which pages/+onBeforeRoute.ts put on its context (not
 * for islands in the browser: they run without Vike's context and read the page's `<html lang>`,
 * components/document-language.ts).
 */
export function useLanguage(): Language {
  return usePageContext().language;
}
