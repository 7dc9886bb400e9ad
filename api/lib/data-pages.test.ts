// /classes rendered with the catalogue's first page (decision 014): the real API over a migrated
// libSQL file, and the real page renderer (pwa/app/prerender.tsx, as the build bundles it, loaded
// by its path as the server loads the built one).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '#shared/pages/page-renderer.ts';
import { classSessions } from '../db/schema.ts';
import { createClass, createInstructor } from '../test/factories.ts';
import { loadSourceRenderer } from '../test/source-renderer.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { createDataPages, type DataPages } from './data-pages.ts';
import { templatesIn } from './data-pages-node.ts';
import { zlibEncoder } from './zlib-encoder.ts';

// The built classes.html, in short: the prerendered skeleton in #root, the app started after the
// first paint by the loader at the end of <body>.
const TEMPLATE = `<!doctype html><html><head><title>Classes · Sports Academy</title><meta name="description" content="Every class"><style>body{}</style></head><body><div id="root"><p>loading skeleton</p></div>
<script data-app-entry="/assets/index.js" data-app-modules="">boot()</script>
</body></html>`;

/** What node.ts passes (pageHeaders, security-headers.ts), in short. */
const PAGE_HEADERS = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };

let api: TestApi;
let renderer: PageRenderer;
let staticDir: string;
let pages: DataPages;
const errors: unknown[] = [];

beforeAll(async () => {
  api = await createTestApi();
  renderer = await loadSourceRenderer();
  staticDir = await mkdtemp(join(tmpdir(), 'data-pages-'));
  await writeFile(join(staticDir, 'classes.html'), TEMPLATE);
  // The home page in each language (index.html, bn.html): its two lists come from the API.
  await writeFile(join(staticDir, 'index.html'), TEMPLATE);
  await writeFile(join(staticDir, 'bn.html'), TEMPLATE);
  // Bangla's /bn/classes (decision 021): the same page and data, its own file.
  await mkdir(join(staticDir, 'bn'));
  await writeFile(join(staticDir, 'bn', 'classes.html'), TEMPLATE);
  // A class's page: one template for every class (classes/_id.html), in each language.
  await mkdir(join(staticDir, 'classes'));
  await mkdir(join(staticDir, 'bn', 'classes'));
  await writeFile(join(staticDir, 'classes', '_id.html'), TEMPLATE);
  await writeFile(join(staticDir, 'bn', 'classes', '_id.html'), TEMPLATE);
  pages = createDataPages(renderer, {
    readTemplate: templatesIn(staticDir),
    fetchApi: async (path) => api.app.fetch(new Request(new URL(path, 'http://api'))),
    encoder: zlibEncoder,
    pageHeaders: PAGE_HEADERS,
    onError: (error) => errors.push(error),
  });
});

