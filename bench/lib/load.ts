// One load run with autocannon, reduced to the figures the bench reports.
import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, plus connection errors and timeouts: any of them spoils the run. */
  failures: number;
  bytesPerResponse: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  const responses = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerResponse: Math.round(result.throughput.total / responses),
  };
}

/** A short run that lets the JIT and the database's page cache settle before the measured one. */
export async function warmUp(url: string, headers?: Record<string, string>): Promise<void> {
  await autocannon({ url, headers, connections: 10, duration: 1 });
}

/**
 * Runs of equal length as one: mean requests/s and p50, the worst p99 (percentiles of separate
 * runs cannot be merged exactly; the worst one never flatters), failures added up.
 */
export function combineRuns(runs: LoadFigures[]): LoadFigures {
  const mean = (pick: (run: LoadFigures) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / Math.max(1, runs.length);
  return {
    requestsPerSecond: Math.round(mean((run) => run.requestsPerSecond)),
    p50Ms: mean((run) => run.p50Ms),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    bytesPerResponse: Math.round(mean((run) => run.bytesPerResponse)),
  };
}
