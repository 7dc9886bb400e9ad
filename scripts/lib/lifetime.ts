// When `npm start` stops on its own. Ctrl-C (SIGINT) and SIGTERM always stop it; the rest depends
// on how it was started, decided once at start:
// - Attached: from a terminal and in its foreground (stdin is the terminal, and our process group
//   is the one the terminal sends Ctrl-C to). Closing the terminal (SIGHUP) stops it. So does the
//   exit of the process that started us (npm, or a shell): npm passes SIGINT and SIGTERM on to us,
//   but after a `kill -9` of npm (a tool's hard stop) we and the Auth emulator (in its own process
//   group, which the terminal's signals miss) would keep running and holding the ports, and the
//   terminal would no longer show a process to stop.
// - Detached: anything else, e.g. `nohup npm start &`, `npm start &` and the shell exits, `setsid`,
//   a systemd unit or a deploy script that starts it and returns. It runs until SIGTERM or SIGINT.
//   SIGHUP is ignored (nohup asks for that, but Node resets an ignored SIGHUP to its default,
//   which kills), and the parent's exit is no reason to stop: a nohup'd npm dies of the terminal's
//   SIGHUP, a deploy script returns.
// (Once every ancestor was watched, so a detached start stopped with its shell, silently.)
import { readFileSync } from 'node:fs';

export interface StartContext {
  /** Whether stdin is a terminal (nohup, systemd and `&` in a script give it /dev/null). */
  stdinIsTerminal: boolean;
  /** Our process group (Linux: /proc/self/stat); undefined where unknown. */
  processGroup?: number;
  /** The process group in the foreground of our controlling terminal; -1 without one (setsid). */
  terminalForegroundGroup?: number;
}

/** How this process was started, from stdin and /proc/self/stat ("pid (command) state ppid pgrp session tty tpgid …"). */
export function readStartContext(): StartContext {
  const stdinIsTerminal = Boolean(process.stdin.isTTY);
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      stdinIsTerminal,
      processGroup: Number(fields[2]),
      terminalForegroundGroup: Number(fields[5]),
    };
  } catch {
    return { stdinIsTerminal };
  }
}

/** Attached: started in the foreground of a terminal (see the top of this file). */
export function isAttached(context: StartContext): boolean {
  if (!context.stdinIsTerminal) return false;
  // Without /proc (macOS) a terminal on stdin is all we know: `npm start &` counts as attached.
  if (context.processGroup === undefined) return true;
  return context.terminalForegroundGroup === context.processGroup;
}

/**
 * Calls onGone once when the process that started us exits. Its children then get another
 * parent (init or a subreaper), which is what process.ppid (read afresh each time) shows.
 */
export function watchParent(onGone: (pid: number) => void, intervalMs = 1_000): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onGone(parent);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
