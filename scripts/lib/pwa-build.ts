// Whether dist/ (the PWA build) is older than its sources, and building it with Vite.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the build is made from, relative to the project root. Tests don't change the build. */
const SOURCES = [
  'pwa',
  'public',
  'shared',
  'vite.config.ts',
  // vite.config.ts's own plugins, and what they run on every build: the prerendered pages
  // (decision 012) and the loader that starts the app after their first paint (decision 014).
  'scripts/vite-plugins',
  'scripts/prerender.ts',
  'scripts/lib/boot-after-paint.ts',
  'package-lock.json',
];
const BUILD_OUTPUTS = ['dist/index.html', 'dist/sw.js', 'dist-ssr/prerender.js'];
const IGNORED = /\.test\.tsx?$|(^|\/)(test|node_modules)\//;

async function newestFile(
  target: string,
  root: string,
): Promise<{ file: string; mtimeMs: number } | undefined> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return undefined;
  if (info.isFile()) {
    return IGNORED.test(path.relative(root, target))
      ? undefined
      : { file: target, mtimeMs: info.mtimeMs };
  }
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const entry of await readdir(target)) {
    const candidate = await newestFile(path.join(target, entry), root);
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** Why the PWA must be (re)built, or undefined when dist/ is up to date. */
export async function staleBuildReason(root: string): Promise<string | undefined> {
  // index.html is written first and the service worker last: a build that failed half-way
  // leaves no sw.js, so it is not taken for a finished one.
  const outputs = await Promise.all(
    BUILD_OUTPUTS.map((file) => stat(path.join(root, file)).catch(() => undefined)),
  );
  if (outputs.some((output) => !output)) return 'dist/ has no complete build';
  const builtAt = Math.min(...outputs.map((output) => output?.mtimeMs ?? 0));
  for (const source of SOURCES) {
    const newest = await newestFile(path.join(root, source), root);
    if (newest && newest.mtimeMs > builtAt) {
      return `${path.relative(root, newest.file)} changed after the last build`;
    }
  }
  return undefined;
}

/** Runs `vite build` with its output on our terminal; resolves with its exit code. */
export function buildPwa(root: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const require = createRequire(path.join(root, 'package.json'));
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: root, env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Builds when the build is missing or stale; says what it does. Throws when the build fails. */
export async function ensurePwaBuild(
  root: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  const reason = await staleBuildReason(root);
  if (!reason) {
    log('PWA build is up to date (dist/).');
    return;
  }
  log(`Building the PWA (${reason}) …`);
  const startedAt = Date.now();
  const code = await buildPwa(root);
  // Not staleBuildReason() again: a source edited during the build would count as a failure.
  const outputs = await Promise.all(
    BUILD_OUTPUTS.map((file) => stat(path.join(root, file)).catch(() => undefined)),
  );
  if (code !== 0 || outputs.some((output) => !output || output.mtimeMs < startedAt - 1_000)) {
    throw new Error(`The PWA build failed (vite build exited with code ${code}).`);
  }
}
