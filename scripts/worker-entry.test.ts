// The Worker's generated entry travels with its build: a checkout built in one folder, then moved
// (a CI cache restored elsewhere, a build copied to a deploy machine), still bundles and runs the
// api/worker.ts beside it. An entry naming the folder it was built in fails to bundle there.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledModules } from '../api/test/worker-bundle.ts';
import { WORKER_ENTRY_FILE, WORKER_RENDERER_FILE } from '#shared/pages/page-renderer.ts';
import { writeWorkerEntry } from './prerender.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHELL =
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body>shell</body></html>';
// What the build's workerd renderer exports; the pages with data are not asked for here.
const RENDERER = `export async function renderPage() { throw new Error('not asked'); }
export function renderShell() { return ''; }
`;

let dir: string;
let mf: Miniflare | undefined;
let entry: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-worker-entry-'));
  const built = join(dir, 'built-here');
  // The checkout as wrangler bundles it: the sources, the config, the packages, the build.
  for (const name of ['api', 'shared', 'package.json', 'tsconfig.json', 'wrangler.toml']) {
    await cp(join(ROOT, name), join(built, name), { recursive: true });
  }
  await symlink(join(ROOT, 'node_modules'), join(built, 'node_modules'), 'dir');
  await mkdir(join(built, 'dist'), { recursive: true });
  await writeFile(join(built, 'dist', 'shell.html'), SHELL);
  const rendererFile = join(built, 'dist-ssr', WORKER_RENDERER_FILE);
  await mkdir(dirname(rendererFile), { recursive: true });
  await writeFile(rendererFile, RENDERER);
  await writeWorkerEntry(join(built, 'dist-ssr'), join(built, 'api', 'worker.ts'));

  const moved = join(dir, 'moved-there');
  await rename(built, moved);
  entry = await readFile(join(moved, 'dist-ssr', WORKER_ENTRY_FILE), 'utf8');
  await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      'deploy',
      '--dry-run',
      '--outdir',
      join(moved, 'out'),
      '--config',
      join(moved, 'wrangler.toml'),
    ],
    { cwd: moved, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
  );
  mf = new Miniflare({
    modules: await bundledModules(join(moved, 'out'), 'worker-entry.js'),
    modulesRoot: join(moved, 'out'),
    assets: {
      directory: join(moved, 'dist'),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true },
      assetConfig: { html_handling: 'auto-trailing-slash', not_found_handling: 'none' },
    },
    compatibilityDate: '2026-04-01',
    bindings: { NODE_ENV: 'development', LOG_LEVEL: 'silent' },
  });
}, 180_000);

afterAll(async () => {
  await mf?.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe("the Worker's generated entry", () => {
  it('names api/worker.ts relative to itself, not by the folder it was built in', () => {
    expect(entry).toContain(`from "../api/worker.ts"`);
    expect(entry).not.toContain(dir);
  });

  it('bundles and serves from the folder the build was moved to', async () => {
    const response = await mf!.dispatchFetch('https://academy.test/some-page');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<body>shell</body>');
    expect(response.headers.get('Content-Security-Policy')).toBeTruthy();
  });
});
