// robots.txt and sitemap.xml, for search engines, served alike by Node (node.ts) and Workers
// (worker.ts). robots.txt opens the public pages and the API reads they load, closes the
// dashboard, sign-in and the rest of the API, and names the sitemap by its absolute URL. The
// sitemap lists every public page in each language (each approved class's page from the
// catalogue), each with its alternates by hreflang and English as x-default, as the pages' own
// language links say (decision 037). Both carry an ETag of their bytes, asked about again on
// every use like the catalogue's responses, so a crawler polling an unchanged sitemap gets a 304.
import { desc, eq } from 'drizzle-orm';
import { sha256Hex } from '#shared/hex.ts';
import { LANGUAGE_TAG } from '#shared/i18n/locale.ts';
import { pathOf } from '#shared/pages/path-pattern.ts';
import { languageVersionsOf, PAGES, PAGES_WITH_HTML, paths } from '#shared/pages/page-table.ts';
import type { Database } from '../db/client.ts';
import { classes } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { matchesEtag } from './response-cache.ts';
import { siteOriginOf } from './site-origin.ts';

const ROBOTS_PATH = '/robots.txt';
const SITEMAP_PATH = '/sitemap.xml';

/** Whether `pathname` is one of the files crawlers ask for. */
export const isCrawlerFile = (pathname: string): boolean =>
  pathname === ROBOTS_PATH || pathname === SITEMAP_PATH;

/**
 * A sitemap holds at most 50,000 addresses; each class has one per language, so the most
 * recently changed classes up to that bound are listed.
 */
const LISTED_CLASSES = 24_000;

/**
 * The API's public reads the public pages load once they run (the catalogue, a class, the
 * home page's and the instructors' lists, the configuration): a crawler that renders the pages
 * may fetch them. `$` ends a path, so `/api/class$` does not open `/api/classes`.
 */
const CRAWLED_API = [
  '/api/class$',
  '/api/class?',
  '/api/class/',
  '/api/popularClass',
  '/api/instructor$',
  '/api/popularInstructor',
  '/api/config$',
];

/** The first segment of every page that is not public (the dashboard, sign-in), once each. */
const privatePrefixes = (): string[] => [
  ...new Set(
    PAGES.filter((page) => page.locale === null).map((page) => `/${page.path.split('/')[1]}`),
  ),
];

export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes().map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /api/',
    ...CRAWLED_API.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A listed page: its English path and when its data last changed, if it has data. */
type ListedPage = { path: string; lastmod?: string };

function urlEntries(origin: string, { path, lastmod }: ListedPage): string[] {
  const versions = languageVersionsOf(path);
  const english = versions.find((version) => version.locale === 'en');
  const alternates = [
    ...versions.map(({ locale, path: href }) => [LANGUAGE_TAG[locale], href] as const),
    ...(english ? [['x-default', english.path] as const] : []),
  ].map(
    ([hreflang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`,
  );
  return versions.map(({ path: loc }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(origin + loc)}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n'),
  );
}

export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const approved = await db
    .select({ id: classes.id, updatedAt: classes.updatedAt })
    .from(classes)
    .where(eq(classes.status, 'approved'))
    .orderBy(desc(classes.updatedAt))
    .limit(LISTED_CLASSES);
  const newest = approved[0]?.updatedAt;
  const listed: ListedPage[] = [];
  for (const page of PAGES_WITH_HTML) {
    // Each page once, by its English path; its other languages are its alternates.
    if (page.locale !== 'en') continue;
    if (page.path === paths.classPage) {
      for (const { id, updatedAt } of approved) {
        listed.push({ path: pathOf(page.path, { id }), lastmod: updatedAt });
      }
    } else if (page.path === paths.classes) {
      listed.push({ path: page.path, lastmod: newest });
    } else if (!page.path.includes(':')) {
      listed.push({ path: page.path });
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...listed.flatMap((page) => urlEntries(origin, page)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt or sitemap.xml (isCrawlerFile), with an ETag: a 304 when the crawler holds it. */
export async function crawlerFile(
  request: Request,
  pathname: string,
  deps: { db: Database; env: Pick<Env, 'SITE_ORIGIN'> },
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const origin = siteOriginOf(deps.env, request.url);
  const [body, contentType] =
    pathname === ROBOTS_PATH
      ? [robotsText(origin), 'text/plain; charset=utf-8']
      : [await sitemapXml(deps.db, origin), 'application/xml; charset=utf-8'];
  const headers = {
    'Content-Type': contentType,
    ETag: `"${(await sha256Hex(body)).slice(0, 32)}"`,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesEtag(request.headers.get('If-None-Match') ?? undefined, headers.ETag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}
