// The cheap-phone Lighthouse: the mobile preset, `runs` runs each of /, /classes and a class page,
// once on the machine as it is ("alone": the bench's own servers idle), once while CPU-bound
// processes run beside it ("busy", busy-machine.ts), and once more alone on the same pages
// without the app ("no-script", no-script-build.ts): the floor the page's HTML and stylesheet set
// on this machine, which the app's figures are read against; and those pages busy
// ("no-script-busy"), the floor of the busy runs. Each build is served by the real API
// with production settings on a fresh seeded database (api-server-child.ts), no load on it.
import { makeMachineBusy } from './busy-machine.ts';
import { CLASS_PAGE_PATH } from './cheap-phone.ts';
import type { ApiChildReady } from './api-server-child.ts';
import { serveBuild, type Child } from './child.ts';
import { checkPagePolicy } from '../../scripts/lib/inline-script-policy.ts';
import {
  runLighthouse,
  type LighthouseConditionName,
  type LighthouseRun,
} from './lighthouse-runs.ts';
import { loadAverageNow } from './machine.ts';
import { copyWithoutApp } from './no-script-build.ts';

export const LIGHTHOUSE_MOBILE_PATHS = ['/', '/classes', CLASS_PAGE_PATH] as const;

export interface LighthouseCondition {
  condition: LighthouseConditionName;
  /** CPU-bound processes beside the runs (0 alone). */
  busyProcesses: number;
  loadAverage: { start: number[]; end: number[] };
  runs: LighthouseRun[];
}

/** How the machine and the page were, in words (the bench's steps and its report). */
export function describeCondition(condition: LighthouseConditionName, busyProcesses: number) {
  if (condition === 'busy') return `${busyProcesses} CPU-bound processes beside it`;
  if (condition === 'no-script')
    return "alone, the pages without the app (their HTML and stylesheet: the floor the app's figures add to)";
  if (condition === 'no-script-busy')
    return `${busyProcesses} CPU-bound processes beside it, the pages without the app (the busy runs' floor)`;
  return 'alone';
}

const withoutApp = (condition: LighthouseConditionName) =>
  condition === 'no-script' || condition === 'no-script-busy';

export async function benchLighthouseMobile(options: {
  staticDir: string;
  runs: number;
  conditions: readonly LighthouseConditionName[];
  step: (text: string) => void;
}): Promise<LighthouseCondition[]> {
  const servers = new Map<'app' | 'no-script', Child<ApiChildReady>>();
  const measured: LighthouseCondition[] = [];
  try {
    for (const condition of options.conditions) {
      const build = withoutApp(condition) ? 'no-script' : 'app';
      let server = servers.get(build);
      if (!server) {
        server = await serveBuild(
          build === 'app' ? options.staticDir : await copyWithoutApp(options.staticDir),
        );
        servers.set(build, server);
        for (const path of LIGHTHOUSE_MOBILE_PATHS) await checkPagePolicy(server.ready.url, path);
        // One uncounted run per page first. The first load after the server starts finds its
        // code cold (the data pages' renderer, the database's first reads) and Chromium's files
        // out of the disk cache, so the first run of `/` had a far larger TBT than the runs after
        // it. A phone meets a server that has been answering all day.
        options.step(
          `Lighthouse mobile (${build}): one uncounted run per page, to warm the server`,
        );
        for (const path of LIGHTHOUSE_MOBILE_PATHS)
          await runLighthouse(server.ready.url, path, 'mobile');
      }
      const busy =
        condition === 'busy' || condition === 'no-script-busy' ? makeMachineBusy() : null;
      const start = loadAverageNow();
      const runs: LighthouseRun[] = [];
      try {
        for (const path of LIGHTHOUSE_MOBILE_PATHS) {
          options.step(
            `Lighthouse mobile ${path}, ${options.runs} runs, ${describeCondition(condition, busy?.processes ?? 0)}`,
          );
          runs.push({
            ...(await runLighthouse(server.ready.url, path, 'mobile', options.runs)),
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
    await Promise.all([...servers.values()].map((server) => server.stop()));
  }
  return measured;
}
