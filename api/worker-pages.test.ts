// Decision 023 on workerd: the Worker built as it deploys (the build's page renderer for workerd
// and the generated entry, bundled by `wrangler deploy --dry-run`) renders /classes and a class's
// page with their data from libSQL, as the Node server does, with the share preview in the HTML.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkerRenderer } from '../scripts/prerender.ts';
import { classSessions } from './db/schema.ts';
import { languageVersionsOf, PAGES_WITH_HTML } from '#shared/pages/page-table.ts';
import { expectedLinksOf, pageLinksOf, writeBuiltPages } from './test/built-pages.ts';
import { createClass, type ClassRow } from './test/factories.ts';
import { startRealServer, type RealServer } from './test/real-server.ts';
import { startHranaStandIn, type HranaStandIn } from './test/hrana-stand-in.ts';
import { bundledModules } from './test/worker-bundle.ts';
import { createTestDb, type TestDb } from './test/test-db.ts';
import { generateVapidKeys } from './services/messaging/vapid.ts';

const VAPID = await generateVapidKeys();
const ROOT = fileURLToPath(new URL('..', import.meta.url));

let dir: string;
let testDb: TestDb;
let hrana: HranaStandIn;
let dist: string;
let mf: Miniflare;
/** The same Worker where SITE_ORIGIN is set. */
let deployed: Miniflare;
/** The Node server over the same build, for the responses both must give alike. */
let node: RealServer;
let swim: ClassRow;

const SITE = 'https://academy.example';

async function runFirst(): Promise<string[]> {
  const toml = await readFile(join(ROOT, 'wrangler.toml'), 'utf8');
  return JSON.parse(/^run_worker_first\s*=\s*(\[.*\])$/m.exec(toml)?.[1] ?? '[]') as string[];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-worker-pages-'));
  dist = join(dir, 'dist');
  await writeBuiltPages(dist);
  const entry = await buildWorkerRenderer(dist);
  const toml = (await readFile(join(ROOT, 'wrangler.toml'), 'utf8'))
    .replace(/^main = ".*"$/m, `main = ${JSON.stringify(entry)}`)
    .replace(/^directory = ".*"$/m, `directory = ${JSON.stringify(dist)}`);
  await writeFile(join(dir, 'wrangler.toml'), toml);
  await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      'deploy',
      '--dry-run',
      '--outdir',
      join(dir, 'out'),
      '--config',
      join(dir, 'wrangler.toml'),
    ],
    { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
  );

  testDb = await createTestDb();
  swim = await createClass(testDb.db, {
    name: 'Edge Swim',
    photo: '/images/classes/swim.webp',
    description: 'Breathe first.\n\nThen swim.',
    venue: 'kuala-lumpur',
  });
  await testDb.db.insert(classSessions).values({
    id: crypto.randomUUID(),
    classId: swim.id,
    startsAt: '2099-03-02T10:00:00.000Z',
    endsAt: '2099-03-02T11:00:00.000Z',
  });
  hrana = await startHranaStandIn(testDb.url);
  mf = await startWorker({});
  deployed = await startWorker({ SITE_ORIGIN: SITE });
  node = await startRealServer({ staticDir: dist });
}, 180_000);

/** The bundled Worker in workerd, over the build and the database, with these settings too. */
async function startWorker(bindings: Record<string, string>): Promise<Miniflare> {
  return new Miniflare({
    modules: await bundledModules(join(dir, 'out'), 'worker-entry.js'),
    assets: {
      directory: dist,
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, static_routing: { user_worker: await runFirst() } },
      assetConfig: { html_handling: 'auto-trailing-slash', not_found_handling: 'none' },
    },
    modulesRoot: join(dir, 'out'),
    compatibilityDate: '2026-04-01',
    bindings: {
      NODE_ENV: 'production',
      DATABASE_URL: hrana.url,
      JWT_SECRET: randomBytes(32).toString('base64'),
      FIREBASE_PROJECT_ID: 'sports-academy-edge-test',
      FIREBASE_API_KEY: 'edge-test-web-api-key',
      ALLOW_TEST_PAYMENTS: 'true',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:ops@academy.example',
      LOG_LEVEL: 'silent',
      ...bindings,
    },
  });
}

