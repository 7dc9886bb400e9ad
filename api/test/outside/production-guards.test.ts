// A server with NODE_ENV=production and an unsafe setting does not run: the Node server exits
// with the reason (as `node --import tsx api/node.ts` is started in production), `npm start`
// refuses production outright, and the Worker answers /api and the pages with 503 and logs the reason.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExecutionContext } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeFirebaseConfig } from '../../../scripts/lib/auth-emulator.ts';
import { findFreePort, findFreePorts } from '../../../scripts/lib/ports.ts';
import { generateVapidKeys } from '../../services/messaging/vapid.ts';
import worker from '../../worker.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-guards-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
/** Servers still running when a test ends (one that failed to refuse): stopped, not left behind. */
const running = new Set<() => Promise<unknown>>();
afterEach(async () => {
  for (const stop of running) await stop();
  running.clear();
});

const VAPID = await generateVapidKeys();
const OTHER_VAPID = await generateVapidKeys();

/** Production settings that meet every rule of api/env.ts. */
const safe = () => ({
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: 'mailto:ops@academy.example',
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('base64'),
  FIREBASE_PROJECT_ID: 'sports-academy-live',
  FIREBASE_API_KEY: 'web-api-key-of-the-project',
  ALLOW_TEST_PAYMENTS: 'true',
  DATABASE_URL: `file:${join(dir, 'academy.db')}`,
  LOG_LEVEL: 'warn',
});

interface Run {
  code: number | null;
  output: string;
}

/** Runs a script with exactly `env` (no variable of the test's own environment leaks in). */
async function runScript(
  [script, ...args]: string[],
  env: Record<string, string | undefined>,
  untilOutput?: RegExp,
): Promise<Run & { stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script!, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = { code: null as number | null, output: '' };
  const collect = (chunk: Buffer) => (run.output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit').then(([code]) => (run.code = code as number | null));
  const stop = async () => {
    if (run.code === null) child.kill('SIGTERM');
    await exited;
    return run.code;
  };
  running.add(stop);
  const started = new Promise<void>((resolve) => {
    if (!untilOutput) return;
    const check = () => untilOutput.test(run.output) && resolve();
    child.stdout.on('data', check);
  });
  await Promise.race([exited, started]);
  return {
    ...run,
    get output() {
      return run.output;
    },
    stop,
  };
}

describe('node api/node.ts with NODE_ENV=production', () => {
  // Every rule's refusal and its words are api/env.test.ts's (parseEnv, in this process); here,
  // that a refusal stops the real server before it listens, with the reason.
  it('refuses to start with an unsafe setting (the Auth emulator host), saying why', async () => {
    const run = await runScript(['api/node.ts'], {
      ...safe(),
      PORT: String(await findFreePort()),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      JWT_SECRET: undefined,
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/Invalid configuration for NODE_ENV=production/);
    expect(run.output).toMatch(/FIREBASE_AUTH_EMULATOR_HOST is set/);
    expect(run.output).toMatch(/JWT_SECRET is not set/);
    expect(run.output).not.toMatch(/listening/);
  }, 60_000);

  it('refuses to start with VAPID keys of two different pairs', async () => {
    const run = await runScript(['api/node.ts'], {
      ...safe(),
      PORT: String(await findFreePort()),
      VAPID_PRIVATE_KEY: OTHER_VAPID.privateKey,
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one key pair/);
    expect(run.output).not.toMatch(/listening/);
  }, 60_000);

  it('starts with safe settings, serves, and stops on SIGTERM', async () => {
    const port = await findFreePort();
    const run = await runScript(['api/node.ts'], { ...safe(), PORT: String(port) }, /listening on/);
    try {
      expect(run.output).toContain(`listening on http://localhost:${port}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/config`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ authEmulatorUrl: null });
    } finally {
      expect(await run.stop()).toBe(0);
    }
  }, 60_000);
});

describe('npm start with NODE_ENV=production', () => {
  it('refuses before starting the Auth emulator', async () => {
    // Its own data folder and emulator ports, so that a start that fails to refuse harms nothing.
    const configPath = join(dir, 'firebase.json');
    const [auth, hub, logging] = (await findFreePorts(3)) as [number, number, number];
    await writeFirebaseConfig(configPath, { auth, hub, logging });
    const run = await runScript(
      [
        'scripts/start.ts',
        '--api-only',
        '--data-dir',
        join(dir, 'data'),
        '--firebase-config',
        configPath,
      ],
      { ...safe(), PORT: String(await findFreePort()) },
    );
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/npm start runs the Auth emulator.*not for NODE_ENV=production/s);
    expect(run.output).not.toMatch(/Starting the Firebase Auth emulator/);
  }, 60_000);
});

describe('the Worker with NODE_ENV=production', () => {
  const ASSETS = { fetch: async () => new Response('page') };
  const call = (path: string, bindings: Record<string, unknown>) =>
    worker.fetch(new Request(`https://academy.example${path}`), bindings, {} as ExecutionContext);

  it('answers /api and the pages with 503 and logs the reason when a setting is unsafe', async () => {
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const bindings = { ...safe(), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ASSETS };
      const response = await call('/api/config', bindings);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: 'unavailable',
          reason: 'service_misconfigured',
          params: {},
          message: 'The service is not configured correctly yet. Please try again later.',
        },
      });
      const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0])) as Record<string, string>;
      expect(line).toMatchObject({ level: 'error' });
      expect(line.reason).toMatch(/FIREBASE_AUTH_EMULATOR_HOST is set/);
      // Nor are the pages served: their Content-Security-Policy is built from the same settings.
      expect((await call('/classes', bindings)).status).toBe(503);
    } finally {
      logged.mockRestore();
    }
  });

  it('serves /api with safe settings', async () => {
    const response = await call('/api/config', { ...safe(), LOG_LEVEL: 'silent', ASSETS });
    expect(response.status).toBe(200);
  });
});
