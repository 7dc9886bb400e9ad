// Starting and stopping the long-running helpers of the local stack (the Auth emulator, the
// e2e stack). Each child gets its own process group, so that a terminal's Ctrl-C reaches only
// us and we decide the order of shutdown (a second SIGINT would make the emulator skip its
// export), and so that the whole group can be killed as a last resort.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';

export interface ManagedChild {
  readonly name: string;
  readonly process: ChildProcess;
  /** Exit code or signal once the child has exited, else undefined. */
  exitReason(): string | undefined;
  /** The last lines the child printed (stdout and stderr), for error messages. */
  recentOutput(): string;
  /** Sends `signal`, waits up to graceMs, then kills the whole process group. */
  stop(options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
}

export interface StartChildOptions extends Pick<SpawnOptions, 'cwd' | 'env'> {
  name: string;
  /** Receives each line of output (e.g. to echo it with a prefix); kept in recentOutput anyway. */
  onLine?: (line: string) => void;
  keepLines?: number;
}

export function startChild(
  command: string,
  args: readonly string[],
  options: StartChildOptions,
): ManagedChild {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = options.keepLines ?? 60;
  let exit: string | undefined;

  const collect = (stream: NodeJS.ReadableStream | null) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > keep) lines.shift();
        options.onLine?.(line);
      }
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  child.on('error', (error) => (exit = `failed to start: ${error.message}`));
  child.on(
    'exit',
    (code, signal) => (exit = signal ? `killed by ${signal}` : `exited with code ${code}`),
  );

  const exited = once(child, 'exit').catch(() => undefined);

  return {
    name: options.name,
    process: child,
    exitReason: () => exit,
    recentOutput: () => lines.join('\n'),
    async stop({ signal = 'SIGINT', graceMs = 15_000 } = {}) {
      if (exit !== undefined || child.pid === undefined) return;
      child.kill(signal);
      // The timers are cancelled once the child has exited: a pending one would keep our own
      // process alive for the rest of its time after everything else is done.
      const timers = new AbortController();
      const waitUpTo = (ms: number) =>
        delay(ms, false, { signal: timers.signal }).catch(() => false);
      try {
        const stoppedInTime = await Promise.race([exited.then(() => true), waitUpTo(graceMs)]);
        if (!stoppedInTime) killGroup(child.pid);
        // Grandchildren may outlive a child that exited cleanly; their group goes too.
        killGroup(child.pid);
        if (!stoppedInTime) await Promise.race([exited, waitUpTo(2_000)]);
      } finally {
        timers.abort();
      }
    },
  };
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone: nothing left to stop.
  }
}
