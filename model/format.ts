import { languageTags, type Language } from './languages';

const longDates: Record<Language, Intl.DateTimeFormat> = {
  // The specification's form for English pages (spec 9): en-US long, "March 5, 2024".
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  // Canadian French, as the OQLF writes dates: "5 mars 2024".
  fr: new Intl.DateTimeFormat(languageTags.fr, { dateStyle: 'long', timeZone: 'UTC' }),
};

/** '2024-03-05' as 'March 5, 2024' or '5 mars 2024', the same in every time zone. */
export function formatLongDate(isoDate: string, language: Language = 'en'): string {
  const parts = longDates[language].formatToParts(new Date(`${isoDate}T00:00:00Z`));
  // French writes the first of the month as an ordinal: « 1er mars 2024 » (OQLF).
  return parts.map(({ type, value }) => (language === 'fr' && type === 'day' && value === '1' ? '1er' : value)).join('');
}

/** "Label:" as each language punctuates it: French puts a no-break space before the colon (OQLF). */
export function withColon(label: string, language: Language = 'en'): string {
  return `${label}${language === 'fr' ? '\u00a0:' : ':'}`;
}

/** "Label: value", punctuated as `withColon` does. */
export function labelled(label: string, value: string, language: Language = 'en'): string {
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
export function formatPercent(value: string, language: Language = 'en'): string {
  const number = Number(value.replace(/%$/, '')) / 100;
  return language === 'en' ? value : percents[language].format(number);
}

/** A city and its province as each language writes them: 'Kitchener, Ontario', « Kitchener (Ontario) ». */
export function cityWithProvince(city: string, province: string, language: Language = 'en'): string {
  return language === 'fr' ? `${city} (${province})` : `${city}, ${province}`;
}

/** A quotation in each language's marks: “…” in English, « … » with no-break spaces in French. */
export function quoted(text: string, language: Language = 'en'): string {
  return language === 'fr' ? `«\u00a0${text}\u00a0»` : `“${text}”`;
}