afterAll(async () => {
  await api.cleanup();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  pages.respond(new Request(`http://localhost${path}`, { headers }), path);

/** The JSON the page carries for the client's first render: each source's response by its path. */
function pageDataOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(json?.[1] ?? 'null') as Record<string, unknown>;
}

/** The response of a page with one data source, as its HTML carries it. */
function pageData(html: string): { classes: { Name: string }[] } {
  const responses = Object.values(pageDataOf(html));
  expect(responses).toHaveLength(1);
  return responses[0] as { classes: { Name: string }[] };
}

describe('pages rendered with their data', () => {
  it('handles the home page, /classes and the class pages only', () => {
    expect(pages.handles('/classes')).toBe(true);
    expect(pages.handles('/classes/abc')).toBe(true);
    expect(pages.handles('/bn/classes/abc')).toBe(true);
    expect(pages.handles('/Classes/')).toBe(true);
    expect(pages.handles('/')).toBe(true);
    expect(pages.handles('/bn')).toBe(true);
    expect(pages.handles('/instructor')).toBe(false);
  });

  it('puts the approved classes in /classes as cards and as data, in the built page', async () => {
    await createClass(api.db, { name: 'Sunrise Rowing', photo: '/images/classes/rowing.svg' });
    await createClass(api.db, { name: 'Pending Polo', status: 'pending' });
    const response = await get('/classes');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response?.headers.get('Cache-Control')).toBe('no-cache');
    for (const [name, value] of Object.entries(PAGE_HEADERS)) {
      expect(response?.headers.get(name)).toBe(value);
    }
    const html = await response!.text();
    expect(html).toMatch(
      /<div id="root" data-rendered-at="\d+">[\s\S]*<h1[^>]*>Choose Your Interest<\/h1>/,
    );
    expect(html).toContain('<img src="/images/classes/rowing.svg" alt="Sunrise Rowing"');
    expect(html).not.toContain('loading skeleton');
    expect(html).not.toContain('Pending Polo');
    expect(pageData(html).classes.map((item) => item.Name)).toEqual(['Sunrise Rowing']);
    // The loader still starts the app, after the data it reads.
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('data-app-entry'));
    expect(errors).toEqual([]);
  });

  it('shows a change at the next request, and compresses what it sends', async () => {
    await createClass(api.db, { name: 'Evening Judo' });
    const response = await get('/classes', { 'Accept-Encoding': 'br' });
    expect(response?.headers.get('Content-Encoding')).toBe('br');
    expect(response?.headers.get('Vary')).toBe('Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await response!.arrayBuffer())).toString();
    expect(pageData(html).classes.map((item) => item.Name)).toEqual([
      'Evening Judo',
      'Sunrise Rowing',
    ]);
  });

  it('keeps an instructor-typed name from closing the data element or adding markup', async () => {
    const name = '</script><script>alert(1)</script><b>&';
    await createClass(api.db, { name });
    const html = await (await get('/classes'))!.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>&');
    expect(pageData(html).classes[0]?.Name).toBe(name);
  });

  it('warms up by rendering each data page once, with what the API answers then', async () => {
    const calls: string[] = [];
    const warmed = createDataPages(renderer, {
      readTemplate: templatesIn(staticDir),
      fetchApi: async (path) => {
        calls.push(path);
        return api.app.fetch(new Request(new URL(path, 'http://api')));
      },
      pageHeaders: PAGE_HEADERS,
    });
    await warmed.warm();
    // The home page with its two lists and /classes with the catalogue's first screen, in each
    // language.
    const home = ['/api/popularClass', '/api/popularInstructor'];
    expect(calls).toEqual([...home, ...home, '/api/class?limit=24', '/api/class?limit=24']);
    // A request asks the API again: its response says whether the warmed page is still current.
    const html = await (await warmed.respond(
      new Request('http://localhost/classes'),
      '/classes',
    ))!.text();
    expect(html).toContain('Evening Judo');
    expect(calls).toHaveLength(7);
  });

  it('leaves the request to the static page when the API cannot answer', async () => {
    const failing = createDataPages(renderer, {
      readTemplate: templatesIn(staticDir),
      fetchApi: async () => new Response('{"error":"down"}', { status: 503 }),
      pageHeaders: PAGE_HEADERS,
    });
    expect(await failing.respond(new Request('http://localhost/classes'), '/classes')).toBeNull();
    expect(
      await pages.respond(new Request('http://localhost/classes', { method: 'POST' }), '/classes'),
    ).toBeNull();
  });
});

describe("a class's page rendered with its class and sessions", () => {
  it('has the content, the data and the share preview in the HTML', async () => {
    const cls = await createClass(api.db, {
      name: 'Harbour Swim',
      photo: '/images/classes/swim.webp',
      instructorName: 'Nadia Rahman',
      description: 'Learn to breathe.\n\nThen <b>race</b> & win.',
      sport: 'swimming',
      level: 'beginner',
      venue: 'dhaka',
    });
    await api.db.insert(classSessions).values({
      id: crypto.randomUUID(),
      classId: cls.id,
      startsAt: '2099-01-05T12:00:00.000Z',
      endsAt: '2099-01-05T13:00:00.000Z',
    });
    const response = await pages.respond(
      new Request(`https://academy.example/classes/${cls.id}`),
      `/classes/${cls.id}`,
    );
    expect(response?.status).toBe(200);
    const html = await response!.text();
    expect(html).toMatch(
      /<div id="root" data-rendered-at="\d+">[\s\S]*<h1[^>]*>Harbour Swim<\/h1>/,
    );
    expect(html).toContain('<title>Harbour Swim · Sports Academy</title>');
    // Paragraphs kept, the instructor's markup shown as text.
    expect(html).toContain('>Learn to breathe.</p>');
    expect(html).toContain('Then &lt;b&gt;race&lt;/b&gt; &amp; win.');
    expect(html).toContain('Nadia Rahman');
    expect(html).toContain('Bangladesh time');
    expect(html).toContain('1 session left');
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toContain(
      '<meta name="description" content="Learn to breathe. Then &lt;b&gt;race',
    );
    expect(head).toContain('<meta property="og:title" content="Harbour Swim · Sports Academy"/>');
    expect(head).toContain(
      '<meta property="og:image" content="https://academy.example/images/classes/swim.webp"/>',
    );
    expect(head).toContain(
      `<meta property="og:url" content="https://academy.example/classes/${cls.id}"/>`,
    );
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).toContain('<meta property="og:description" content="Learn to breathe.');
    expect((pageData(html) as unknown as { _id: string; sessions: unknown[] })._id).toBe(cls.id);

    const bangla = await (await get(`/bn/classes/${cls.id}`))!.text();
    expect(bangla).toContain('এই ক্লাস সম্পর্কে');
  });

  it.each([
    ['an unknown id', () => crypto.randomUUID()],
    ['an id no class can have', () => 'x'.repeat(80)],
  ])('answers %s with the not-found page and status 404', async (_label, idOf) => {
    const id = idOf();
    const response = await get(`/classes/${id}`);
    expect(response?.status).toBe(404);
    const html = await response!.text();
    expect(html).toContain('Class not found');
    // It says so to the client, whose first render must be the not-found state too.
    expect(pageDataOf(html)).toEqual({ [`/api/class/${id}`]: null });
  });

  it('answers a class nobody approved as an unknown one', async () => {
    const hidden = await createClass(api.db, { name: 'Secret Squash', status: 'pending' });
    const response = await get(`/classes/${hidden.id}`);
    expect(response?.status).toBe(404);
    expect(await response!.text()).not.toContain('Secret Squash');
  });
});

