// The stack the end-to-end tests run against, started by e2e/global-setup.ts as a child process:
// free ports, a throw-away database and emulator config in a temp folder, the built PWA.
// Prints one line `E2E_READY {json}` when it serves, and cleans up on SIGTERM / SIGINT.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFirebaseConfig } from './lib/auth-emulator.ts';
import { READY_PREFIX, type E2eStackInfo } from './lib/e2e-stack-info.ts';
import { findFreePorts } from './lib/ports.ts';
import { startStack, type Stack } from './lib/stack.ts';

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
    const [apiPort, authPort, hubPort, loggingPort] = (await findFreePorts(4)) as [
      number,
      number,
      number,
      number,
    ];
    const configPath = path.join(tempDir, 'firebase.json');
    await writeFirebaseConfig(configPath, { auth: authPort, hub: hubPort, logging: loggingPort });
    const databaseUrl = `file:${path.join(tempDir, 'academy.db')}`;
    stack = await startStack({
      emulatorConfigPath: configPath,
      emulatorCwd: tempDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(apiPort),
        DATABASE_URL: databaseUrl,
        // No JWT_SECRET (unless the caller's environment has one): api/env.ts signs with a random
        // secret of this process, which lives as long as the tests' stack.
        // Every test signs in from the same address: the rate limit is not what they test.
        RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      },
      staticDir: path.join(ROOT, 'dist'),
      log: (line) => console.error(`[e2e-stack] ${line}`),
    });
    const info: E2eStackInfo = { url: stack.url, emulatorHost: stack.emulatorHost, databaseUrl };
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
