// Child process: the stack the end-to-end tests run against (scripts/lib/stack.ts: the Firebase
// Auth emulator with the demo accounts in it, the API on a fresh seeded database serving the
// bench's build), so the bench can sign in as each demo role and measure the dashboards.
// NODE_ENV=test: a production server refuses the emulator (api/env.ts), and a signed-in page needs
// it. Reports { url, emulatorHost } over IPC; SIGTERM or the parent's exit stops it all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowAwayStack, type Stack } from '../../scripts/lib/stack.ts';

export interface SignedInStackReady {
  url: string;
  emulatorHost: string;
}

async function main(): Promise<void> {
  const staticDir = process.env.BENCH_STATIC_DIR;
  if (!staticDir) throw new Error('BENCH_STATIC_DIR is not set');
  const tempDir = await mkdtemp(join(tmpdir(), 'bench-stack-'));
  const started: { stack?: Stack } = {};
  const stop = () => {
    void (started.stack?.stop() ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => rm(tempDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  const stack = await startThrowAwayStack({
    tempDir,
    staticDir,
    baseEnv: process.env,
    logLevel: 'warn',
  });
  started.stack = stack;
  const ready: SignedInStackReady = { url: stack.url, emulatorHost: stack.emulatorHost };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
