import type { Language } from '../model/site/languages';

/** In the browser (islands run without Vike's context): the language the page was pre-rendered in, from `<html lang>` (en-CA, fr-CA). */
export function pageLanguage(): Language {
  return document.documentElement.lang.startsWith('fr') ? 'fr' : 'en';
}
