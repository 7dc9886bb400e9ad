// Decision 023 on workerd: the Worker built as it deploys (the build's page renderer for workerd
// and the generated entry, bundled by `wrangler deploy --dry-run`) renders /classes and a class's
// page with their data from libSQL, as the Node server does, with the share preview in the HTML.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkerRenderer } from '../scripts/prerender.ts';
import { classSessions } from './db/schema.ts';
import { createClass, type ClassRow } from './test/factories.ts';
import { startHranaStandIn, type HranaStandIn } from './test/hrana-stand-in.ts';
import { createTestDb, type TestDb } from './test/test-db.ts';
import { generateVapidKeys } from './services/messaging/vapid.ts';

const VAPID = await generateVapidKeys();
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATE = `<!doctype html><html lang="en"><head><title>Sports Academy</title><meta name="description" content="Every class"></head><body><div id="root"><p>skeleton</p></div><script type="module" src="/assets/app.js"></script></body></html>`;

let dir: string;
let testDb: TestDb;
let hrana: HranaStandIn;
let mf: Miniflare;
let swim: ClassRow;

async function runFirst(): Promise<string[]> {
  const toml = await readFile(join(ROOT, 'wrangler.toml'), 'utf8');
  return JSON.parse(/^run_worker_first\s*=\s*(\[.*\])$/m.exec(toml)?.[1] ?? '[]') as string[];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-worker-pages-'));
  const dist = join(dir, 'dist');
  for (const file of ['index', 'classes', 'classes/_id', 'bn/classes', 'bn/classes/_id', 'shell']) {
    await mkdir(join(dist, file, '..'), { recursive: true });
    await writeFile(join(dist, `${file}.html`), TEMPLATE);
  }
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
  mf = new Miniflare({
    // Listed, not walked: the bundle keeps a dynamic import() of a computed path (Dexie's, never
    // run on a server) that Miniflare's walk refuses; workerd itself loads the bundle as deployed.
    modules: [{ type: 'ESModule', path: join(dir, 'out', 'worker-entry.js') }],
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
    },
  });
}, 180_000);

afterAll(async () => {
  await mf?.dispose();
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
    expect(html).not.toContain('<p>skeleton</p>');
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
