// How `npm start` stops: the decision alone, the parent watch alone, then the real start script
// (scripts/start.ts, API only, its own ports and data folder) run detached and in a terminal.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#api/db/demo-accounts.ts';
import { writeFirebaseConfig } from './auth-emulator.ts';
import { signInEmulatorAccount } from './emulator-accounts.ts';
import { isAttached } from './lifetime.ts';
import { findFreePorts, isPortFree } from './ports.ts';
import { waitForHttp } from './wait-for-http.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HAS_SCRIPT = spawnSync('script', ['--version']).status === 0;
/** The emulator starts in seconds on a quiet machine, and takes much longer on a busy one. */
const SLOW = 240_000;

describe('attached or detached', () => {
  const terminal = { stdinIsTerminal: true, processGroup: 100, terminalForegroundGroup: 100 };
  it.each([
    ['in the foreground of a terminal', terminal, true],
    ['in the background (`&`)', { ...terminal, terminalForegroundGroup: 90 }, false],
    ['without a terminal (setsid)', { ...terminal, terminalForegroundGroup: -1 }, false],
    [
      'with stdin not a terminal (nohup, systemd, a script)',
      { ...terminal, stdinIsTerminal: false },
      false,
    ],
    ['where /proc is missing, by stdin alone', { stdinIsTerminal: true }, true],
  ])('%s', (_, context, attached) => {
    expect(isAttached(context)).toBe(attached);
  });
});

describe('watchParent', () => {
  it('tells when the process that started us is killed', async () => {
    // parent (killed with SIGKILL) → child watching it, which prints what it saw.
    const childCode = `import { watchParent } from ${JSON.stringify(path.join(ROOT, 'scripts/lib/lifetime.ts'))};
      const started = process.ppid;
      watchParent((pid) => { console.log('gone ' + (pid === started)); process.exit(0); }, 50);
      console.log('watching'); setInterval(() => {}, 1000);`;
    const parentCode = `const { spawn } = require('node:child_process');
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', ${JSON.stringify(childCode)}], { stdio: 'inherit' });
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['-e', parentCode], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!output.includes('watching')) await delay(50);
    parent.kill('SIGKILL');
    // The child keeps our pipe open until it exits.
    await once(parent.stdout, 'end');
    expect(output).toContain('gone true');
  }, 30_000);
});

interface StartRun {
  url: string;
  dataDir: string;
  apiPort: number;
  authPort: number;
  logText(): Promise<string>;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A temp folder with a firebase.json on free ports, and the command line of the start script. */
async function prepare(): Promise<{
  run: Omit<StartRun, 'logText'>;
  args: string[];
  env: NodeJS.ProcessEnv;
  dir: string;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'academy-start-'));
  const [apiPort, authPort, hubPort, loggingPort] = (await findFreePorts(4)) as [
    number,
    number,
    number,
    number,
  ];
  const configPath = path.join(dir, 'firebase.json');
  await writeFirebaseConfig(configPath, { auth: authPort, hub: hubPort, logging: loggingPort });
  const dataDir = path.join(dir, 'data');
  const args = [
    '--import',
    'tsx',
    path.join(ROOT, 'scripts/start.ts'),
    '--api-only',
    '--data-dir',
    dataDir,
    '--firebase-config',
    configPath,
  ];
  const env = {
    ...process.env,
    PORT: String(apiPort),
    NODE_ENV: 'development',
    JWT_SECRET: undefined,
    DATABASE_URL: undefined,
    FIREBASE_AUTH_EMULATOR_HOST: undefined,
  };
  return {
    run: { url: `http://127.0.0.1:${apiPort}`, dataDir, apiPort, authPort },
    args,
    env,
    dir,
  };
}

/** Waits until nothing listens on the API's and the emulator's ports any more. */
async function stopped(
  run: Pick<StartRun, 'apiPort' | 'authPort'>,
  timeoutMs = 60_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await isPortFree(run.apiPort)) && (await isPortFree(run.authPort))) return true;
    await delay(250);
  }
  return false;
}

const serves = async (url: string) => (await fetch(`${url}/api/config`)).status === 200;