afterAll(async () => {
  await mf?.dispose();
  await deployed?.dispose();
  await node?.close();
  await hrana?.close();
  await testDb?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('the Worker renders the pages with data, as Node does', () => {
  it("renders a class's page with its class, sessions and share preview", async () => {
    const response = await mf.dispatchFetch(`https://academy.test/classes/${swim.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBeTruthy();
    const html = await response.text();
    expect(html).toMatch(/<div id="root" data-rendered-at="\d+">[\s\S]*<h1[^>]*>Edge Swim<\/h1>/);
    expect(html).toContain('>Breathe first.</p>');
    expect(html).toContain('Malaysia time');
    expect(html).toContain('<title>Edge Swim · Sports Academy</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://academy.test/images/classes/swim.webp"/>',
    );
    expect(html).toContain('id="page-data"');
  });

  it('renders /classes and /bn/classes with the first screen of the catalogue', async () => {
    const english = await (await mf.dispatchFetch('https://academy.test/classes')).text();
    expect(english).toContain('Edge Swim');
    expect(english).toContain('Choose Your Interest');
    const bangla = await (await mf.dispatchFetch('https://academy.test/bn/classes')).text();
    expect(bangla).toContain('<html lang="bn"');
    expect(bangla).toContain('Edge Swim');
  });

  it('renders /classes for the query its form sends without scripts, empty fields and all', async () => {
    const form = (q: string) =>
      `https://academy.test/classes?q=${q}&sport=&level=&venue=&day=&time=&minPrice=&maxPrice=&sort=newest`;
    const found = await (await mf.dispatchFetch(form('Edge+Swim'))).text();
    expect(found).toContain('Edge Swim');
    expect(found).toMatch(/<input[^>]*name="q"[^>]*value="Edge Swim"/);
    const none = await (await mf.dispatchFetch(form('Nowhere+to+be+found'))).text();
    expect(none).not.toContain('Edge Swim');
    expect(none).toContain('value="Nowhere to be found"');
  });

  it('answers an unknown class with the not-found page and status 404', async () => {
    const response = await mf.dispatchFetch(`https://academy.test/classes/${crypto.randomUUID()}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Class not found');
  });
});

describe('the pages for search engines, on the Worker as on Node', () => {
  it.each([
    ['without SITE_ORIGIN, on the origin asked', () => mf, 'https://academy.test'],
    ['with SITE_ORIGIN, on it', () => deployed, SITE],
  ])(
    "makes every public page's canonical and language links absolute %s",
    async (_, worker, origin) => {
      const pages = PAGES_WITH_HTML.map((page) => ({
        ...page,
        path: page.path.replace(':id', swim.id),
      }));
      for (const page of pages) {
        const response = await worker().dispatchFetch(`https://academy.test${page.path}`);
        expect(response.status, page.path).toBe(200);
        expect(pageLinksOf(await response.text()), page.path).toEqual(
          expectedLinksOf(origin, page, languageVersionsOf(page.path)),
        );
      }
    },
  );

  it("gives a page's ETag per origin and answers the 304 itself", async () => {
    const here = await mf.dispatchFetch('https://academy.test/instructor');
    const there = await deployed.dispatchFetch('https://academy.test/instructor');
    const etag = here.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(there.headers.get('ETag')).not.toBe(etag);
    const again = await mf.dispatchFetch('https://academy.test/instructor', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    const elsewhere = await deployed.dispatchFetch('https://academy.test/instructor', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('serves robots.txt and the sitemap from the catalogue, on SITE_ORIGIN', async () => {
    const robots = await deployed.dispatchFetch('https://academy.test/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await deployed.dispatchFetch('https://academy.test/sitemap.xml');
    expect(sitemap.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${SITE}/bn/classes/${swim.id}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/classes/${swim.id}"/>`,
    );
    const etag = sitemap.headers.get('ETag') ?? '';
    const again = await deployed.dispatchFetch('https://academy.test/sitemap.xml', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers a missing file with the same 404 as Node', async () => {
    for (const path of ['/nothing.txt', '/assets/gone.js']) {
      const fromWorker = await mf.dispatchFetch(`https://academy.test${path}`);
      const fromNode = await node.request('GET', path);
      const header = (name: string) => [fromWorker.headers.get(name), fromNode.headers[name]];
      expect(fromWorker.status, path).toBe(404);
      expect(fromNode.status, path).toBe(404);
      expect(await fromWorker.text()).toBe(fromNode.text());
      for (const name of ['content-type', 'cache-control', 'x-content-type-options']) {
        const [worker, nodeHeader] = header(name);
        expect(worker, name).toBe(nodeHeader);
      }
    }
  });
});
