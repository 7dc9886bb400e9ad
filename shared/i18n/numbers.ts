/**
 * Counts and digits in the reader's language (decision 021), the part of ./format.ts that every
 * page's first paint needs (the navbar, the footer, the hero): a module of its own, so that the
 * first paint's code does not carry the dates and Intl caches of format.ts, which re-exports
 * these. Without Intl: Bengali digits are a digit-for-digit map, which is what Intl prints too.
 */
import type { Locale } from './locale.ts';

/** Bangla's digits: Bengali (the default) or Latin, the reader's setting. English: always Latin. */
export type Digits = 'native' | 'latin';

export type FormatOptions = { locale: Locale; digits?: Digits };

const BENGALI_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const;

export const usesBengaliDigits = ({ locale, digits = 'native' }: FormatOptions) =>
  locale === 'bn' && digits === 'native';

/** The text with its digits in the reader's digits: '12:30' → '১২:৩০' in Bangla. */
export function localizeDigits(text: string, options: FormatOptions): string {
  if (!usesBengaliDigits(options)) return text;
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit);
}

/**
 * A whole count (seats, students, changes waiting), grouped as each language groups it: English
 * in thousands ("1,250,000"), Bangla in thousands then lakhs ("১২,৫০,০০০"), as Intl prints them.
 */
export function formatCount(count: number, options: FormatOptions): string {
  const digits = Math.abs(Math.trunc(count)).toString();
  const grouped =
    options.locale === 'bn'
      ? digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ',')
      : digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return localizeDigits(`${count < 0 ? '-' : ''}${grouped}`, options);
}
