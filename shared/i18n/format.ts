/**
 * Numbers, prices, dates, times and weekdays as a reader of each language writes them (decision
 * 021): Bangla with Bengali digits (০১২…) unless the reader chose Latin ones, dates in bn-BD
 * ("১২ জুন, ২০২৩"), English as product.md shows it ("June 12, 2023", "$49.99"). The one home of
 * formatting: the PWA binds these to the page's language and the reader's digits (useFormat,
 * pwa/lib/i18n/use-format.ts). Counts and digits live in ./numbers.ts (re-exported here), which the
 * first paint imports alone: the rest of this module stays out of its code.
 *
 * Prices, counts, a day of the week and a wall time ('17:30') are formatted without Intl: a
 * page's first Intl object loads the browser's ICU data (docs/performance.md, decision 012), one
 * long task, and all four are on first screens (a
 * class card's schedule). Their tables print what Intl prints (format.test.ts holds them to
 * it). Bengali digits are a digit-for-digit map, which is what Intl prints for bn-BD too. Dates
 * and instants' times use Intl (their time zones need it; their screens are not first paints).
 */
import {
  CURRENCY_RULES,
  currencyOrDefault,
  DEFAULT_CURRENCY,
  totalsByCurrency,
  type Currency,
} from '../money.ts';
import { INTL_LOCALE } from './locale.ts';
import { localizeDigits, usesBengaliDigits, type FormatOptions } from './numbers.ts';

export { formatCount, localizeDigits, type Digits, type FormatOptions } from './numbers.ts';

/**
 * How each currency's amounts are written (docs/i18n-glossary.md, "Money"): what comes before
 * and after the number in each language. Dollars as product.md shows them, always with cents
 * ("$1,250.00"); the branches' currencies as their readers write them, cents only when there are
 * some ("BDT 1,200", "RM 49.50"). English matches what Intl prints with the same options
 * (money.test.ts holds it to that). Bangla groups in lakhs like every Bangla number, puts the
 * taka sign first as Dhaka writes it ("৳১,২০০") and names the other currencies after the
 * number, in Bangla ("৪৮০ রিঙ্গিত").
 */
const PRICE_STYLES = {
  usd: { en: ['$', ''], bn: ['$', ''], alwaysMinor: true, lakhs: false },
  bdt: { en: ['BDT\u00a0', ''], bn: ['৳', ''], alwaysMinor: false, lakhs: true },
  myr: { en: ['RM\u00a0', ''], bn: ['', '\u00a0রিঙ্গিত'], alwaysMinor: false, lakhs: true },
  sar: { en: ['SAR\u00a0', ''], bn: ['', '\u00a0রিয়াল'], alwaysMinor: false, lakhs: true },
} as const satisfies Record<
  Currency,
  {
    en: readonly [string, string];
    bn: readonly [string, string];
    alwaysMinor: boolean;
    lakhs: boolean;
  }
>;

/**
 * A price in its currency as the reader writes it: "$1,250.00", "BDT 1,200", "৳১২,০০০",
 * "১৫০ রিঙ্গিত". `amount` is in major units (the wire's `price`); a missing currency is a copy
 * saved
 * before currencies, in dollars.
 */
export function formatPrice(
  amount: number,
  options: FormatOptions,
  currency: Currency | undefined,
): string {
  currency = currencyOrDefault(currency);
  const style = PRICE_STYLES[currency];
  const digits = CURRENCY_RULES[currency].minorDigits;
  const scale = 10 ** digits;
  const minor = Math.round(Math.abs(amount) * scale);
  const whole = Math.floor(minor / scale).toString();
  const grouped =
    options.locale === 'bn' && style.lakhs
      ? whole.replace(/\B(?=(\d{2})*\d{3}$)/g, ',')
      : whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = minor % scale;
  const decimals =
    style.alwaysMinor || fraction > 0 ? `.${String(fraction).padStart(digits, '0')}` : '';
  const sign = amount < 0 && minor > 0 ? '-' : '';
  const [before, after] = style[options.locale];
  return localizeDigits(`${sign}${before}${grouped}${decimals}${after}`, options);
}

