/**
 * The languages of the product and how a page names its own (decision 021). English is the
 * source (product.md's texts); Bangla's public pages are English's paths under /bn. The messages
 * (./paraglide/messages.js, compiled from ./messages/<locale>.json) speak the locale set here:
 * the PWA sets it from the page and the reader's choice (pwa/app/locale.tsx), a server render
 * sets it for the page it renders, and anyone may ask one message in a given locale with
 * `m.key(params, { locale })`.
 */
import { overwriteGetLocale } from './paraglide/runtime.js';

export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
/** product.md's language, and the one a page without another is in. */
export const BASE_LOCALE: Locale = 'en';

/** The first path segment of a language's public pages ('' for English: product.md's paths). */
const PREFIX: Record<Locale, string> = { en: '', bn: '/bn' };

/** What `lang` says on <html> and what Intl formats with (bn-BD: Bangladesh's Bangla). */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', bn: 'bn' };
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/** Where the reader's choice is kept: localStorage for the app, a cookie for the server's `/`. */
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'locale';
/** How long the cookie keeps the choice: a year. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language a path's first segment names, or null (an English page, or no page at all). */
export function localeOfPrefix(pathname: string): Locale | null {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale];
    if (!prefix) continue;
    const rest = pathname.slice(prefix.length);
    if (pathname.toLowerCase().startsWith(prefix) && (rest === '' || rest.startsWith('/')))
      return locale;
  }
  return null;
}

/** An English public page's path in `locale`: ('/classes', 'bn') → '/bn/classes', '/' → '/bn'. */
export function withLocalePrefix(path: string, locale: Locale): string {
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  if (path === '/') return prefix;
  return path.startsWith('/#') || path.startsWith('/?')
    ? `${prefix}${path.slice(1)}`
    : prefix + path;
}

/**
 * The language the reader's browser asks for first, of ours: `navigator.languages` in order, a
 * Bangla of any region ('bn', 'bn-BD', 'bn-IN') counts as Bangla. English when none is ours.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return BASE_LOCALE;
}

/** The choice a Cookie header carries, if it names one of ours. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    // The value is all after the first '=' ('locale=bn=1' is the value 'bn=1', not bn).
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

let current: Locale = BASE_LOCALE;
// Every message asks this for its language (unless it is given one).
overwriteGetLocale(() => current);

/** The language the messages speak from now on. */
export function setMessageLocale(locale: Locale): void {
  current = locale;
}

export const messageLocale = (): Locale => current;

/**
 * `render()` with the messages in `locale`, then back: for a server that renders pages of both
 * languages. The render must be synchronous (renderToString is), so no other render interleaves.
 */
export function inLocale<T>(locale: Locale, render: () => T): T {
  const before = current;
  current = locale;
  try {
    return render();
  } finally {
    current = before;
  }
}
