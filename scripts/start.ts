// `npm start`: the whole product on one machine with no network. Builds the PWA when needed,
// starts the Firebase Auth emulator (accounts kept in .data/firebase), then the API serving /api
// and the PWA on http://localhost:8787 (PORT overrides). `npm run dev` (--dev) serves the PWA
// from Vite's dev server with hot reload instead, forwarding /api to the API.
// Other options: --verbose (the emulator's output), --api-only (no PWA, no build),
// --data-dir <dir> (instead of .data: accounts, database, JWT secret, VAPID keys), --firebase-config <file>
// (another firebase.json, for other emulator ports). How it stops: scripts/lib/lifetime.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '#api/db/demo-accounts.ts';
import { parseEnv } from '#api/env.ts';
import { readEmulatorPorts } from './lib/auth-emulator.ts';
import { startChild, type ManagedChild } from './lib/child-process.ts';
import { isAttached, readStartContext, watchParent } from './lib/lifetime.ts';
import { ensureLocalSecret } from './lib/local-secret.ts';
import { ensureLocalVapidKeys } from './lib/local-vapid-keys.ts';
import { assertPortsFree } from './lib/ports.ts';
import { ensurePwaBuild } from './lib/pwa-build.ts';
import { startStack, type Stack } from './lib/stack.ts';
import { waitForHttp } from './lib/wait-for-http.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(ROOT, '.data') },
    'firebase-config': { type: 'string', default: path.join(ROOT, 'firebase.json') },
  },
});
const DEV = options.dev;
const SERVE_PWA = !DEV && !options['api-only'];
const DATA_DIR = path.resolve(options['data-dir']);
const DEV_SERVER_PORT = 5173;
/** In a terminal's foreground, or detached (nohup, setsid, systemd, …): see lib/lifetime.ts. */
const ATTACHED = isAttached(readStartContext());

const log = (line: string) => console.log(`[start] ${line}`);

function printWelcome(url: string): void {
  const rows = DEMO_ACCOUNTS.map(
    (account) =>
      `  ${(account.role ?? 'student').padEnd(10)} ${account.email.padEnd(22)} ${account.password}`,
  );
  console.log(
    [
      '',
      `  Sports Academy is running: ${url}`,
      '',
      '  Demo accounts (role, e-mail, password):',
      ...rows,
      '',
      ATTACHED ? '  Press Ctrl-C to stop.' : `  Stop it with: kill ${process.pid}`,
      '',
    ].join('\n'),
  );
}

// What this process started, so every exit path can stop it (the emulator runs in its own
// process group and would otherwise outlive us).
let stack: Stack | undefined;
let devServer: ManagedChild | undefined;
let starting = true;
let stopping = false;
/** A stop asked for while starting up: carried out once startup has finished. */
let pendingStop: { reason: string; code: number } | undefined;
// Read through a function: TypeScript cannot see that the signal handlers change it meanwhile.
const stopRequested = () => pendingStop;

async function shutdown(reason: string, code: number): Promise<void> {
  if (stopping) {
    log('Still stopping (the Auth emulator is saving its accounts) …');
    return;
  }
  // A signal during startup: startStack() cleans up after itself if it fails, and main()
  // calls us again once it has finished starting.
  if (starting) {
    log(`${reason}: stopping as soon as startup has finished …`);
    pendingStop = { reason, code };
    return;
  }
  stopping = true;
  log(`${reason}: stopping …`);
  await devServer?.stop({ signal: 'SIGTERM', graceMs: 5_000 });
  await stack?.stop();
  const dataDir = DATA_DIR.startsWith(ROOT + path.sep) ? path.relative(ROOT, DATA_DIR) : DATA_DIR;
  log(`Stopped. Data is kept in ${dataDir}/ for the next start.`);
  process.exit(code);
}
async function main(): Promise<void> {
  process.chdir(ROOT);
  // If npm went away with the pipe we print to, a failed write must not kill us before the
  // emulator has been stopped.
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});
  process.on('SIGINT', () => void shutdown('Ctrl-C', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  if (ATTACHED) {
    process.on('SIGHUP', () => void shutdown('Terminal closed', 0));
    watchParent((pid) => void shutdown(`The process that started us (${pid}) exited`, 0));
  } else {
    process.on('SIGHUP', () =>
      log('SIGHUP ignored: started detached, this runs until SIGTERM or SIGINT.'),
    );
  }

  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'npm start runs the Auth emulator, which accepts unsigned sign-ins: it is not for ' +
        'NODE_ENV=production. Run the production server with `node --import tsx api/node.ts` ' +
        '(docs/deployment.md).',
    );
  }
  const configPath = path.resolve(options['firebase-config']);
  const emulatorPorts = await readEmulatorPorts(configPath);
  const apiEnv = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? `file:${path.join(DATA_DIR, 'academy.db')}`,
    // A random secret of this machine, kept for the next start; never a published one.
    JWT_SECRET:
      process.env.JWT_SECRET ?? (await ensureLocalSecret(path.join(DATA_DIR, 'jwt-secret'))),
    // This machine's VAPID pair, kept too: the browsers' push subscriptions outlive a restart.
    ...(process.env.VAPID_PUBLIC_KEY
      ? {}
      : await ensureLocalVapidKeys(path.join(DATA_DIR, 'vapid-keys'))),
  };
  const env = parseEnv(apiEnv);
  await assertPortsFree([
    { port: env.PORT, purpose: 'the API and the PWA (set PORT to use another)' },
    { port: emulatorPorts.auth, purpose: 'the Firebase Auth emulator (see firebase.json)' },
    { port: emulatorPorts.hub, purpose: "the Firebase emulators' hub (see firebase.json)" },
    { port: emulatorPorts.logging, purpose: "the Firebase emulators' logging (see firebase.json)" },
    ...(DEV ? [{ port: DEV_SERVER_PORT, purpose: "Vite's dev server" }] : []),
  ]);

  if (SERVE_PWA) await ensurePwaBuild(ROOT, log);
  const early = stopRequested();
  if (early) process.exit(early.code);

  stack = await startStack({
    emulatorConfigPath: configPath,
    emulatorDataDir: path.join(DATA_DIR, 'firebase'),
    emulatorCwd: ROOT,
    env: apiEnv,
    staticDir: SERVE_PWA ? path.join(ROOT, 'dist') : undefined,
    log,
    onEmulatorLine: options.verbose ? (line) => console.log(`[auth] ${line}`) : undefined,
  });
  stack.emulator.child.process.on('exit', () => {
    if (!stopping) {
      console.error(
        `[start] The Auth emulator stopped unexpectedly:\n${stack?.emulator.child.recentOutput()}`,
      );
      void shutdown('Auth emulator gone', 1);
    }
  });

  let url = `http://localhost:${stack.port}`;
  if (DEV && !stopRequested()) {
    const viteBin = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    devServer = startChild(
      process.execPath,
      [viteBin, '--port', String(DEV_SERVER_PORT), '--strictPort'],
      {
        name: 'Vite dev server',
        cwd: ROOT,
        env: { ...process.env, API_PORT: String(stack.port) },
        onLine: (line) => console.log(`[vite] ${line}`),
      },
    );
    url = `http://localhost:${DEV_SERVER_PORT}`;
    await waitForHttp(url, { timeoutMs: 60_000, failFast: () => devServer?.exitReason() });
  }
  starting = false;
  const requested = stopRequested();
  if (requested) return shutdown(requested.reason, requested.code);
  printWelcome(url);
}

main().catch(async (error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  starting = false;
  await shutdown('Startup failed', 1);
});
