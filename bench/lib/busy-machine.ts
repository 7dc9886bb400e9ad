// A busy machine on purpose (a score that only holds on an idle machine does not hold
// on a student's phone): CPU-bound Node processes, each a busy loop on one core, running beside
// the measurement until stopped. One per core but one by default, so the browser still gets a
// core of its own, as on a phone whose other apps keep the rest busy; BENCH_BUSY_PROCESSES
// sets another count.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

export function busyProcessCount(): number {
  const asked = Number(process.env.BENCH_BUSY_PROCESSES);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, os.availableParallelism() - 1);
}

export interface BusyMachine {
  processes: number;
  stop(): Promise<void>;
}

export function makeMachineBusy(count = busyProcessCount()): BusyMachine {
  const children: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return {
    processes: count,
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
