// Issue 18's Lighthouse: the mobile preset, `runs` runs each of /, /classes and a class page,
// once on the machine as it is ("alone": the bench's own servers idle) and once while CPU-bound
// processes run beside it ("busy", busy-machine.ts). The build is served by the real API with
// production settings on a fresh seeded database (api-server-child.ts), no load on it.
import type { ApiChildConfig, ApiChildReady } from './api-server-child.ts';
import { makeMachineBusy } from './busy-machine.ts';
import { CLASS_PAGE_PATH } from './cheap-phone.ts';
import { startChild } from './child.ts';
import { runLighthouse, type LighthouseRun } from './lighthouse-runs.ts';
import { loadAverageNow } from './machine.ts';

export const LIGHTHOUSE_MOBILE_PATHS = ['/', '/classes', CLASS_PAGE_PATH] as const;

export interface LighthouseCondition {
  condition: 'alone' | 'busy';
  /** CPU-bound processes beside the runs (0 alone). */
  busyProcesses: number;
  loadAverage: { start: number[]; end: number[] };
  runs: LighthouseRun[];
}

export async function benchLighthouseMobile(options: {
  staticDir: string;
  runs: number;
  conditions: readonly LighthouseCondition['condition'][];
  step: (text: string) => void;
}): Promise<LighthouseCondition[]> {
  const config: ApiChildConfig = { bulkClasses: 0, staticDir: options.staticDir, logLevel: 'warn' };
  const api = await startChild<ApiChildReady>('api-server-child.ts', {
    BENCH_API_CONFIG: JSON.stringify(config),
  });
  const measured: LighthouseCondition[] = [];
  try {
    // One uncounted run per page first. The first load after the server starts finds its code
    // cold (the data pages' renderer, the database's first reads) and Chromium's files out of
    // the disk cache: in four batches the first run of `/` had TBT 218–420 ms, the runs after it
    // 27–167 ms. A phone meets a server that has been answering all day.
    options.step('Lighthouse mobile: one uncounted run per page, to warm the server');
    for (const path of LIGHTHOUSE_MOBILE_PATHS) await runLighthouse(api.ready.url, path, 'mobile');
    for (const condition of options.conditions) {
      const busy = condition === 'busy' ? makeMachineBusy() : null;
      const start = loadAverageNow();
      const runs: LighthouseRun[] = [];
      try {
        for (const path of LIGHTHOUSE_MOBILE_PATHS) {
          options.step(
            `Lighthouse mobile ${path}, ${options.runs} runs, ${busy ? `${busy.processes} busy processes beside it` : 'alone'}`,
          );
          runs.push({
            ...(await runLighthouse(api.ready.url, path, 'mobile', options.runs)),
            condition,
          });
        }
      } finally {
        await busy?.stop();
      }
      measured.push({
        condition,
        busyProcesses: busy?.processes ?? 0,
        loadAverage: { start, end: loadAverageNow() },
        runs,
      });
    }
  } finally {
    await api.stop();
  }
  return measured;
}
