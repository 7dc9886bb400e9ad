// The chaos run (decision 052, e2e/chaos/): a short one in every `npm test`, on a seed of its
// own each time, and the long one `npm run chaos` asks for (scripts/chaos.ts). A run is rounds
// of CHAOS_ROUND_ACTIONS actions, each round a world of its own under a seed drawn from the run's:
// a failing round replays alone with CHAOS_SEED set to its seed and CHAOS_ACTIONS to its size.
// CHAOS_RESUME names the report of a run that stopped part-way (CHAOS_REPORT's file): the run
// goes on from its next round, under its seed, keeping the rounds it had. CHAOS_ROUNDS_NOW takes
// only that many rounds: `npm run chaos` runs each round as a Playwright run of its own, as one
// long test grew slower with every round (docs/offline.md, "What it found, and what was fixed").
// CHAOS_EVIDENCE_DIR keeps a failing round's evidence where the next Playwright run won't clear it.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_RATES, newSeed } from '../scripts/chaos/fault-plan.ts';
import { summarise, type RoundReport } from '../scripts/chaos/summary.ts';
import { runChaos } from './chaos/run.ts';
import { expect, test } from './fixtures.ts';

const env = process.env;
const ACTIONS = Number(env.CHAOS_ACTIONS ?? 30);
const ROUND_ACTIONS = Math.min(ACTIONS, Number(env.CHAOS_ROUND_ACTIONS ?? 500));
const STUDENTS = Number(env.CHAOS_STUDENTS ?? 1);
const THINK_MS = Number(env.CHAOS_THINK_MS ?? 1_500);
const RATE = env.CHAOS_RATE === undefined ? undefined : Number(env.CHAOS_RATE);
const RATES =
  RATE === undefined
    ? DEFAULT_RATES
    : { ...DEFAULT_RATES, fault: RATE, delay: RATE, reorder: RATE };
const ROUNDS = Math.ceil(ACTIONS / ROUND_ACTIONS);
const ROUNDS_NOW = env.CHAOS_ROUNDS_NOW ? Number(env.CHAOS_ROUNDS_NOW) : Infinity;
/**
 * A round takes as many actions as it is asked, but one whose tab never answered is not counted:
 * the run goes on with a short round or two until it has taken every action it was asked.
 */
const MAX_ROUNDS = ROUNDS + 2;
/** What the run asked for, kept in its report so that a resumed run asks the same. */
const ASKED = {
  actions: ACTIONS,
  roundActions: ROUND_ACTIONS,
  students: STUDENTS,
  thinkMs: THINK_MS,
};
const RESUMED = env.CHAOS_RESUME
  ? (JSON.parse(readFileSync(env.CHAOS_RESUME, 'utf8')) as {
      seed: number;
      asked?: typeof ASKED;
      rounds: RoundReport[];
      resumedAt?: number[];
    })
  : undefined;

/** The seed of round `round`: the run's own for the first, so a one-round run replays as given. */
const roundSeed = (seed: number, round: number) => (seed + Math.imul(round, 0x9e3779b1)) >>> 0;

// The title is the same in Playwright's runner and its worker, which each load this file: the
// seed is drawn in the test, which only the worker runs.
test('a chaos run keeps every change exactly once', async ({ browser, baseURL, emulatorHost }) => {
  if (RESUMED?.asked && JSON.stringify(RESUMED.asked) !== JSON.stringify(ASKED))
    throw new Error(`CHAOS_RESUME's run asked ${JSON.stringify(RESUMED.asked)}, not this`);
  const SEED = RESUMED?.seed ?? (env.CHAOS_SEED ? Number(env.CHAOS_SEED) : newSeed());
  test.info().annotations.push({ type: 'seed', description: String(SEED) });
  test.setTimeout(Math.min(MAX_ROUNDS, ROUNDS_NOW) * Math.max(480_000, ROUND_ACTIONS * 6_000));
  console.log(`chaos seed ${SEED}: replay with CHAOS_SEED=${SEED} CHAOS_ACTIONS=${ACTIONS}`);
  const rounds: RoundReport[] = [...(RESUMED?.rounds ?? [])];
  // The rounds each sitting of `npm run chaos` began at, which that script notes.
  const resumedAt = RESUMED?.resumedAt ?? [];
  const taken = () => summarise(rounds).actions;
  const first = rounds.length;
  const last = Math.min(MAX_ROUNDS, first + ROUNDS_NOW);
  for (let round = first; round < last && taken() < ACTIONS; round += 1) {
    const seed = roundSeed(SEED, round);
    const started = Date.now();
    const report = await runChaos(browser, {
      seed,
      actions: Math.min(ROUND_ACTIONS, ACTIONS - taken()),
      rates: RATES,
      students: STUDENTS,
      thinkMs: THINK_MS,
      baseURL: baseURL!,
      emulatorHost,
      log: (line) => console.log(`[chaos] ${line}`),
    });
    const { records, evidence, ...figures } = report;
    rounds.push({ ...figures, ms: Date.now() - started });
    console.log(
      `[chaos] round ${round + 1} (${taken()} of ${ACTIONS}): ${JSON.stringify(figures)}`,
    );
    if (evidence) {
      // What the round did, to read a violation by: a replay of its seed need not repeat it, as
      // the pages' timing is not the seed's to decide.
      const file = env.CHAOS_EVIDENCE_DIR
        ? path.join(env.CHAOS_EVIDENCE_DIR, `chaos-round-${seed}.json`)
        : test.info().outputPath(`chaos-round-${seed}.json`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify({ seed, figures, records, evidence }, null, 1));
      console.log(`[chaos] round ${round + 1}: its actions and requests are in ${file}`);
    }
    if (env.CHAOS_REPORT)
      await writeFile(
        env.CHAOS_REPORT,
        JSON.stringify(
          { seed: SEED, asked: ASKED, rates: RATES, resumedAt, ...summarise(rounds), rounds },
          null,
          2,
        ),
      );
  }
  // This run's rounds: a round resumed past was judged by the run that took it.
  const violations = rounds
    .slice(first)
    .flatMap((round) => round.violations.map((violation) => ({ seed: round.seed, ...violation })));
  expect(violations, `seed ${SEED}`).toEqual([]);
  if (last === MAX_ROUNDS) expect(taken()).toBeGreaterThanOrEqual(ACTIONS);
});
