// The chaos run (decision 052, e2e/chaos/): a short one in every `npm test`, on a seed of its
// own each time (printed, so a failure replays with CHAOS_SEED), and the long one
// `npm run chaos` asks for through CHAOS_ACTIONS.
import { writeFile } from 'node:fs/promises';
import { DEFAULT_RATES, newSeed } from '../scripts/chaos/fault-plan.ts';
import { runChaos } from './chaos/run.ts';
import { expect, test } from './fixtures.ts';

const SEED = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) : newSeed();
const ACTIONS = Number(process.env.CHAOS_ACTIONS ?? 40);
const STUDENTS = Number(process.env.CHAOS_STUDENTS ?? 2);

test(`a chaos run keeps every change exactly once (seed ${SEED})`, async ({
  browser,
  baseURL,
  emulatorHost,
}, testInfo) => {
  test.setTimeout(Math.max(300_000, ACTIONS * 6_000));
  console.log(`chaos seed ${SEED}: replay with CHAOS_SEED=${SEED}`);
  const report = await runChaos(browser, {
    seed: SEED,
    actions: ACTIONS,
    rates: DEFAULT_RATES,
    students: STUDENTS,
    baseURL: baseURL!,
    emulatorHost,
    log: (line) => console.log(`[chaos] ${line}`),
  });
  const { records, ...figures } = report;
  await testInfo.attach('chaos-report.json', {
    body: JSON.stringify({ ...figures, records }, null, 2),
    contentType: 'application/json',
  });
  console.log(`[chaos] ${JSON.stringify(figures)}`);
  if (process.env.CHAOS_REPORT)
    await writeFile(process.env.CHAOS_REPORT, JSON.stringify({ ...figures, records }, null, 2));
  expect(report.violations, `seed ${SEED}`).toEqual([]);
  expect(report.actions).toBeGreaterThanOrEqual(ACTIONS * 0.9);
});
