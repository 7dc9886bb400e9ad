// The stack the end-to-end tests run against, started as a child process (lib/e2e-stack-child.ts):
// free ports, a throw-away database and emulator config in a temp folder, the built PWA.
// Prints one line `E2E_READY {json}` when it serves, and cleans up on SIGTERM / SIGINT.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { READY_PREFIX, type E2eStackInfo } from './lib/e2e-stack-child.ts';
import { startThrowAwayStack, type Stack } from './lib/stack.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'academy-e2e-'));
  let stack: Stack | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stack?.stop().catch(() => {});
    await rm(tempDir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  try {
    const started = await startThrowAwayStack({
      tempDir,
      staticDir: path.join(ROOT, 'dist'),
      baseEnv: process.env,
      logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
      log: (line) => console.error(`[e2e-stack] ${line}`),
    });
    stack = started;
    // Sessions signed in against this stack's emulator, shared by every Playwright run against it.
    const sessionsDir = path.join(tempDir, 'sessions');
    await mkdir(sessionsDir);
    const info: E2eStackInfo = {
      url: started.url,
      emulatorHost: started.emulatorHost,
      databaseUrl: started.databaseUrl,
      sessionsDir,
    };
    if (stopping) return;
    console.log(`${READY_PREFIX}${JSON.stringify(info)}`);
  } catch (error) {
    console.error(
      `[e2e-stack] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    await stop(1);
  }
}

void main();
