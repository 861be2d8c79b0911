import { usePageContext } from 'vike-react/usePageContext';
import type { Language } from '../model/languages';
import { languageOf } from '../model/page-language';

/** The language of the page being pre-rendered (not for islands: they run without Vike's context in the browser). */
export function useLanguage(): Language {
  return languageOf(usePageContext());
}
