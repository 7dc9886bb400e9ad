/**
 * How long the app trusts what it fetched, and how soon it asks again: in a module of their
 * own, with no imports, so the chaos run (e2e/chaos/run.ts) judges the screens by the app's own
 * values rather than copies of them.
 */

/** How long a list fetched from the server is fresh: a screen opened later asks again. */
export const QUERY_STALE_MS = 30_000;

/** How often a failed access check is asked again while it is on the screen. */
export const ROLE_RECHECK_MS = 15_000;

/**
 * How long a request waits for the server's answer before it counts as no answer: the app's
 * client (pwa/lib/api/api-client.ts) and the catalogue's sync (pwa/lib/storage/class-sync.ts),
 * which the service worker also runs.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
