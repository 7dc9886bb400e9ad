/**
 * The reader's language in the app (decision 021). A public page's path names its language
 * (/classes English, /bn/classes Bangla); every other page (the dashboard, sign-in) shows the
 * reader's choice: what they last picked in the navbar's switch, or on a first visit what their
 * browser asks for (navigator.languages), kept in localStorage and in a cookie the server reads
 * for `/`. The messages speak the page's language (shared/i18n/locale.ts), and the whole tree
 * renders anew when it changes, so no text stays in the other language.
 */
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatCount, localizeDigits, type Digits } from '#shared/i18n/numbers.ts';
import { MANIFEST_PATHS } from '#shared/pages/page-html.ts';
import {
  BASE_LOCALE,
  isLocale,
  LANGUAGE_TAG,
  localeFromLanguages,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_STORAGE_KEY,
  setMessageLocale,
  withLocalePrefix,
  type Locale,
} from '#shared/i18n/locale.ts';
import { pageAt, pageLocale, pathInLocale, paths, samePageIn } from '#shared/pages/page-table.ts';

const DIGITS_STORAGE_KEY = 'digits';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage refused (a privacy mode): nothing is remembered.
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered; the page still shows the choice.
  }
}

/** The reader's remembered language, if they have one. */
export function storedLocale(): Locale | null {
  const value = stored(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : null;
}

/** Remembers the reader's language, for the app and for the server's `/` (the cookie). */
export function rememberLocale(locale: Locale): void {
  store(LOCALE_STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * As the app starts: the reader's language, remembered on a first visit. A first visit to a
 * public page other than the home page is in that page's language (they are reading it);
 * anywhere else, what the browser asks for. (The language switch clicked before the app had
 * started, a plain link then, was remembered by the page's tap holder:
 * scripts/lib/boot-after-paint.ts.)
 */
export function settleLocaleChoice(pathname: string): Locale {
  const remembered = storedLocale();
  if (remembered) return remembered;
  const page = pageAt(pathname);
  const choice =
    page?.locale && page.basePath !== paths.home
      ? page.locale
      : localeFromLanguages(navigator.languages ?? [navigator.language]);
  rememberLocale(choice);
  return choice;
}

/**
 * Where the home page (`/`) sends a reader of `locale`: their language's home page, or null to
 * stay. Any other page stays in the language its path names: a shared link opens as it was sent.
 */
export function localeRedirectPath(pathname: string, locale: Locale): string | null {
  return pathname === paths.home && locale !== BASE_LOCALE ? withLocalePrefix('/', locale) : null;
}

/**
 * The reader's digits: what they chose, in this tab or before (read from storage once: React asks
 * for it on every render, and a storage read is not free), else native.
 */
let digitsChosen: Digits | undefined;
const digitsListeners = new Set<() => void>();

function chosenDigits(): Digits {
  return (digitsChosen ??= stored(DIGITS_STORAGE_KEY) === 'latin' ? 'latin' : 'native');
}

const nativeDigits = (): Digits => 'native';

function subscribeToDigits(listener: () => void): () => void {
  digitsListeners.add(listener);
  return () => void digitsListeners.delete(listener);
}

/** Remembered where storage allows; shown in this tab either way. */
function chooseDigits(next: Digits): void {
  digitsChosen = next;
  store(DIGITS_STORAGE_KEY, next);
  for (const listener of digitsListeners) listener();
}

type LocaleState = {
  /** The language this page is shown in. */
  locale: Locale;
  digits: Digits;
  /** Shows the app in `locale` from now on: the same page in it, remembered. */
  switchLocale: (locale: Locale) => void;
  setDigits: (digits: Digits) => void;
};

const LocaleContext = React.createContext<LocaleState>({
  locale: BASE_LOCALE,
  digits: 'native',
  switchLocale: () => undefined,
  setDigits: () => undefined,
});

export const useLocale = () => React.use(LocaleContext);

/** A path of the app (as `paths` names it) in this page's language: `/classes` → `/bn/classes`. */
export function useLocalePath(): (path: string) => string {
  const { locale } = useLocale();
  return React.useCallback((path: string) => pathInLocale(path, locale), [locale]);
}

/**
 * Counts and digits in the reader's language and digits: the part of formatting the first paint
 * needs (the navbar's pill, the footer, the hero). Everything else formats with useFormat
 * (pwa/lib/i18n/use-format.ts), which stays out of the first paint's code (decision 021).
 */
export function useNumbers() {
  const { locale, digits } = useLocale();
  return React.useMemo(
    () => ({
      count: (value: number) => formatCount(value, { locale, digits }),
      digits: (text: string) => localizeDigits(text, { locale, digits }),
    }),
    [locale, digits],
  );
}

/** Serves the page's language to everything under it; inside the router (it reads the path). */
export function LocaleProvider({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Before the first render: on the server (the prerender) nothing is remembered.
  const [preferred, setPreferred] = React.useState<Locale>(() =>
    typeof window === 'undefined' ? BASE_LOCALE : (storedLocale() ?? BASE_LOCALE),
  );
  // Hydrating the server's HTML, the digits it was written with (native); then the reader's.
  const digits = React.useSyncExternalStore(subscribeToDigits, chosenDigits, nativeDigits);
  const locale = pageLocale(location.pathname, preferred);
  // During the render, before any child's: every message below speaks this page's language.
  setMessageLocale(locale);

  React.useLayoutEffect(() => {
    // Written only when it differs: Chromium re-styles every element of the page when <html lang>
    // is written, even with the value it has (styles.css has :lang() rules), and the page's HTML
    // already says its language: that was a long task after hydration.
    const tag = LANGUAGE_TAG[locale];
    if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
    // The install dialog names the app in the page's language (vite.config.ts makes both).
    const manifest = document.querySelector('link[rel="manifest"]');
    if (manifest && manifest.getAttribute('href') !== MANIFEST_PATHS[locale]) {
      manifest.setAttribute('href', MANIFEST_PATHS[locale]);
    }
  }, [locale]);

  const switchLocale = React.useCallback(
    (next: Locale) => {
      rememberLocale(next);
      setPreferred(next);
      const page = pageAt(location.pathname);
      const target = samePageIn(location.pathname, next);
      if (!page?.locale || page.locale === next || !target) return;
      // The same public page in the other language, where the reader was on it.
      const { search, hash } = location;
      navigate({ pathname: target, search, hash });
    },
    [location, navigate],
  );
  const value = React.useMemo(
    () => ({ locale, digits, switchLocale, setDigits: chooseDigits }),
    [locale, digits, switchLocale],
  );
  return (
    <LocaleContext value={value}>
      {/* A new language or digit setting renders everything anew: each message and number is
          read again, including in parts that do not read this context themselves. */}
      <React.Fragment key={`${locale}-${digits}`}>{children}</React.Fragment>
    </LocaleContext>
  );
}
