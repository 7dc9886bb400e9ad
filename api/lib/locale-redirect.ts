// The home page in the reader's language (decision 021): a reader who chose Bangla (the cookie
// pwa/lib/i18n/locale.tsx sets with the choice), or who has not chosen and whose browser asks for
// Bangla first (Accept-Language, read as the app reads navigator.languages), and opens `/` is sent
// to /bn before any HTML, so the English page never flashes and never waits for the app to move
// (a visitor's home page starts the app on their intent, decision 053). Every other path keeps
// the language its URL names: a shared link opens as it was sent. The app does the same on the
// client (pwa/main.tsx), and so does the service worker (pwa/sw.ts) when it answers offline.
import { parseAccept } from 'hono/utils/accept';
import {
  BASE_LOCALE,
  localeFromCookie,
  localeFromLanguages,
  withLocalePrefix,
} from '#shared/i18n/locale.ts';
import { paths } from '#shared/pages/page-table.ts';

/** What the home page's response depends on: a cache must not give one reader's to another. */
export const HOME_VARY = 'Cookie, Accept-Language';

/** The languages a request's Accept-Language asks for, most wanted first. */
function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return parseAccept(header)
    .filter((language) => language.q > 0)
    .map((language) => language.type);
}

/** The redirect to the reader's home page, or null: serve `pathname` as it is. */
export function localeRedirect(request: Request, pathname: string): Response | null {
  if (pathname !== paths.home || (request.method !== 'GET' && request.method !== 'HEAD'))
    return null;
  const locale =
    localeFromCookie(request.headers.get('Cookie')) ??
    localeFromLanguages(acceptedLanguages(request.headers.get('Accept-Language')));
  if (locale === BASE_LOCALE) return null;
  const { search } = new URL(request.url);
  return new Response(null, {
    status: 302,
    headers: {
      // Relative: the browser resolves it against the origin it asked, behind any proxy.
      Location: withLocalePrefix(paths.home, locale) + search,
      'Cache-Control': 'no-store',
      Vary: HOME_VARY,
    },
  });
}
