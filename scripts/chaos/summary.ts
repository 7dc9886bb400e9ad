// A chaos run's figures over its rounds: what docs/offline.md reports.
import type { Violation } from './verdict.ts';

/** One round's figures (its records left out). */
export interface RoundReport {
  seed: number;
  actions: number;
  outcomes: Record<string, number>;
  /** Actions by kind, a parent's for their child apart ("select for a child"). */
  kinds?: Record<string, number>;
  network: { requests: number; faults: Record<string, number>; delayed: number; held: number };
  disruptions: Record<string, number>;
  drainMs: number;
  violations: Violation[];
  ms: number;
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, count] of Object.entries(from)) into[key] = (into[key] ?? 0) + count;
};

/** Totals over the rounds; the longest drain, and the seeds of any round that failed. */
export function summarise(rounds: readonly RoundReport[]) {
  const outcomes: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  const faults: Record<string, number> = {};
  const disruptions: Record<string, number> = {};
  let requests = 0;
  let delayed = 0;
  let held = 0;
  for (const round of rounds) {
    add(outcomes, round.outcomes);
    add(kinds, round.kinds ?? {});
    add(faults, round.network.faults);
    add(disruptions, round.disruptions);
    requests += round.network.requests;
    delayed += round.network.delayed;
    held += round.network.held;
  }
  return {
    rounds: rounds.length,
    actions: rounds.reduce((sum, round) => sum + round.actions, 0),
    outcomes,
    kinds,
    requests,
    faults,
    faultsInAll: Object.values(faults).reduce((sum, count) => sum + count, 0),
    delayed,
    held,
    disruptions,
    longestDrainMs: Math.max(0, ...rounds.map((round) => round.drainMs)),
    violations: rounds.reduce((sum, round) => sum + round.violations.length, 0),
    failedSeeds: rounds.filter((round) => round.violations.length > 0).map((round) => round.seed),
    minutes: Math.round(rounds.reduce((sum, round) => sum + round.ms, 0) / 600) / 100,
  };
}