/**
 * The total of prices that may be in several currencies, one total per currency, never added
 * across them: "BDT 8,300 · RM 480". Nothing to add up is nothing paid: "$0.00", as before
 * there were currencies (a student's home with no payments yet).
 */
export function formatTotals(
  items: readonly { price: number; currency?: Currency | undefined }[],
  options: FormatOptions,
): string {
  const totals = totalsByCurrency(
    items.map((item) => ({ price: item.price, currency: currencyOrDefault(item.currency) })),
  );
  if (totals.length === 0) return formatPrice(0, options, DEFAULT_CURRENCY);
  return totals.map((total) => formatPrice(total.total, options, total.currency)).join(' · ');
}

/** The Intl locale with the reader's numbering system: bn-BD-u-nu-latn for Latin digits. */
function intlLocaleOf(options: FormatOptions): string {
  const tag = INTL_LOCALE[options.locale];
  if (options.locale === 'en') return tag;
  return `${tag}-u-nu-${usesBengaliDigits(options) ? 'beng' : 'latn'}`;
}

// Made once per locale, numbering and options: an Intl object is costly to make.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(options: FormatOptions, format: Intl.DateTimeFormatOptions) {
  const locale = intlLocaleOf(options);
  const key = `date ${locale} ${JSON.stringify(format)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, format);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Any number, with Intl (decimals, large numbers): "1,234.5", "১,২৩৪.৫". */
export function formatNumber(
  value: number,
  options: FormatOptions,
  format: Intl.NumberFormatOptions = {},
): string {
  const locale = intlLocaleOf(options);
  const key = `number ${locale} ${JSON.stringify(format)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, format);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * A calendar date: "June 12, 2023", "১২ জুন, ২০২৩". A date without a time ('2023-06-12') is that
 * day wherever the reader is (read as UTC and shown in UTC, so it never slips a day).
 */
export function formatDate(
  value: DateInput,
  options: FormatOptions,
  format: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return dateFormat(options, dateOnly ? { ...format, timeZone: 'UTC' } : format).format(
    toDate(value),
  );
}

/**
 * A time of day: "5:30 PM", "৫:৩০ বিকাল". Bangla names the part of the day (সকাল, দুপুর,
 * বিকাল, রাত্রি) where bn-BD's plain pattern would print a Latin "PM".
 */
export function formatTime(value: DateInput, options: FormatOptions, timeZone?: string): string {
  const clock = wallClockIn(value, timeZone);
  if (clock) return formatWallTime(clock.toISOString().slice(11, 16), options);
  const format: Intl.DateTimeFormatOptions =
    options.locale === 'bn'
      ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone }
      : { hour: 'numeric', minute: '2-digit', timeZone };
  return dateFormat(options, format).format(toDate(value));
}

/**
 * A wall time 'HH:MM' (a class's start in its venue's time) as formatTime writes times: it names
 * no instant, so it is read and shown in UTC and never shifts with the reader's zone.
 */
export function formatWallTime(time: string, options: FormatOptions): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
  return localizeDigits(`${clock} ${partOfDay(options.locale, hours)}`, options);
}

/**
 * What formatTime writes after the clock: AM/PM, or the part of the day Bangla's CLDR data names
 * for that hour (night until 4, then dawn, morning, midday, afternoon, evening, night from 20).
 */
function partOfDay(locale: FormatOptions['locale'], hours: number): string {
  if (locale === 'en') return hours < 12 ? 'AM' : 'PM';
  return BANGLA_PARTS_OF_DAY.find(([until]) => hours < until)?.[1] ?? 'রাত্রি';
}
const BANGLA_PARTS_OF_DAY: [until: number, name: string][] = [
  [4, 'রাত্রি'],
  [6, 'ভোর'],
  [12, 'সকাল'],
  [16, 'দুপুর'],
  [18, 'বিকাল'],
  [20, 'সন্ধ্যা'],
];

