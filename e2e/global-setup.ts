// Starts the stack for the whole run (scripts/e2e-stack.ts in a child process: Auth emulator,
// API on a temp database, the built PWA) and hands its addresses to the tests through env
// variables, which Playwright's workers inherit. The returned function tears it all down.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from '../scripts/lib/child-process.ts';
import { READY_PREFIX, type E2eStackInfo } from '../scripts/lib/e2e-stack-info.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error(
      'No PWA build in dist/: run `npm run build` first (`npm run test:e2e` builds when needed).',
    );
  }
  let resolveReady: (info: E2eStackInfo) => void = () => {};
  const ready = new Promise<E2eStackInfo>((resolve) => (resolveReady = resolve));
  const verbose = Boolean(process.env.E2E_VERBOSE);
  const child = startChild(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'e2e-stack.ts')],
    {
      name: 'e2e stack',
      cwd: ROOT,
      env: process.env,
      keepLines: 200,
      onLine: (line) => {
        if (line.startsWith(READY_PREFIX))
          resolveReady(JSON.parse(line.slice(READY_PREFIX.length)) as E2eStackInfo);
        else if (verbose) console.log(line);
      },
    },
  );
  const info = await new Promise<E2eStackInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The e2e stack did not start within 120 s')),
      120_000,
    );
    child.process.on('exit', () =>
      reject(new Error(`The e2e stack ${child.exitReason() ?? 'exited'}`)),
    );
    void ready.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  }).catch(async (error: unknown) => {
    await child.stop({ signal: 'SIGTERM', graceMs: 5_000 });
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- its output ---\n${child.recentOutput()}`);
  });

  process.env.E2E_BASE_URL = info.url;
  process.env.E2E_AUTH_EMULATOR_HOST = info.emulatorHost;
  process.env.E2E_DATABASE_URL = info.databaseUrl;
  return async () => {
    await child.stop({ signal: 'SIGTERM', graceMs: 25_000 });
  };
}
