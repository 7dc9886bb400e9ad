// Over HTTP against the real Node server serving a small build (decision 021): Bangla's public
// pages at /bn… answer in Bangla (lang="bn", /bn/classes rendered with the catalogue's first
// screen like /classes), and the front door `/` sends a reader whose cookie chose Bangla, or whose
// browser asks for it first, to /bn before any HTML, while every other path keeps the language its
// URL names.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERER_FILE, rendererDirOf } from '#shared/pages/page-renderer.ts';
import { htmlFileOf, PAGES_WITH_HTML, SHELL_FILE } from '#shared/pages/page-table.ts';
import { SOURCE_RENDERER_URL } from '../source-renderer.ts';
import { startRealServer, type RawResponse, type RealServer } from '../real-server.ts';

let dir: string;
let server: RealServer;

/** index.html as the build leaves a page (the server fills its language and content). */
const built = (name: string) => `<!doctype html>
<html lang="en"><head><title>${name}</title>
<link rel="manifest" href="/manifest.webmanifest">
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div><noscript>Sports Academy needs JavaScript to run.</noscript></body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-bangla-'));
  const dist = join(dir, 'dist');
  for (const file of [...PAGES_WITH_HTML.map(htmlFileOf), SHELL_FILE]) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), built(file));
  }
  await mkdir(rendererDirOf(dist), { recursive: true });
  await writeFile(
    join(rendererDirOf(dist), RENDERER_FILE),
    `export * from '${SOURCE_RENDERER_URL}';\n`,
  );
  server = await startRealServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const bodyOf = (response: RawResponse) =>
  (response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.body)
    : response.body
  ).toString('utf8');

describe('Bangla pages', () => {
  it('/bn/classes is rendered in Bangla with the catalogue, its data and its other language', async () => {
    const response = await server.request('GET', '/bn/classes', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(200);
    const html = bodyOf(response);
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain('<title>ক্লাস · স্পোর্টস একাডেমি</title>');
    expect(html).toContain('পছন্দের খেলা বেছে নিন');
    expect(html).toContain('id="page-data"');
    // Rendered with the API's response (a fresh database: no classes), in Bangla.
    expect(html).toContain('{"classes":[],"next":null}');
    expect(html).toContain('এখনো কোনো ক্লাস নেই');
    expect(html).toContain('href="/manifest-bn.webmanifest"');
    expect(html).toContain('<noscript>স্পোর্টস একাডেমি চালাতে JavaScript চালু থাকতে হবে।</noscript>');
    for (const [lang, href] of [
      ['en', '/classes'],
      ['bn', '/bn/classes'],
      ['x-default', '/classes'],
    ]) {
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hreflang="${lang}" href="${server.url}${href}"/>`, 'i'),
      );
    }
  });

  it('/classes stays English, with the same alternate links', async () => {
    const html = bodyOf(await server.request('GET', '/classes'));
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Choose Your Interest');
    expect(html).toContain('No classes yet');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/classes"/>`);
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hreflang="bn" href="${server.url}/bn/classes"/>`, 'i'),
    );
  });

  it('/bn is its own page, rendered in Bangla with its lists', async () => {
    const response = await server.request('GET', '/bn');
    expect(response.status).toBe(200);
    const html = bodyOf(response);
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain('জনপ্রিয় ক্লাস');
    expect(html).toContain('id="page-data"');
  });
});

describe('the front door', () => {
  it('sends a reader who chose Bangla from / to /bn, query kept, for nobody else’s cache', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await server.request(method, '/?utm=x', {
        headers: { Cookie: 'theme=dark; locale=bn' },
      });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/bn?utm=x');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
    }
  });

  it('sends a first visit whose browser asks for Bangla first from / to /bn', async () => {
    const cases: [cookie: string | null, languages: string, redirected: boolean][] = [
      [null, 'bn-BD,bn;q=0.9,en;q=0.8', true],
      [null, 'en-GB;q=0.5, bn-IN', true],
      [null, 'fr, bn;q=0.3', true],
      [null, 'en-US,bn;q=0.9', false],
      [null, 'bn;q=0, en', false],
      [null, 'xx-YY, *;q=0.1', false],
      [null, ';;,,=q=bn', false],
      [null, `${'x'.repeat(9000)}, bn;q=0`, false],
      // A choice made on the site wins over the browser's languages.
      ['locale=en', 'bn-BD', false],
      ['locale=bn', 'en-US', true],
    ];
    for (const [cookie, languages, redirected] of cases) {
      const response = await server.request('GET', '/', {
        headers: { 'Accept-Language': languages, ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(response.status, `${cookie} ${languages.slice(0, 40)}`).toBe(redirected ? 302 : 200);
      if (redirected) expect(response.headers.location).toBe('/bn');
    }
  });

  it('serves / itself without a choice, with English chosen, or with a cookie not ours', async () => {
    for (const cookie of [undefined, 'locale=en', 'locale=xx', 'notlocale=bn', 'locale=bn-BD']) {
      const response = await server.request('GET', '/', {
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(response.status, cookie).toBe(200);
      expect(bodyOf(response)).toContain('<html lang="en"');
      expect(bodyOf(response)).toContain('Popular classes');
      // Another reader's language would have been a redirect: no cache may share it.
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    }
  });

  it('reads a forged, doubled or oversized cookie as no choice or as its one valid value, never a 5xx', async () => {
    const cases: [cookie: string, redirected: boolean][] = [
      ['locale=%62%6E', false], // encoded: not a value of ours
      ['locale="bn"', false],
      ['locale=bn=1', false], // the value is 'bn=1'
      ['locale=en; locale=bn', false], // the first choice counts
      [`junk=${'x'.repeat(6_000)}; locale=bn`, true],
      [`locale=${'b'.repeat(6_000)}`, false],
      ['locale=../../bn', false],
      ['locale=bn%0d%0aSet-Cookie:%20admin=1', false],
    ];
    for (const [cookie, redirected] of cases) {
      const response = await server.request('GET', '/', { headers: { Cookie: cookie } });
      expect(response.status, cookie.slice(0, 40)).toBe(redirected ? 302 : 200);
      if (redirected) expect(response.headers.location).toBe('/bn');
      expect(response.headers['set-cookie'], cookie.slice(0, 40)).toBeUndefined();
    }
  });

  it('refuses a raw header line that smuggles a second header through the cookie', async () => {
    const { received } = await server.rawExchange(
      'GET / HTTP/1.1\r\nHost: localhost\r\nCookie: locale=bn\rSet-Cookie: x=1\r\nConnection: close\r\n\r\n',
    );
    // Node's parser refuses a bare CR inside a header value before any of our code runs.
    expect(received).toMatch(/^HTTP\/1\.1 400/);
    expect(received).not.toMatch(/set-cookie: x=1/i);
  });

  it('keeps every other path in the language its URL names (a shared link opens as sent)', async () => {
    for (const path of ['/classes', '/instructor', '/login', '/dashboard']) {
      const response = await server.request('GET', path, { headers: { Cookie: 'locale=bn' } });
      expect(response.status, path).toBe(200);
    }
    const english = await server.request('GET', '/bn', { headers: { Cookie: 'locale=en' } });
    expect(english.status).toBe(200);
  });
});
