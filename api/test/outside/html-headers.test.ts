// Over HTTP against the real Node server serving a small build: every HTML response (the
// prerendered pages, /classes rendered with its data, the shell for any other route) carries the
// pages' security headers and Content-Security-Policy, whose script-src allows every inline
// script the page holds; the API keeps its own set, and the code keeps no page policy.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERER_FILE, rendererDirOf } from '#shared/pages/page-renderer.ts';
import { bootAfterFirstPaint } from '../../../scripts/lib/boot-after-paint.ts';
import { scriptsThePolicyRefuses } from '../../../scripts/lib/inline-script-policy.ts';
import { parseEnv } from '../../env.ts';
import { pageHeaders, SECURITY_HEADER_OBJECT } from '../../lib/security-headers.ts';
import { SOURCE_RENDERER_URL } from '../source-renderer.ts';
import { publicConfig } from '../../routes/config/config.ts';
import { startRealServer, type RawResponse, type RealServer } from '../real-server.ts';
import { testEnv } from '../test-env.ts';

const ENV = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', CORS_ORIGINS: 'https://a.example' };
let dir: string;
let server: RealServer;

/** index.html as Vite builds it, then as the build's last step leaves it (boot after paint). */
const built = (name: string) =>
  bootAfterFirstPaint(`<!doctype html>
<html lang="en"><head><title>${name}</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
<style>body{margin:0}</style>
</head><body><div id="root"></div></body></html>`);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-html-'));
  const dist = join(dir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  for (const name of ['index', 'classes', 'instructor', 'popularinstructors', 'shell']) {
    await writeFile(join(dist, `${name}.html`), built(name));
  }
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
  // The page renderer the build puts beside dist/ (dist-ssr): here the source itself.
  await mkdir(rendererDirOf(dist), { recursive: true });
  await writeFile(
    join(rendererDirOf(dist), RENDERER_FILE),
    `export * from '${SOURCE_RENDERER_URL}';\n`,
  );
  server = await startRealServer({ env: ENV, staticDir: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const PAGE_HEADERS = pageHeaders(publicConfig(testEnv(ENV)));

const bodyOf = (response: RawResponse) =>
  (response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.body)
    : response.body
  ).toString('utf8');

function expectPageHeaders(response: RawResponse): void {
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  for (const [name, value] of Object.entries(PAGE_HEADERS)) {
    expect(response.headers[name.toLowerCase()], name).toBe(value);
  }
}

describe('HTML answers', () => {
  const pages = [
    ['/', 'index'],
    ['/classes', 'classes'],
    ['/instructor', 'instructor'],
    ['/login', 'shell'],
    ['/register', 'shell'],
    ['/dashboard/myclass', 'shell'],
    ['/dashboard/admin/users', 'shell'],
    ['/no/such/page', 'shell'],
    ['/shell.html', 'shell'],
    ['/index.html', 'index'],
  ] as const;

  it.each(pages)(
    'GET %s: the pages’ headers and a policy that allows its scripts',
    async (path) => {
      const variants: Record<string, string>[] = [
        {},
        { 'Accept-Encoding': 'br' },
        { Origin: 'https://evil.example' },
      ];
      for (const headers of variants) {
        const response = await server.request('GET', path, { headers });
        expectPageHeaders(response);
        const html = bodyOf(response);
        expect(html).toContain('data-app-entry');
        expect(
          scriptsThePolicyRefuses(html, PAGE_HEADERS['Content-Security-Policy'] ?? ''),
        ).toEqual([]);
      }
    },
  );

  it('/classes is rendered with its data and keeps the same headers', async () => {
    const response = await server.request('GET', '/classes', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expectPageHeaders(response);
    expect(bodyOf(response)).toContain('id="page-data"');
  });

  it('HEAD of a page has the same headers', async () => {
    for (const path of ['/', '/classes', '/login']) {
      expectPageHeaders(
        await server.request('HEAD', path, { headers: { Origin: 'https://a.example' } }),
      );
    }
  });

  it('the policy names the Auth emulator the browser is told to use, and nothing loose', () => {
    const policy = PAGE_HEADERS['Content-Security-Policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('http://127.0.0.1:9099');
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(PAGE_HEADERS['X-Frame-Options']).toBe('DENY');
    const production = pageHeaders(publicConfig(parseEnv({ FIREBASE_PROJECT_ID: 'academy' })));
    expect(production['Content-Security-Policy']).not.toContain('127.0.0.1');
  });
});

describe('other answers', () => {
  it('the API keeps its own set: nothing may frame it, and it loads nothing', async () => {
    const response = await server.request('GET', '/api/config');
    for (const [name, value] of Object.entries(SECURITY_HEADER_OBJECT)) {
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('the service worker and the code carry no page policy (it would bind the worker)', async () => {
    for (const path of ['/sw.js', '/assets/index-abc.js']) {
      const response = await server.request('GET', path);
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