/** Started the way `nohup npm start &` or a deploy script does: by a process that then exits. */
async function startDetached(): Promise<StartRun & { pid: number }> {
  const { run, args, env, dir } = await prepare();
  const log = path.join(dir, 'start.log');
  const launcherCode = `const { spawn } = require('node:child_process'); const { openSync } = require('node:fs');
    const out = openSync(${JSON.stringify(log)}, 'a');
    const child = spawn(process.execPath, ${JSON.stringify(args)}, { cwd: ${JSON.stringify(ROOT)}, detached: true, stdio: ['ignore', out, out] });
    console.log(child.pid); child.unref();`;
  const launcher = spawnSync(process.execPath, ['-e', launcherCode], { env, encoding: 'utf8' });
  const pid = Number(launcher.stdout.trim());
  expect(pid).toBeGreaterThan(0);
  cleanups.push(async () => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already stopped
    }
    await stopped(run);
    await rm(dir, { recursive: true, force: true });
  });
  await waitForHttp(`${run.url}/api/config`, { timeoutMs: SLOW - 60_000 });
  return { ...run, pid, logText: () => readFile(log, 'utf8') };
}

/** Started in the foreground of a terminal: `script` gives it a pseudo-terminal of its own. */
async function startInTerminal(): Promise<StartRun & { terminal: ChildProcess }> {
  const { run, args, env, dir } = await prepare();
  const command = `exec ${[process.execPath, ...args].map((arg) => `'${arg}'`).join(' ')}`;
  const terminal = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: ROOT,
    env: { ...env, SHELL: '/bin/sh' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  terminal.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(async () => {
    if (terminal.exitCode === null) terminal.kill('SIGKILL');
    await stopped(run);
    await rm(dir, { recursive: true, force: true });
  });
  await waitForHttp(`${run.url}/api/config`, { timeoutMs: SLOW - 60_000 });
  return { ...run, terminal, logText: async () => output };
}

describe('npm start (scripts/start.ts, API only)', () => {
  it(
    'started detached, keeps serving after its parent is gone, ignores SIGHUP, stops on SIGINT',
    async () => {
      const run = await startDetached();
      // Longer than the old ancestor watch (1 s) took to notice.
      await delay(3_000);
      expect(await serves(run.url)).toBe(true);
      process.kill(run.pid, 'SIGHUP');
      await delay(2_000);
      expect(await serves(run.url)).toBe(true);

      // It signs with the secret it keeps in its data folder, and never prints it.
      const secret = (await readFile(path.join(run.dataDir, 'jwt-secret'), 'utf8')).trim();
      const student = DEMO_ACCOUNTS.find((account) => !account.role) ?? DEMO_ACCOUNTS[0]!;
      const idToken = await signInEmulatorAccount(
        `127.0.0.1:${run.authPort}`,
        student.email,
        student.password,
      );
      const response = await fetch(`${run.url}/api/jwt`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: student.email }),
      });
      const { token } = (await response.json()) as { token: string };
      await expect(jwtVerify(token, new TextEncoder().encode(secret))).resolves.toBeTruthy();

      process.kill(run.pid, 'SIGINT');
      expect(await stopped(run)).toBe(true);
      const log = await run.logText();
      expect(log).toContain('SIGHUP ignored');
      expect(log).toContain(`Stop it with: kill ${run.pid}`);
      expect(log).not.toContain(secret);
    },
    SLOW,
  );

  it.skipIf(!HAS_SCRIPT)(
    'started in a terminal, stops on Ctrl-C',
    async () => {
      const run = await startInTerminal();
      run.terminal.stdin?.write('\x03');
      expect(await stopped(run)).toBe(true);
      expect(await run.logText()).toContain('Ctrl-C: stopping');
    },
    SLOW,
  );

  it.skipIf(!HAS_SCRIPT)(
    'started in a terminal, stops when the terminal closes (SIGHUP)',
    async () => {
      const run = await startInTerminal();
      run.terminal.kill('SIGKILL'); // the terminal goes: the kernel hangs up its foreground job
      expect(await stopped(run)).toBe(true);
    },
    SLOW,
  );
});
