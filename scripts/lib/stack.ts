// The whole local stack in one call: the Auth emulator with the demo accounts in it, then the
// API (migrated, demo data seeded the first time) serving /api and the built PWA.
// `npm start` runs it in-process with fixed ports; the e2e harness and the bench run a throw-away
// one with free ports (startThrowAwayStack).
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '#api/db/client.ts';
import { DEMO_ACCOUNTS } from '#api/db/demo-accounts.ts';
import { forgetStaleIdentityLinks, seedDemoData } from '#api/db/seed.ts';
import { parseEnv } from '#api/env.ts';
import { startApiServer } from '#api/node.ts';
import { startAuthEmulator, writeFirebaseConfig, type AuthEmulator } from './auth-emulator.ts';
import { ensureEmulatorAccounts } from './emulator-accounts.ts';
import { findFreePorts, isPortFree } from './ports.ts';

export interface StackOptions {
  /** firebase.json whose emulators section sets the emulator's ports. */
  emulatorConfigPath: string;
  /** Where the emulator keeps its accounts across restarts (none: a fresh emulator). */
  emulatorDataDir?: string;
  /** Working directory of the emulator (it may write firebase-debug.log there). */
  emulatorCwd: string;
  /**
   * Environment for the API (parsed by api/env.ts); FIREBASE_AUTH_EMULATOR_HOST is set here.
   * Without JWT_SECRET the API signs with a random secret of this process (npm start passes the
   * one it keeps in .data/jwt-secret).
   */
  env: Record<string, string | undefined>;
  /** The built PWA to serve beside /api (none: API only, e.g. behind Vite's dev server). */
  staticDir?: string;
  log?: (line: string) => void;
  onEmulatorLine?: (line: string) => void;
}

export interface Stack {
  url: string;
  port: number;
  emulatorHost: string;
  emulator: AuthEmulator;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => {});
  log('Starting the Firebase Auth emulator …');
  const emulator = await startAuthEmulator({
    configPath: options.emulatorConfigPath,
    dataDir: options.emulatorDataDir,
    cwd: options.emulatorCwd,
    onLine: options.onEmulatorLine,
  });
  try {
    const { created, uidsByEmail } = await ensureEmulatorAccounts(
      emulator.host,
      DEMO_ACCOUNTS.map((account) => ({
        email: account.email,
        password: account.password,
        displayName: account.name,
        photoUrl: account.photoURL,
        // Their records have roles: only a verified e-mail may claim them (decision 017).
        emailVerified: true,
      })),
    );
    log(
      `Auth emulator ready on ${emulator.host} (demo accounts: ${created} created, ${DEMO_ACCOUNTS.length - created} already there).`,
    );

    const env = parseEnv({ ...options.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
    const adminEmails = [
      ...new Set([
        ...env.ADMIN_EMAILS,
        ...DEMO_ACCOUNTS.filter((account) => account.role === 'admin').map(
          (account) => account.email,
        ),
      ]),
    ];
    log(`Starting the API (database ${env.DATABASE_URL}) …`);
    const server = await startApiServer({
      env,
      staticDir: options.staticDir,
      seed: async (db: Database) => {
        await seedDemoData(db, { adminEmails });
        const unlinked = await forgetStaleIdentityLinks(db, uidsByEmail);
        if (unlinked > 0)
          log(`Unlinked ${unlinked} demo account(s) from the uids of an earlier Auth emulator.`);
      },
    });
    return {
      url: server.url,
      port: server.port,
      emulatorHost: emulator.host,
      emulator,
      async stop() {
        // A browser holding a connection open must not keep the emulator from stopping. The
        // timer does not keep this process alive on its own once the server has closed.
        await Promise.race([
          server.close().catch(() => {}),
          delay(5_000, undefined, { ref: false }),
        ]);
        await emulator.stop();
      },
    };
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}

/**
 * A throw-away stack for tests and the bench: free ports, the emulator's config and a fresh
 * database in `tempDir` (the caller removes it), NODE_ENV=test (a production server refuses the
 * emulator, and signing in needs it), and no rate limit (every browser signs in from one address).
 * Without JWT_SECRET in `baseEnv` the API signs with a random secret of this process.
 */
export async function startThrowAwayStack(options: {
  tempDir: string;
  staticDir: string;
  baseEnv: Record<string, string | undefined>;
  logLevel: string;
  log?: (line: string) => void;
}): Promise<Stack & { databaseUrl: string }> {
  const [apiPort, authPort, hubPort, loggingPort] = (await portsFrom(options.baseEnv.PORT, 4)) as [
    number,
    number,
    number,
    number,
  ];
  const configPath = join(options.tempDir, 'firebase.json');
  await writeFirebaseConfig(configPath, { auth: authPort, hub: hubPort, logging: loggingPort });
  const databaseUrl = `file:${join(options.tempDir, 'academy.db')}`;
  const stack = await startStack({
    emulatorConfigPath: configPath,
    emulatorCwd: options.tempDir,
    env: {
      ...options.baseEnv,
      NODE_ENV: 'test',
      PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: options.logLevel,
    },
    staticDir: options.staticDir,
    log: options.log,
  });
  return { ...stack, databaseUrl };
}

/**
 * `count` ports for a throw-away stack: PORT and the ones after it when PORT is set and they are
 * all free (a machine shared by several people gives each a range), else any the OS has free.
 */
async function portsFrom(first: string | undefined, count: number): Promise<number[]> {
  const start = Number(first);
  if (Number.isInteger(start) && start > 0) {
    const wanted = Array.from({ length: count }, (_, index) => start + index);
    const free = await Promise.all(wanted.map((port) => isPortFree(port)));
    if (free.every(Boolean)) return wanted;
  }
  return findFreePorts(count);
}
