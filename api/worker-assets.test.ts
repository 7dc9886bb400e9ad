// Decision 012 on Cloudflare: the assets binding resolves a page's path to its prerendered HTML
// (/classes → classes.html); a missing page reaches the Worker (not_found_handling = "none"),
// which responds with the generic shell, never the home page's HTML. The binding here stands in
// for Cloudflare's: it knows the files by the paths its html_handling serves them under, and its
// answers' headers are immutable, as Cloudflare's are. Every HTML response leaves the Worker with
// the pages' security headers and Content-Security-Policy, and every page's HTML passes through
// the Worker (wrangler.toml's run_worker_first).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExecutionContext } from 'hono';
import { describe, expect, it } from 'vitest';
import { PAGES_WITH_HTML, routePatternOf, SHELL_PATH } from '#shared/pages/page-table.ts';
import { pageHeaders } from './lib/security-headers.ts';
import { createStaticHandler } from './lib/static-files.ts';
import { publicConfig } from './routes/config/config.ts';
import { parseEnv } from './env.ts';
import worker from './worker.ts';

const files: Record<string, string> = {
  '/': 'home',
  '/classes': 'classes',
  '/classes/_id': 'class page template',
  '/shell': 'shell',
  '/assets/app.js': 'console.log(1);',
};
const requested: string[] = [];

/** A Response whose headers refuse changes, like those of fetch() and Cloudflare's assets. */
function immutable(body: string, status: number, contentType: string): Response {
  const response = new Response(body, { status, headers: { 'Content-Type': contentType } });
  for (const method of ['set', 'append', 'delete'] as const) {
    Object.defineProperty(response.headers, method, {
      value: () => {
        throw new TypeError("Can't modify immutable headers.");
      },
    });
  }
  return response;
}

const ASSETS = {
  fetch: async (request: Request) => {
    const { pathname } = new URL(request.url);
    requested.push(pathname);
    const body = files[pathname];
    if (body === undefined) return immutable('Not Found', 404, 'text/plain');
    const type = pathname.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    return immutable(body, 200, type);
  },
};
const bindings = { ASSETS, FIREBASE_PROJECT_ID: 'academy-prod' };

async function get(path: string) {
  const response = await worker.fetch(
    new Request(`https://academy.example${path}`),
    bindings,
    {} as ExecutionContext,
  );
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('the Worker serving the PWA', () => {
  it('answers a page with its own HTML and any other page with the shell', async () => {
    expect(await get('/classes')).toMatchObject({ status: 200, text: 'classes' });
    expect(await get('/')).toMatchObject({ status: 200, text: 'home' });
    expect(await get('/dashboard/myclass')).toMatchObject({ status: 200, text: 'shell' });
    expect(await get('/login')).toMatchObject({ status: 200, text: 'shell' });
    // Every class's page: its template, which the app fills with the class.
    expect(await get('/classes/abc')).toMatchObject({ status: 200, text: 'class page template' });
  });

  it('keeps a missing file a 404', async () => {
    requested.length = 0;
    expect(await get('/assets/missing.js')).toMatchObject({ status: 404, text: 'Not Found' });
    expect(requested).toEqual(['/assets/missing.js']);
  });

  it('sends every HTML answer with the pages’ headers, the same as Node', async () => {
    const expected = pageHeaders(publicConfig(parseEnv({ FIREBASE_PROJECT_ID: 'academy-prod' })));
    expect(expected['Content-Security-Policy']).toContain('https://academy-prod.firebaseapp.com');
    for (const path of ['/', '/classes', '/login', '/dashboard/myclass', '/shell']) {
      const { headers } = await get(path);
      for (const [name, value] of Object.entries(expected)) expect(headers.get(name)).toBe(value);
      expect(headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    }
    // Not on the code: a policy on sw.js would bind the service worker's own fetches.
    expect((await get('/assets/app.js')).headers.get('Content-Security-Policy')).toBeNull();
  });

  it('runs for every prerendered page and the shell, so no HTML bypasses it', async () => {
    const config = await readFile(new URL('../wrangler.toml', import.meta.url), 'utf8');
    const list = /^run_worker_first\s*=\s*(\[.*\])$/m.exec(config)?.[1] ?? '[]';
    const runFirst = JSON.parse(list) as string[];
    expect(runFirst).toEqual(
      expect.arrayContaining(['/api/*', ...PAGES_WITH_HTML.map(routePatternOf), SHELL_PATH]),
    );
  });

  it('gives the files Cloudflare serves alone the headers Node sends with them (public/_headers)', async () => {
    const rules = parseHeadersFile(
      await readFile(new URL('../public/_headers', import.meta.url), 'utf8'),
    );
    const dir = await mkdtemp(join(tmpdir(), 'worker-assets-'));
    try {
      await mkdir(join(dir, 'assets'));
      await mkdir(join(dir, 'images'));
      await writeFile(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
      await writeFile(join(dir, 'images', 'logo.svg'), '<svg/>');
      const node = createStaticHandler(dir, {});
      for (const path of ['/assets/app-1a2b3c.js', '/images/logo.svg']) {
        const sent = (await node(new Request(`http://localhost${path}`))).headers;
        const cloudflare = headersFor(rules, path);
        expect(cloudflare['x-content-type-options'], path).toBe(sent.get('X-Content-Type-Options'));
        // Hashed files are kept a year on both; others Cloudflare revalidates (its default).
        if (path.startsWith('/assets/')) {
          expect(cloudflare['cache-control'], path).toBe(sent.get('Cache-Control'));
        } else {
          expect(cloudflare['cache-control'], path).toBeUndefined();
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** Cloudflare's _headers file: a path pattern, then its indented "Name: value" lines. */
function parseHeadersFile(text: string): { pattern: RegExp; headers: Record<string, string> }[] {
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const [name, ...value] = line.trim().split(':');
    rules.at(-1)!.headers[name!.toLowerCase()] = value.join(':').trim();
  }
  return rules;
}

function headersFor(rules: ReturnType<typeof parseHeadersFile>, path: string) {
  return Object.assign(
    {},
    ...rules.filter((rule) => rule.pattern.test(path)).map((r) => r.headers),
  );
}
