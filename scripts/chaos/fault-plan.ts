// Which fault each request of a chaos run gets (decision 052): a pure function of the run's seed,
// so a failing run replays from the seed it printed. The fault of a page's n-th request depends on
// the seed, the page and n only, never on what other pages did or when, so a replay whose requests
// interleave differently still gives each request the fault it had.
import { randomInt } from 'node:crypto';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { skipN } from 'pure-rand/utils/skipN';

/**
 * What can happen to one request:
 * - `drop`: aborted before the server sees it;
 * - `duplicate`: the server gets it twice, the page one response;
 * - `lose-response`: the server acts, the page sees a network error;
 * - `cut-body`: the response's body is cut half-way;
 * - `bad-gateway`, `unavailable`, `gateway-timeout`: 502, 503 or 504 answered instead of the
 *   server, which never sees the request;
 * - `hang`: the server gets it, the page never gets an answer until it gives up.
 */
export const FAULT_KINDS = [
  'drop',
  'duplicate',
  'lose-response',
  'cut-body',
  'bad-gateway',
  'unavailable',
  'gateway-timeout',
  'hang',
] as const;

/** One of FAULT_KINDS. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * The fault of one request. Delay and hold come on top of the kind (or of no fault): a request may
 * wait `delayMs` before it goes, and may be held until the page's next request has gone ahead of it
 * (a reorder).
 */
export type Fault = { kind: FaultKind | null; delayMs: number; holdForNext: boolean };

/**
 * How often each thing happens, each a probability from 0 to 1 drawn on its own: `fault` that a
 * request gets one of `kinds` (chosen evenly), `delay` that it is delayed by 1 to `maxDelayMs`,
 * `reorder` that it is held for the next.
 */
export type FaultRates = {
  fault: number;
  delay: number;
  reorder: number;
  maxDelayMs: number;
  kinds: readonly FaultKind[];
};

/** The rates a run uses unless it is given others. */
export const DEFAULT_RATES: FaultRates = {
  fault: 0.3,
  delay: 0.3,
  reorder: 0.3,
  maxDelayMs: 2000,
  kinds: FAULT_KINDS,
};

/** The faults of one run: its seed and rates, and the fault of any request. */
export type FaultPlan = {
  seed: number;
  rates: FaultRates;
  /** The fault of the `index`-th request (from 0) of `stream` (a page, a tab, a device). */
  faultFor(stream: string, index: number): Fault;
};

/** A seeded source of random choices, its sequence fixed by its seed and stream. */
export type SeededRandom = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** One of `items`, each as likely. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
};

/** The plan of the run `seed` at `rates`. */
export function createFaultPlan(seed: number, rates: FaultRates): FaultPlan {
  checkSeed(seed);
  checkRates(rates);
  return {
    seed,
    rates,
    faultFor(stream, index) {
      if (!Number.isSafeInteger(index) || index < 0) {
        throw new RangeError(`A request's index is a whole number from 0, not ${index}.`);
      }
      const random = generatorFor(`fault:${seed}:${stream}:${index}`);
      // Every draw is made whatever the earlier ones gave, so changing the fault, delay or
      // reorder rate does not move the request's other choices.
      const faulted = uniformFloat64(random) < rates.fault;
      const kind =
        rates.kinds.length > 0
          ? rates.kinds[uniformInt(random, 0, rates.kinds.length - 1)]
          : undefined;
      const delayed = uniformFloat64(random) < rates.delay;
      const delayMs = uniformInt(random, 1, Math.max(1, rates.maxDelayMs));
      const held = uniformFloat64(random) < rates.reorder;
      return {
        kind: faulted ? (kind ?? null) : null,
        delayMs: delayed ? delayMs : 0,
        holdForNext: held,
      };
    },
  };
}

/**
 * A random source for the harness's own choices (which action, which person, when to reload),
 * one per stream, so that one actor drawing more does not shift another's choices.
 */
export function createRandom(seed: number, stream: string): SeededRandom {
  checkSeed(seed);
  const random = generatorFor(`random:${seed}:${stream}`);
  return {
    next: () => uniformFloat64(random),
    int(min, max) {
      if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
        throw new RangeError(`No whole number from ${min} to ${max}.`);
      }
      return uniformInt(random, min, max);
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('Nothing to pick from.');
      return items[uniformInt(random, 0, items.length - 1)] as (typeof items)[number];
    },
    chance: (p) => uniformFloat64(random) < p,
  };
}

/** A fresh seed for a run: a 32-bit unsigned integer. */
export function newSeed(): number {
  return randomInt(0, 2 ** 32);
}

/** The fault in words for a run's log, e.g. "drop, delayed 350 ms, held for the next". */
export function describeFault(fault: Fault): string {
  const parts: string[] = [];
  if (fault.kind) parts.push(fault.kind);
  if (fault.delayMs > 0) parts.push(`delayed ${fault.delayMs} ms`);
  if (fault.holdForNext) parts.push('held for the next');
  return parts.length > 0 ? parts.join(', ') : 'no fault';
}

/** A generator seeded from `key`'s hash: nearby keys (index 7, index 8) give unrelated sequences. */
function generatorFor(key: string): RandomGenerator {
  const generator = xoroshiro128plus(mix(fnv1a(key)));
  // Seeded from 32 bits, the 128-bit state starts mostly constant, and its first outputs are
  // simple functions of the seed: a few steps mix it before any draw.
  skipN(generator, 8);
  return generator;
}

/** FNV-1a over the key's UTF-16 code units: 32 bits. */
function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * MurmurHash3's finalizer: FNV-1a leaves keys that differ only in their last character (request
 * 7 and request 8 of a page) with hashes that differ in a few bits.
 */
function mix(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function checkSeed(seed: number): void {
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) {
    throw new RangeError(`A seed is a 32-bit unsigned integer, not ${seed}.`);
  }
}

function checkRates(rates: FaultRates): void {
  for (const name of ['fault', 'delay', 'reorder'] as const) {
    const rate = rates[name];
    if (!(rate >= 0 && rate <= 1)) {
      throw new RangeError(`The ${name} rate is a probability from 0 to 1, not ${rate}.`);
    }
  }
  if (rates.delay > 0 && !(Number.isSafeInteger(rates.maxDelayMs) && rates.maxDelayMs >= 1)) {
    throw new RangeError(`Delays need a maximum of at least 1 ms, not ${rates.maxDelayMs}.`);
  }
  if (rates.fault > 0 && rates.kinds.length === 0) {
    throw new RangeError('A fault rate above 0 needs at least one kind of fault.');
  }
}