/**
 * The zones of the academy's venues (shared/classes/venues.ts) that keep one UTC offset all year,
 * in minutes: an instant's day and time there need no Intl (see the top of this file). A zone not
 * listed (one with daylight saving) is formatted by Intl; format.test.ts holds these to it.
 */
const FIXED_OFFSET_MINUTES: Readonly<Record<string, number>> = {
  UTC: 0,
  'Asia/Dhaka': 360,
  'Asia/Kuala_Lumpur': 480,
  'Asia/Riyadh': 180,
};

/** The instant's wall clock in a fixed-offset zone, as a Date read in UTC; null for other zones. */
function wallClockIn(value: DateInput, timeZone: string | undefined): Date | null {
  const offset = timeZone === undefined ? undefined : FIXED_OFFSET_MINUTES[timeZone];
  if (offset === undefined) return null;
  const time = toDate(value).getTime();
  return Number.isNaN(time) ? null : new Date(time + offset * 60_000);
}

/**
 * A session's day in its venue's zone, short: "Mon, Dec 7", "সোম ৭ ডিসে" (what Intl writes for
 * weekday, month and day, short).
 */
export function formatSessionDate(
  value: DateInput,
  options: FormatOptions,
  timeZone: string,
): string {
  const clock = wallClockIn(value, timeZone);
  if (!clock) {
    return formatDate(value, options, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone,
    });
  }
  const weekday = formatWeekday(clock.getUTCDay(), options, 'short');
  const month = MONTH_NAMES[options.locale][clock.getUTCMonth()] ?? '';
  const day = localizeDigits(String(clock.getUTCDate()), options);
  return options.locale === 'en' ? `${weekday}, ${month} ${day}` : `${weekday} ${day} ${month}`;
}

/** Months' short names as Intl writes them (en-US, bn-BD), January first. */
const MONTH_NAMES: Record<FormatOptions['locale'], string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bn: ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'],
};

/** A date and its time: "June 12, 2023, 5:30 PM", "১২ জুন, ২০২৩, ৫:৩০ বিকাল". */
export function formatDateTime(value: DateInput, options: FormatOptions): string {
  return `${formatDate(value, options)}, ${formatTime(value, options)}`;
}

/**
 * A weekday's name: "Monday", "সোমবার". A number is a day of the week as Date.getDay() counts
 * (0 Sunday … 6 Saturday).
 */
export function formatWeekday(
  value: DateInput | number,
  options: FormatOptions,
  width: 'long' | 'short' = 'long',
): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 7) {
    return WEEKDAY_NAMES[options.locale][width][value] ?? '';
  }
  // 2023-01-01 was a Sunday: day n of the week is n days later (noon UTC: never another day).
  const date =
    typeof value === 'number' && value >= 0 && value < 7
      ? new Date(Date.UTC(2023, 0, 1 + value, 12))
      : toDate(value);
  const zone = typeof value === 'number' && value < 7 ? { timeZone: 'UTC' } : {};
  return dateFormat(options, { weekday: width, ...zone }).format(date);
}

/** The days of the week as Intl names them (en-US, bn-BD), Sunday first as Date.getDay() counts. */
const WEEKDAY_NAMES: Record<FormatOptions['locale'], Record<'long' | 'short', string[]>> = {
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  bn: {
    long: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
    short: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'],
  },
};

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** How long ago (or until): "5 minutes ago", "yesterday", "৫ মিনিট আগে", "গতকাল". */
export function formatRelativeTime(
  value: DateInput,
  options: FormatOptions,
  now: number = Date.now(),
): string {
  const locale = intlLocaleOf(options);
  let relative = relativeFormats.get(locale);
  if (!relative) {
    relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, relative);
  }
  let amount = (toDate(value).getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}
