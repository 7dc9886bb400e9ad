// The end-to-end tests' stack as a child process (scripts/e2e-stack.ts), and how its addresses
// reach the tests: env variables that Playwright's workers inherit. e2e/global-setup.ts starts
// one for a run of Playwright; `npm test` starts one for all its parts (scripts/test.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './child-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What scripts/e2e-stack.ts prints once the stack serves: this prefix and the info as JSON. */
export const READY_PREFIX = 'E2E_READY ';

export interface E2eStackInfo {
  url: string;
  emulatorHost: string;
  databaseUrl: string;
  /** Where e2e/fixtures.ts keeps the sessions it signed in, for every run against this stack. */
  sessionsDir: string;
}

/** The variables the fixtures read (e2e/fixtures.ts, e2e/*-fixtures.ts). */
export function e2eStackEnv(info: E2eStackInfo): Record<string, string> {
  return {
    E2E_BASE_URL: info.url,
    E2E_AUTH_EMULATOR_HOST: info.emulatorHost,
    E2E_DATABASE_URL: info.databaseUrl,
    E2E_SESSIONS_DIR: info.sessionsDir,
  };
}

/** The stack a caller started for us, read from those variables; undefined when none was. */
export function e2eStackFromEnv(env: NodeJS.ProcessEnv): E2eStackInfo | undefined {
  const { E2E_BASE_URL: url, E2E_AUTH_EMULATOR_HOST: emulatorHost } = env;
  const { E2E_DATABASE_URL: databaseUrl, E2E_SESSIONS_DIR: sessionsDir } = env;
  return url && emulatorHost && databaseUrl && sessionsDir
    ? { url, emulatorHost, databaseUrl, sessionsDir }
    : undefined;
}

export interface E2eStack {
  info: E2eStackInfo;
  stop(): Promise<void>;
}

/** Starts the stack on free ports with a throw-away database; it serves dist/ as built. */
export async function startE2eStack(env: NodeJS.ProcessEnv = process.env): Promise<E2eStack> {
  let resolveReady: (info: E2eStackInfo) => void = () => {};
  const ready = new Promise<E2eStackInfo>((resolve) => (resolveReady = resolve));
  const verbose = Boolean(env.E2E_VERBOSE);
  const child = startChild(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'e2e-stack.ts')],
    {
      name: 'e2e stack',
      cwd: ROOT,
      env,
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
  return { info, stop: () => child.stop({ signal: 'SIGTERM', graceMs: 25_000 }) };
}
