// `npm start`: the whole product on one machine with no network. Builds the PWA when needed,
// starts the Firebase Auth emulator (accounts kept in .data/firebase), then the API serving /api
// and the PWA on http://localhost:8787 (PORT overrides). `npm run dev` (--dev) serves the PWA
// from Vite's dev server with hot reload instead, forwarding /api to the API.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '#api/db/demo-accounts.ts';
import { parseEnv } from '#api/env.ts';
import { watchAncestors } from './lib/ancestors.ts';
import { readEmulatorPorts } from './lib/auth-emulator.ts';
import { startChild, type ManagedChild } from './lib/child-process.ts';
import { assertPortsFree } from './lib/ports.ts';
import { ensurePwaBuild } from './lib/pwa-build.ts';
import { startStack, type Stack } from './lib/stack.ts';
import { waitForHttp } from './lib/wait-for-http.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEV = process.argv.includes('--dev');
const VERBOSE = process.argv.includes('--verbose');
const DEV_SERVER_PORT = 5173;

const log = (line: string) => console.log(`[start] ${line}`);

function printWelcome(url: string): void {
  const rows = DEMO_ACCOUNTS.map(
    (account) => `  ${(account.role ?? 'student').padEnd(10)} ${account.email.padEnd(22)} ${account.password}`,
  );
  console.log(
    [
      '',
      `  Sports Academy is running: ${url}`,
      '',
      '  Demo accounts (role, e-mail, password):',
      ...rows,
      '',
      '  Press Ctrl-C to stop.',
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
  log('Stopped. Data is kept in .data/ for the next start.');
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
  process.on('SIGHUP', () => void shutdown('Terminal closed', 0));
  watchAncestors((pid) => void shutdown(`The process that started us (${pid}) exited`, 0));

  const env = parseEnv(process.env);
  const configPath = path.join(ROOT, 'firebase.json');
  const emulatorPorts = await readEmulatorPorts(configPath);
  await assertPortsFree([
    { port: env.PORT, purpose: 'the API and the PWA (set PORT to use another)' },
    { port: emulatorPorts.auth, purpose: 'the Firebase Auth emulator (see firebase.json)' },
    { port: emulatorPorts.hub, purpose: "the Firebase emulators' hub (see firebase.json)" },
    { port: emulatorPorts.logging, purpose: "the Firebase emulators' logging (see firebase.json)" },
    ...(DEV ? [{ port: DEV_SERVER_PORT, purpose: "Vite's dev server" }] : []),
  ]);

  if (!DEV) await ensurePwaBuild(ROOT, log);
  const early = stopRequested();
  if (early) process.exit(early.code);

  stack = await startStack({
    emulatorConfigPath: configPath,
    emulatorDataDir: path.join(ROOT, '.data', 'firebase'),
    emulatorCwd: ROOT,
    env: process.env,
    staticDir: DEV ? undefined : path.join(ROOT, 'dist'),
    log,
    onEmulatorLine: VERBOSE ? (line) => console.log(`[auth] ${line}`) : undefined,
  });
  stack.emulator.child.process.on('exit', () => {
    if (!stopping) {
      console.error(`[start] The Auth emulator stopped unexpectedly:\n${stack?.emulator.child.recentOutput()}`);
      void shutdown('Auth emulator gone', 1);
    }
  });

  let url = `http://localhost:${stack.port}`;
  if (DEV && !stopRequested()) {
    const viteBin = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    devServer = startChild(process.execPath, [viteBin, '--port', String(DEV_SERVER_PORT), '--strictPort'], {
      name: 'Vite dev server',
      cwd: ROOT,
      env: { ...process.env, API_PORT: String(stack.port) },
      onLine: (line) => console.log(`[vite] ${line}`),
    });
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
