// Starts a bench server in its own Node process (tsx loader) and waits for its first IPC message.
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiChildConfig, ApiChildReady } from './api-server-child.ts';

export interface Child<T> {
  ready: T;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

export async function startChild<T>(
  script: string,
  env: Record<string, string>,
): Promise<Child<T>> {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const child: ChildProcess = fork(path, [], {
    // Resolved here so the bench works from any working directory.
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, ...env },
    // stdout (request logs) is discarded as a deployed server's would be shipped elsewhere;
    // stderr stays visible so a crash explains itself.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in time`)),
      START_TIMEOUT_MS,
    );
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as T);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
  });
  return {
    ready,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A build (`staticDir`) served by the real API with production settings on a fresh seeded
 * database (api-server-child.ts), no classes added: the server every page measurement loads from.
 */
export function serveBuild(staticDir: string): Promise<Child<ApiChildReady>> {
  const config: ApiChildConfig = {
    bulkClasses: 0,
    staticDir: resolve(staticDir),
    logLevel: 'warn',
  };
  return startChild<ApiChildReady>('api-server-child.ts', {
    BENCH_API_CONFIG: JSON.stringify(config),
  });
}
