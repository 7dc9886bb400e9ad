import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BANGLA_HOME_FILE,
  checkFirstPaintBudget,
  entryUrlsOf,
  FIRST_PAINT_JS_LIMIT_BYTES,
  firstPaintFiles,
  pageOnlyCodeProblems,
  START_UP_LIMITS,
  startUpProblem,
  staticImportsOf,
} from './budget.ts';

const dirs: string[] = [];

async function fakeDist(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'budget-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

/** Text gzip cannot shrink much (base64 of random bytes), so its gzip size is predictable. */
const incompressible = (bytes: number) =>
  `export const blob="${randomBytes(bytes).toString('base64')}";`;

const page = (head: string) =>
  `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('staticImportsOf', () => {
  it('finds minified static imports and re-exports but not dynamic import()', () => {
    const code =
      'import{a as e,b as t}from"./react-1.js";import"./side-2.js";import*as n from\'./ns-3.js\';' +
      'export{x}from"./re-4.js";export*from"./all-5.js";' +
      'const l=()=>import("./lazy-6.js"),m=import.meta.url;v.import("./not-7.js");';
    expect(staticImportsOf(code)).toEqual([
      './react-1.js',
      './side-2.js',
      './ns-3.js',
      './re-4.js',
      './all-5.js',
    ]);
  });
});

describe('entryUrlsOf', () => {
  it('takes module scripts and modulepreload links in any attribute order, nothing else', () => {
    const html = page(
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link crossorigin href="/assets/react.js" rel="modulepreload">' +
        '<link rel="stylesheet" href="/assets/index.css"><link rel="preload" href="/font.woff2">' +
        '<script src="/legacy.js"></script>',
    );
    expect(entryUrlsOf(html)).toEqual(['/assets/index.js', '/assets/react.js']);
  });

  it('counts the entry a prerendered page starts after its first paint', () => {
    const html = page(
      '<script data-app-entry="/assets/index.js" data-app-modules="/assets/react.js /assets/home.js">boot()</script>',
    );
    expect(entryUrlsOf(html)).toEqual(['/assets/index.js']);
  });
});

describe('checkFirstPaintBudget', () => {
  it('counts the entry, its modulepreloads and static imports transitively, never lazy chunks', async () => {
    const dist = await fakeDist({
      'index.html': page(
        '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">',
      ),
      'assets/index.js':
        'import{v}from"./vendor.js";import"./shell.js";const r=()=>import("./route.js");',
      'assets/vendor.js': 'export const v=1;',
      'assets/shell.js': 'export*from"./icons.js";',
      'assets/icons.js': 'export const i=1;',
      'assets/route.js': `import"./route-only.js";${incompressible(200_000)}`,
      'assets/route-only.js': 'export {}',
    });

    const result = await checkFirstPaintBudget(dist);

    expect(result.files).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/shell.js',
      'assets/icons.js',
    ]);
    expect(result.ok).toBe(true);
    expect(result.limit).toBe(112_640);
    expect(result.gzipBytes).toBeGreaterThan(0);
    expect(result.gzipBytes).toBeLessThan(1_000);
  });

  it('fails when a statically imported chunk pushes the gzip size past 110 KB', async () => {
    const dist = await fakeDist({
      'index.html': page('<script type="module" src="./assets/index.js"></script>'),
      'assets/index.js': 'import"./big.js";',
      'assets/big.js': incompressible(120_000),
    });

    const result = await checkFirstPaintBudget(dist);

    expect(result.files).toEqual(['assets/index.js', 'assets/big.js']);
    expect(result.gzipBytes).toBeGreaterThan(FIRST_PAINT_JS_LIMIT_BYTES);
    expect(result.ok).toBe(false);
  });

  it('holds the build to a given limit, such as the guard npm test uses', async () => {
    const dist = await fakeDist({
      'index.html': page('<script type="module" src="./assets/index.js"></script>'),
      'assets/index.js': incompressible(20_000),
    });

    expect((await checkFirstPaintBudget(dist, 30_000)).ok).toBe(true);
    const overGuard = await checkFirstPaintBudget(dist, 10_000);
    expect(overGuard).toMatchObject({ ok: false, limit: 10_000 });
  });

  it('reports raw and gzip sizes per file and ignores import-like text naming no file', async () => {
    const entryCode = 'const help="write: import x from \\"./ghost.js\\"";';
    const dist = await fakeDist({
      'index.html': page('<script type="module" src="/assets/index.js"></script>'),
      'assets/index.js': entryCode,
    });

    const [entry, ...rest] = await firstPaintFiles(dist);

    expect(rest).toEqual([]);
    expect(entry?.file).toBe('assets/index.js');
    expect(entry?.rawBytes).toBe(Buffer.byteLength(entryCode));
    expect(entry?.gzipBytes).toBeGreaterThan(20);
  });

  it('measures another page from its own HTML file (Bangla’s bn.html, decision 021)', async () => {
    const dist = await fakeDist({
      'index.html': page('<script type="module" src="/assets/index.js"></script>'),
      'bn.html': page(
        '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/bn-extra.js">',
      ),
      'assets/index.js': 'export const a=1;',
      'assets/bn-extra.js': 'export const b=2;',
    });
    expect((await firstPaintFiles(dist, BANGLA_HOME_FILE)).map((file) => file.file)).toEqual([
      'assets/index.js',
      'assets/bn-extra.js',
    ]);
    expect((await firstPaintFiles(dist)).map((file) => file.file)).toEqual(['assets/index.js']);
  });

  it('throws when index.html loads a module that is not in the build', async () => {
    const dist = await fakeDist({
      'index.html': page('<script type="module" src="/assets/gone.js"></script>'),
    });

    await expect(checkFirstPaintBudget(dist)).rejects.toThrow(/assets\/gone\.js/);
  });
});

describe('pageOnlyCodeProblems', () => {
  const rule = { marker: 'data-chart', routeChunk: 'report' };
  const app = 'const r=()=>import("./report-a1.js"),p=()=>import("./payments-b2.js");';

  it('finds nothing when the route’s own chunk holds the code and only import() reaches it', async () => {
    const dist = await fakeDist({
      'index.html': page('<script type="module" src="/assets/app.js"></script>'),
      'shell.html': page('<script type="module" src="/assets/app.js"></script>'),
      'assets/app.js': app,
      'assets/report-a1.js': 'export const C=()=>h("svg",{"data-chart":"x"});',
      'assets/payments-b2.js': 'export const P=1;',
    });
    expect(await pageOnlyCodeProblems(dist, rule)).toEqual([]);
  });

  it('names another chunk importing it, a page painting with it, and the code elsewhere', async () => {
    const dist = await fakeDist({
      'index.html': page('<script type="module" src="/assets/app.js"></script>'),
      'bn/classes.html': page('<script type="module" src="/assets/report-a1.js"></script>'),
      'assets/app.js': app,
      'assets/report-a1.js': 'export const C=()=>h("svg",{"data-chart":"x"});',
      'assets/payments-b2.js': 'import{C}from"./report-a1.js";export const P=C;',
      'assets/shared-c3.js': 'export const S="data-chart";',
    });
    expect((await pageOnlyCodeProblems(dist, rule)).sort()).toEqual([
      'bn/classes.html loads report-a1.js to paint',
      'payments-b2.js imports report-a1.js statically',
      "shared-c3.js holds data-chart, not report's own chunk",
    ]);
  });

  it('names a build without the code at all', async () => {
    const dist = await fakeDist({
      'index.html': page('<script type="module" src="/assets/app.js"></script>'),
      'assets/app.js': 'export {}',
    });
    expect(await pageOnlyCodeProblems(dist, rule)).toEqual(['no chunk holds data-chart']);
  });
});

describe('the start-up of a public page', () => {
  const loaderPage = (modules: string[]) =>
    '<!doctype html><html><head></head><body><div id="root"></div>' +
    `<script data-app-entry="/assets/index.js" data-app-modules="${modules.join(' ')}"></script>` +
    '</body></html>';

  it("counts what the page's loader preloads after the paint, and their static imports", async () => {
    const dist = await fakeDist({
      'classes.html': loaderPage(['/assets/route.js']),
      'assets/index.js': 'import"./react.js";const r=()=>import("./route.js");',
      'assets/react.js': 'export const a=1;',
      'assets/route.js': 'import"./icons.js";',
      'assets/icons.js': 'export const i=1;',
    });
    const files = async (startUp: boolean) =>
      (await firstPaintFiles(dist, 'classes.html', { startUp })).map((file) => file.file).sort();
    expect(await files(false)).toEqual(['assets/index.js', 'assets/react.js']);
    expect(await files(true)).toEqual([
      'assets/icons.js',
      'assets/index.js',
      'assets/react.js',
      'assets/route.js',
    ]);
    expect(await startUpProblem(dist, 'classes.html')).toBeNull();
  });

  it('fails a page that starts with more modules than the decision allows', async () => {
    const limit = START_UP_LIMITS['classes.html']!.modules;
    const modules = Array.from({ length: limit }, (_, index) => `/assets/m${index}.js`);
    const dist = await fakeDist({
      'classes.html': loaderPage(modules),
      'assets/index.js': 'export const entry=1;',
      ...Object.fromEntries(modules.map((url) => [url.slice(1), 'export const m=1;'])),
    });
    expect(await startUpProblem(dist, 'classes.html')).toBe(
      `classes.html starts with ${limit + 1} modules (at most ${limit})`,
    );
  });
});
