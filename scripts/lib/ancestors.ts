// Noticing that whoever started us is gone. `kill -INT <npm's pid>` or SIGTERM to npm stops
// npm without passing the signal through its `sh -c` to us (a terminal's Ctrl-C reaches the
// whole process group, a kill does not), and the emulator we started runs in its own process
// group: without this check both would keep running. Linux only (/proc); elsewhere a no-op.
import { readFileSync } from 'node:fs';

/** State and parent from /proc/<pid>/stat ("pid (command) state ppid …"; command may hold ')'). */
function readStat(pid: number): { state: string; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', parent = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

/** Our ancestors' pids, nearest first, up to (not including) init. */
export function ancestorPids(): number[] {
  const chain: number[] = [];
  let pid: number | undefined = process.ppid;
  while (pid && pid > 1 && chain.length < 64) {
    chain.push(pid);
    pid = readStat(pid)?.parent;
  }
  return chain;
}

/** A zombie (exited, not yet reaped by its parent) counts as gone. */
function isAlive(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== undefined && stat.state !== 'Z';
}

/** Calls onGone once when any process that started us (npm, its shell, tsx) exits. */
export function watchAncestors(onGone: (pid: number) => void, intervalMs = 1_000): () => void {
  const chain = ancestorPids();
  if (chain.length === 0) return () => {};
  const timer = setInterval(() => {
    const gone = chain.find((pid) => !isAlive(pid));
    if (gone !== undefined) {
      clearInterval(timer);
      onGone(gone);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
