import type { Env } from '../env.ts';

/**
 * The origin the site's absolute links are made on (the language links, the canonical link, the
 * sitemap, the calendar feeds): SITE_ORIGIN when the deployment sets it, since the Host header is
 * the client's to write; else the origin the request was made to, as in local use (decision 037).
 */
export function siteOriginOf(env: Pick<Env, 'SITE_ORIGIN'>, requestUrl: string): string {
  return env.SITE_ORIGIN ?? new URL(requestUrl).origin;
}
