// Decision 012: a page's path responds with its prerendered HTML, any other page with the generic
// shell (never the home page's HTML), and a missing file with 404.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-files.ts';

/** What node.ts passes (pageHeaders, security-headers.ts), in short. */
const PAGE_HEADERS = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };
let dir: string;
const page = (name: string) => `<!doctype html><title>${name}</title><div id="root">${name}</div>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-static-'));
  await mkdir(join(dir, 'full', 'assets'), { recursive: true });
  await writeFile(join(dir, 'full', 'index.html'), page('home'));
  await writeFile(join(dir, 'full', 'classes.html'), page('classes'));
  await writeFile(join(dir, 'full', 'shell.html'), page('shell'));
  await mkdir(join(dir, 'full', 'classes'), { recursive: true });
  await writeFile(join(dir, 'full', 'classes', '_id.html'), page('class template'));
  await writeFile(join(dir, 'full', 'assets', 'app.js'), 'console.log(1);');
  await mkdir(join(dir, 'plain'), { recursive: true });
  await writeFile(join(dir, 'plain', 'index.html'), page('home'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function get(folder: string, path: string) {
  const response = await createStaticHandler(
    join(dir, folder),
    PAGE_HEADERS,
  )(new Request(`http://localhost${path}`));
  return { status: response.status, text: await response.text(), response };
}

describe('static files', () => {
  it('answers each page with its own HTML, no-cache', async () => {
    for (const [path, name] of [
      ['/', 'home'],
      ['/classes', 'classes'],
      ['/classes/', 'classes'],
      // Every class's page: its template, which the app fills (or the server, with data).
      ['/classes/abc', 'class template'],
      ['/classes/_id.html', 'class template'],
      ['/dashboard/myclass', 'shell'],
      ['/login', 'shell'],
      ['/index', 'home'],
    ]) {
      const { status, text, response } = await get('full', path ?? '/');
      expect({ path, status, text }).toEqual({ path, status: 200, text: page(name ?? '') });
      expect(response.headers.get('cache-control')).toBe('no-cache');
      for (const [name, value] of Object.entries(PAGE_HEADERS)) {
        expect(response.headers.get(name)).toBe(value);
      }
    }
  });

  it('keeps the pages’ policy off the other files (on sw.js it would bind the worker)', async () => {
    const { response } = await get('full', '/assets/app.js');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('falls back to index.html in a build without the shell', async () => {
    expect((await get('plain', '/dashboard/myclass')).text).toBe(page('home'));
    expect((await get('plain', '/classes')).text).toBe(page('home'));
  });

  it('is a 404 for a missing file, and never leaves the folder', async () => {
    expect((await get('full', '/assets/missing.js')).status).toBe(404);
    expect((await get('full', '/assets/app.js')).text).toBe('console.log(1);');
    expect((await get('full', '/..%2Fplain%2Findex.html')).status).toBe(404);
  });
});

describe("a page's links on the origin it is served on", () => {
  it('are absolute on each origin asked, compressed for the first few, plain beyond them', async () => {
    await writeFile(
      join(dir, 'full', 'instructor.html'),
      `<!doctype html><head><link rel="canonical" href="/instructor"/></head>${'x'.repeat(4096)}`,
    );
    const serve = createStaticHandler(join(dir, 'full'), PAGE_HEADERS);
    for (let n = 1; n <= 6; n += 1) {
      const origin = `http://host-${n}.test`;
      const response = await serve(
        new Request(`${origin}/instructor`, { headers: { 'Accept-Encoding': 'br' } }),
      );
      const compressed = response.headers.get('Content-Encoding') === 'br';
      expect(compressed, origin).toBe(n <= 4);
      const bytes = Buffer.from(await response.arrayBuffer());
      const html = (compressed ? brotliDecompressSync(bytes) : bytes).toString('utf8');
      expect(html).toContain(`<link rel="canonical" href="${origin}/instructor"/>`);
    }
  });

  it('are on SITE_ORIGIN when it is set, whatever the request names', async () => {
    const serve = createStaticHandler(join(dir, 'full'), PAGE_HEADERS, 'https://academy.example');
    const response = await serve(new Request('http://evil.test/instructor'));
    expect(await response.text()).toContain(
      '<link rel="canonical" href="https://academy.example/instructor"/>',
    );
  });
});
