// Over HTTP against the real Node server serving a small build, as a crawler sees it: robots.txt
// names the sitemap by its absolute URL and keeps out of the dashboard and the API's private
// routes; the sitemap lists every public page in both languages, each approved class's page with
// its last change, with hreflang alternates and an ETag; every public page's canonical and
// language links are absolute, on SITE_ORIGIN when set, else on the origin asked (decision 037).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageVersionsOf, PAGES_WITH_HTML } from '#shared/pages/page-table.ts';
import { expectedLinksOf, pageLinksOf, writeBuiltPages } from '../built-pages.ts';
import { createClass, type ClassRow } from '../factories.ts';
import { startRealServer, type RawResponse, type RealServer } from '../real-server.ts';

const SITE = 'https://academy.example';

let dir: string;
let local: RealServer;
let deployed: RealServer;
let swim: ClassRow;
let pending: ClassRow;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-crawlers-'));
  const dist = join(dir, 'dist');
  await writeBuiltPages(dist);
  local = await startRealServer({ staticDir: dist });
  deployed = await startRealServer({ staticDir: dist, env: { SITE_ORIGIN: SITE } });
  // The same classes in both servers' databases.
  const ids = { swim: crypto.randomUUID(), pending: crypto.randomUUID() };
  for (const server of [local, deployed]) {
    swim = await createClass(server.db, { id: ids.swim, name: 'Crawled Swim' });
    pending = await createClass(server.db, { id: ids.pending, name: 'Not Yet', status: 'pending' });
  }
}, 60_000);
afterAll(async () => {
  await local?.close();
  await deployed?.close();
  await rm(dir, { recursive: true, force: true });
});

const bodyOf = (response: RawResponse) =>
  (response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.body)
    : response.body
  ).toString('utf8');

describe('robots.txt', () => {
  it('allows the public pages, keeps out the dashboard and the private API, names the sitemap', async () => {
    const response = await local.request('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = response.text();
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /login',
      'Disallow: /api/',
      'Allow: /api/class$',
      `Sitemap: ${local.url}/sitemap.xml`,
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).not.toMatch(/Disallow: \/classes|Disallow: \/bn/);
  });

  it('names the sitemap on SITE_ORIGIN, whatever Host the request names', async () => {
    const response = await deployed.request('GET', '/robots.txt', {
      headers: { Host: 'evil.example' },
    });
    expect(response.text()).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('sitemap.xml', () => {
  it('lists every public page in both languages with hreflang alternates, each class with its lastmod', async () => {
    const response = await deployed.request('GET', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of ['/', '/bn', '/classes', '/bn/classes', '/instructor', '/bn/instructor']) {
      expect(xml).toContain(`<loc>${SITE}${loc}</loc>`);
    }
    for (const loc of [`/classes/${swim.id}`, `/bn/classes/${swim.id}`]) {
      const entry = new RegExp(`<url>\\s*<loc>${SITE}${loc}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0];
      expect(entry, loc).toBeDefined();
      expect(entry).toContain(`<lastmod>${swim.updatedAt}</lastmod>`);
      for (const [lang, href] of [
        ['en', `/classes/${swim.id}`],
        ['bn', `/bn/classes/${swim.id}`],
        ['x-default', `/classes/${swim.id}`],
      ]) {
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE}${href}"/>`,
        );
      }
    }
    expect(xml).not.toContain(pending.id);
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain(':id');
  });

  it('answers 304 to a crawler that holds it, and is made on the origin asked without SITE_ORIGIN', async () => {
    const first = await local.request('GET', '/sitemap.xml');
    expect(first.text()).toContain(`<loc>${local.url}/classes</loc>`);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await local.request('GET', '/sitemap.xml', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe("every public page's canonical and language links", () => {
  it.each([
    ['without SITE_ORIGIN, on the origin asked', () => local, () => local.url],
    ['with SITE_ORIGIN, on it', () => deployed, () => SITE],
  ])('are absolute %s', async (_, server, origin) => {
    const pages = PAGES_WITH_HTML.map((page) => ({
      ...page,
      path: page.path.replace(':id', swim.id),
    }));
    for (const page of pages) {
      for (const encoding of ['br', 'identity']) {
        const response = await server().request('GET', page.path, {
          headers: { 'Accept-Encoding': encoding },
        });
        expect(response.status, page.path).toBe(200);
        expect(pageLinksOf(bodyOf(response)), page.path).toEqual(
          expectedLinksOf(origin(), page, languageVersionsOf(page.path)),
        );
      }
    }
  });
});

describe('a missing file', () => {
  it('is a plain 404, not a page', async () => {
    const response = await local.request('GET', '/nothing.txt');
    expect(response.status).toBe(404);
    expect(response.text()).toBe('Not Found');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
