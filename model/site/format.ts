import { languageTags, type Language } from './languages.ts';

const longDates: Record<Language, Intl.DateTimeFormat> = {
  // The specification's form for English pages (spec 9): en-US long, "March 5, 2024".
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  // Canadian French, as the OQLF writes dates: "5 mars 2024".
  fr: new Intl.DateTimeFormat(languageTags.fr, { dateStyle: 'long', timeZone: 'UTC' }),
};

/** '2024-03-05' as 'March 5, 2024' or '5 mars 2024', the same in every time zone. */
export function formatLongDate(isoDate: string, language: Language): string {
  const parts = longDates[language].formatToParts(new Date(`${isoDate}T00:00:00Z`));
  // French writes the first of the month as an ordinal: « 1er mars 2024 » (OQLF).
  return parts.map(({ type, value }) => (language === 'fr' && type === 'day' && value === '1' ? '1er' : value)).join('');
}

/** A month and its year, as each language writes them: "March 2025", « mars 2025 » (a case study's end: issue 43). */
export function formatMonth(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(languageTags[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Label:" as each language punctuates it: French puts a no-break space before the colon (OQLF). */
export function withColon(label: string, language: Language): string {
  return `${label}${language === 'fr' ? '\u00a0:' : ':'}`;
}

/** "Label: value", punctuated as `withColon` does. */
export function labelled(label: string, value: string, language: Language): string {
  return `${withColon(label, language)} ${value}`;
}

const percents: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  fr: new Intl.NumberFormat(languageTags.fr, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * A percentage written in content as the specification writes it ('99.99%') in the page's
 * language: '99.99%' in English, « 99,99 % » in French (decimal comma, no-break space before %).
 */
export function formatPercent(value: string, language: Language): string {
  const number = Number(value.replace(/%$/, '')) / 100;
  return language === 'en' ? value : percents[language].format(number);
}

/**
 * A telephone number as each language shows it, read on one line (no-break hyphens): the stored
 * form in English, '+1‑604‑555‑0125'; in French as the OQLF writes a Canadian number, « 604 555‑0125 »
 * (the French reading of 2026-11-30). The stored form stays the tel: link's and the structured data's.
 */
export function formatTelephone(telephone: string, language: Language): string {
  const canadian = /^\+1-(\d{3})-(\d{3})-(\d{4})$/.exec(telephone);
  if (language === 'fr' && canadian) return `${canadian[1]}\u00a0${canadian[2]}\u2011${canadian[3]}`;
  return telephone.replaceAll('-', '\u2011');
}

/** A city and its province as each language writes them: 'Kitchener, Ontario', « Kitchener (Ontario) ». */
export function cityWithProvince(city: string, province: string, language: Language): string {
  return language === 'fr' ? `${city} (${province})` : `${city}, ${province}`;
}

/** The provinces' and territories' names in French, by postal code (Canada Post). */
const provincesInFrench: Record<string, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/**
 * A postal address in running text, from the site settings' fields, as each language writes it:
 * '155 Wellington Street West, Suite 2200, Toronto, ON M5V 3H1' in English and
 * « 155, rue Wellington Ouest, bureau 2200, Toronto (Ontario) M5V 3H1 » in French (the street as
 * the French settings write it, the province named in parentheses, OQLF and Canada Post).
 */
export function postalAddress(
  address: { streetAddress: string; city: string; province: string; postalCode: string },
  language: Language,
): string {
  const { streetAddress, city, province, postalCode } = address;
  return language === 'fr'
    ? `${streetAddress}, ${cityWithProvince(city, provincesInFrench[province] ?? province, language)} ${postalCode}`
    : `${streetAddress}, ${city}, ${province} ${postalCode}`;
}

/** A quotation in each language's marks: “…” in English, « … » with no-break spaces in French. */
export function quoted(text: string, language: Language): string {
  return language === 'fr' ? `«\u00a0${text}\u00a0»` : `“${text}”`;
}

/**
 * An article's reading time followed by the blog's words for it (content/pages/blog.yaml
 * readTime): "12 min read" in English, « 12 min de lecture » in French, where a no-break space
 * keeps the number with its unit (OQLF).
 */
export function readingTime(minutes: number, words: string, language: Language): string {
  return `${minutes}${language === 'fr' ? '\u00a0' : ' '}${words}`;
}

/**
 * A web address or an e-mail address written in the copy; the sentence's closing punctuation is not
 * part of it. The legal pages make each a link (components/LegalPage.tsx); the launch check reads
 * the e-mail addresses among them (scripts/launch-check.ts).
 */
export const writtenAddress = /https:\/\/[^\s()<>]*[^\s()<>.,;:!?]|[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
