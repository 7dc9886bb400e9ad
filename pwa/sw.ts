/**
 * The service worker (vite-plugin-pwa injectManifest). It precaches the app shell, every route's
 * code and the site's images, answers navigations with the page's prerendered HTML, or with the
 * generic shell for the other routes, so any route opens offline,
 * and caches class photos from other hosts when first shown. API data is NOT cached here: it
 * lives in IndexedDB (Dexie), which also holds what was fetched before this worker took control.
 */
// First: zod (the push payload's schema) must not try eval, refused by the CSP.
import '#pwa/lib/api/zod-without-eval.ts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { BASE_LOCALE, isLocale, LOCALE_COOKIE, withLocalePrefix } from '#shared/i18n/locale.ts';
import {
  htmlFileFor,
  htmlFileOf,
  PAGES_WITH_HTML,
  paths,
  SHELL_FILE,
} from '#shared/pages/page-table.ts';
import { syncClassesIfSaved } from './lib/storage/class-sync.ts';
import { onNotificationClick, onPush } from './sw-push.ts';

type PrecacheEntry = { url: string; revision: string | null };
const sw = self as unknown as ServiceWorkerGlobalScope;

// The build replaces `self.__WB_MANIFEST` (written exactly so) with the list of files to precache.
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);
cleanupOutdatedCaches();

// A navigation gets its page's prerendered HTML (decision 012; the page table says which pages have
// one) or the generic shell, never another page's: the home page's HTML for /dashboard would show
// the hero until the app replaced it.
// (The precache route above already answers the exact paths: /classes finds classes.html.)
const pageHandlers = new Map(
  [...PAGES_WITH_HTML.map(htmlFileOf), SHELL_FILE].map((file) => [
    file,
    createHandlerBoundToURL(`/${file}`),
  ]),
);
const shellHandler = createHandlerBoundToURL(`/${SHELL_FILE}`);
registerRoute(
  new NavigationRoute(
    async (options) =>
      (await localeRedirect(options.url)) ??
      (pageHandlers.get(htmlFileFor(options.url.pathname)) ?? shellHandler)(options),
    { denylist: [/^\/api\//] },
  ),
);

/**
 * The home page in the reader's language, offline too (decision 021; the servers do the same,
 * api/lib/locale-redirect.ts): `/` for a reader who chose Bangla redirects to /bn, read from the cookie
 * the app sets with the choice. Where the worker cannot read cookies (no Cookie Store API), the
 * app redirects as it starts (pwa/main.tsx).
 */
async function localeRedirect(url: URL): Promise<Response | null> {
  if (url.pathname !== paths.home || !('cookieStore' in sw)) return null;
  const locale = (await sw.cookieStore.get(LOCALE_COOKIE).catch(() => null))?.value;
  if (!isLocale(locale) || locale === BASE_LOCALE) return null;
  return Response.redirect(new URL(withLocalePrefix(paths.home, locale) + url.search, url), 302);
}

// Bangla's font, kept once a Bangla page has shown it (left out of the precache: an English reader
// never needs it, decision 021). Its name carries its hash: a new file is a new name.
registerRoute(
  ({ request, url }) =>
    request.destination === 'font' &&
    url.origin === sw.location.origin &&
    url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
  }),
);

// Photos from other hosts (e.g. an instructor's https photo URL): opaque responses are fine for <img>.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin !== sw.location.origin,
  new CacheFirst({
    cacheName: 'remote-images',
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.ok || response.status === 0 ? response : null,
      },
      new ExpirationPlugin({
        maxEntries: 150,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The first install takes over at once, so the first visit's page is controlled and works offline
// after one visit (vite-plugin-pwa does not add this with injectRegister: false).
// A later version waits until the page asks for it (the update prompt posts SKIP_WAITING).
sw.addEventListener('install', () => {
  if (!sw.registration.active) void sw.skipWaiting();
});
// A page that has not started the app asks for the catalogue's sync (SYNC_CLASSES, posted by its
// loader: scripts/lib/boot-after-paint.ts), so a visitor who only read it can read it offline.
sw.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void sw.skipWaiting();
  if (type === 'SYNC_CLASSES') event.waitUntil(syncClassesIfSaved());
});
clientsClaim();

// Background Sync (Chromium): the connection is back, even if the page has not noticed yet. The
// page sends the outbox itself (it holds the session and the Web Lock); the worker wakes it.
type SyncEvent = ExtendableEvent & { tag: string };
sw.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== 'outbox') return;
  event.waitUntil(
    sw.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: 'SYNC_OUTBOX' }))),
  );
}) as EventListener);

// Web Push: show the push, refresh the bell in open windows, open its page on a tap.
sw.addEventListener('push', (event: PushEvent) => onPush(sw, event));
sw.addEventListener('notificationclick', (event: NotificationEvent) =>
  onNotificationClick(sw, event),
);