describe("/classes with the URL's filters", () => {
  it('is rendered with the first page those filters ask for', async () => {
    const calls: string[] = [];
    const filtered = createDataPages(renderer, {
      readTemplate: templatesIn(staticDir),
      fetchApi: async (path) => {
        calls.push(path);
        return api.app.fetch(new Request(new URL(path, 'http://api')));
      },
      pageHeaders: PAGE_HEADERS,
    });
    const response = await filtered.respond(
      new Request('http://localhost/bn/classes?level=beginner&sport=yoga&bogus=1'),
      '/bn/classes',
    );
    expect(response?.status).toBe(200);
    expect(calls).toEqual(['/api/class?sport=yoga&level=beginner&limit=24']);
  });

  it('renders one page for every way of writing the same filters, and keeps it', async () => {
    const rendered: string[] = [];
    const counting: PageRenderer = {
      ...renderer,
      renderPage: (path, context) => {
        rendered.push(path);
        return renderer.renderPage(path, context);
      },
    };
    const filtered = createDataPages(counting, {
      readTemplate: templatesIn(staticDir),
      fetchApi: async (path) => api.app.fetch(new Request(new URL(path, 'http://api'))),
      pageHeaders: PAGE_HEADERS,
    });
    const addresses = [
      '/classes?sport=yoga&level=beginner',
      '/classes?level=beginner&sport=yoga',
      '/classes?level=beginner&sport=yoga&utm_source=leaflet',
      '/classes?sport=yoga&level=beginner&q=',
    ];
    const bodies: string[] = [];
    for (const address of addresses) {
      const response = await filtered.respond(
        new Request(`http://localhost${address}`),
        '/classes',
      );
      expect(response?.status).toBe(200);
      bodies.push(await response!.text());
    }
    expect(rendered).toHaveLength(1);
    expect(new Set(bodies).size).toBe(1);
    // Another meaning is another page.
    await filtered.respond(new Request('http://localhost/classes?sport=swimming'), '/classes');
    expect(rendered).toHaveLength(2);
  });
});

describe('the home page', () => {
  it('puts the popular classes and instructors in the home page, as cards and as data', async () => {
    await createClass(api.db, { name: 'Crowded Capoeira', enrolled: 9 });
    await createInstructor(api.db, { name: 'Nadia Rahman', expertise: 'Badminton' });
    for (const path of ['/', '/bn']) {
      const response = await get(path);
      expect(response?.status, path).toBe(200);
      const html = await response!.text();
      expect(html, path).toContain('Crowded Capoeira');
      expect(html, path).toContain('Nadia Rahman');
      // Nothing of either list is left waiting for the app (the loader reads that).
      expect(html, path).not.toContain('aria-busy="true"');
      const data = pageDataOf(html);
      expect(Object.keys(data)).toEqual(['/api/popularClass', '/api/popularInstructor']);
      expect(JSON.stringify(data['/api/popularClass'])).toContain('Crowded Capoeira');
      expect(JSON.stringify(data['/api/popularInstructor'])).toContain('Nadia Rahman');
    }
    expect(errors).toEqual([]);
  });
});
