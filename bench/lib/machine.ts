// Where the figures came from: on a shared 2-core machine the load average matters as much as
// the CPU model, so it is recorded at the start and at the end of a run.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  commit: string | null;
  loadAverage: { start: number[]; end?: number[] };
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('model name'));
    if (line) return line.split(':').slice(1).join(':').trim();
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

const load = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

export function describeMachine(): Machine {
  return {
    cores: os.availableParallelism(),
    cpuModel: cpuModel(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    commit: commit(),
    loadAverage: { start: load() },
  };
}

export const loadAverageNow = load;
