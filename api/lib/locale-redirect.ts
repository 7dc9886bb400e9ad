// The home page in the reader's language (decision 021): a reader who chose Bangla (the cookie
// pwa/lib/i18n/locale.tsx sets with the choice) and opens `/` is sent to /bn before any HTML, so the
// English page never flashes. Every other path keeps the language its URL names: a shared link
// opens as it was sent. The app does the same on the client (pwa/main.tsx), and so does the
// service worker (pwa/sw.ts) when it answers offline.
import { BASE_LOCALE, localeFromCookie, withLocalePrefix } from '#shared/i18n/locale.ts';
import { paths } from '#shared/pages/page-table.ts';

/** The redirect to the reader's home page, or null: serve `pathname` as it is. */
export function localeRedirect(request: Request, pathname: string): Response | null {
  if (pathname !== paths.home || (request.method !== 'GET' && request.method !== 'HEAD'))
    return null;
  const locale = localeFromCookie(request.headers.get('Cookie'));
  if (!locale || locale === BASE_LOCALE) return null;
  const { search } = new URL(request.url);
  return new Response(null, {
    status: 302,
    headers: {
      // Relative: the browser resolves it against the origin it asked, behind any proxy.
      Location: withLocalePrefix(paths.home, locale) + search,
      // The response depends on the cookie: no cache may give it to another reader.
      'Cache-Control': 'no-store',
      Vary: 'Cookie',
    },
  });
}
