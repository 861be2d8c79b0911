/**
 * The site's two languages (issue 23). English content lives in content/, French in content/fr/,
 * mirroring it file for file: content/fr/pages/home.yaml is the French counterpart of
 * content/pages/home.yaml and is validated by the same schema; a French article
 * (content/fr/posts/<French slug>.md) names the English one it translates in `translationOf`.
 */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

const frenchRoot = 'content/fr/';

export function languageOfContentFile(file: string): Language {
  return file.replace(/\\/g, '/').startsWith(frenchRoot) ? 'fr' : 'en';
}

/** The English file a content file stands for: itself, or the one a French file mirrors. */
export function englishContentFile(file: string): string {
  const path = file.replace(/\\/g, '/');
  return path.startsWith(frenchRoot) ? `content/${path.slice(frenchRoot.length)}` : path;
}

/** The French counterpart of an English content file. */
export function frenchContentFile(file: string): string {
  return `${frenchRoot}${file.replace(/\\/g, '/').slice('content/'.length)}`;
}


/** `<html lang>`, hreflang and the feed's language: Canadian English and Canadian French. */
export const languageTags: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };
/** Open Graph's form of the same (`og:locale`, `og:locale:alternate`). */
export const ogLocales: Record<Language, string> = { en: 'en_CA', fr: 'fr_CA' };

/** Where each edition's URLs begin: English URLs are the specification's, French ones are under /fr. */
export const languagePrefixes: Record<Language, string> = { en: '', fr: '/fr' };

/** The language of a public path: /fr and everything under it is French. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** The other edition's language. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'fr' : 'en';
}

/** A value for each edition, made by `make`. */
export function perLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return { en: make('en'), fr: make('fr') };
}
