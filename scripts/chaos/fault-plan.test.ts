// The plan must replay exactly from its seed and hold its rates over a long run: a run's verdict
// is only as good as the faults it was shown to inject.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  FAULT_KINDS,
  createFaultPlan,
  createRandom,
  describeFault,
  newSeed,
  type Fault,
  type FaultRates,
} from './fault-plan.ts';

const DRAWS = 20_000;
/** How far a share over DRAWS requests may stray from its rate. */
const TOLERANCE = 0.02;

/** The faults of requests 0 to count − 1 of one stream. */
function faultsOf(seed: number, rates: FaultRates, stream = 'tab-1', count = DRAWS): Fault[] {
  const plan = createFaultPlan(seed, rates);
  return Array.from({ length: count }, (_, index) => plan.faultFor(stream, index));
}

function share<T>(items: readonly T[], test: (item: T) => boolean): number {
  return items.filter(test).length / items.length;
}

describe('createFaultPlan', () => {
  it('gives a request the same fault for the same seed, stream and index', () => {
    const first = createFaultPlan(1234, DEFAULT_RATES);
    const again = createFaultPlan(1234, DEFAULT_RATES);
    for (let index = 0; index < 200; index += 1) {
      expect(again.faultFor('alice-phone', index)).toEqual(first.faultFor('alice-phone', index));
    }
    expect(first.seed).toBe(1234);
    expect(first.rates).toBe(DEFAULT_RATES);
  });

  it('does not depend on which requests were asked for before, nor in which order', () => {
    const plan = createFaultPlan(99, DEFAULT_RATES);
    const inOrder = Array.from({ length: 50 }, (_, index) => plan.faultFor('tab-2', index));
    const replay = createFaultPlan(99, DEFAULT_RATES);
    // Another page's requests in between, and this page's asked for backwards.
    for (let index = 0; index < 30; index += 1) replay.faultFor('tab-1', index);
    const backwards = Array.from({ length: 50 }, (_, i) => replay.faultFor('tab-2', 49 - i));
    expect(backwards.reverse()).toEqual(inOrder);
  });

  it('gives different streams and different seeds different faults', () => {
    const faults = (seed: number, stream: string) =>
      faultsOf(seed, DEFAULT_RATES, stream, 100).map(describeFault);
    expect(faults(7, 'tab-1')).not.toEqual(faults(7, 'tab-2'));
    expect(faults(7, 'tab-1')).not.toEqual(faults(8, 'tab-1'));
  });

  it.each([0, 0.1, 0.3, 1])('faults about %s of the requests', (rate) => {
    const faults = faultsOf(5150, { ...DEFAULT_RATES, fault: rate });
    expect(Math.abs(share(faults, (fault) => fault.kind !== null) - rate)).toBeLessThanOrEqual(
      TOLERANCE,
    );
  });

  it.each([0, 0.1, 0.3, 1])('delays about %s of the requests and holds as many', (rate) => {
    const faults = faultsOf(2718, { ...DEFAULT_RATES, delay: rate, reorder: rate });
    expect(Math.abs(share(faults, (fault) => fault.delayMs > 0) - rate)).toBeLessThanOrEqual(
      TOLERANCE,
    );
    expect(Math.abs(share(faults, (fault) => fault.holdForNext) - rate)).toBeLessThanOrEqual(
      TOLERANCE,
    );
  });

  it('chooses each kind about as often as the others', () => {
    const faults = faultsOf(31337, { ...DEFAULT_RATES, fault: 1 });
    for (const kind of FAULT_KINDS) {
      const kindShare = share(faults, (fault) => fault.kind === kind);
      expect(Math.abs(kindShare - 1 / FAULT_KINDS.length), kind).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it('chooses only among the kinds asked for', () => {
    const kinds = ['drop', 'hang'] as const;
    const faults = faultsOf(404, { ...DEFAULT_RATES, fault: 1, kinds });
    expect(new Set(faults.map((fault) => fault.kind))).toEqual(new Set(kinds));
    expect(Math.abs(share(faults, (fault) => fault.kind === 'drop') - 0.5)).toBeLessThanOrEqual(
      TOLERANCE,
    );
  });

  it('draws the kind, the delay and the hold independently, and each request from the next', () => {
    const rates = { ...DEFAULT_RATES, fault: 0.5, delay: 0.5, reorder: 0.5 };
    const faults = faultsOf(8080, rates);
    const all = share(
      faults,
      (fault) => fault.kind !== null && fault.delayMs > 0 && fault.holdForNext,
    );
    expect(Math.abs(all - 0.125)).toBeLessThanOrEqual(TOLERANCE);
    const pairs = faults.slice(1).map((fault, i) => [faults[i], fault] as const);
    const bothFaulted = share(pairs, ([a, b]) => a?.kind !== null && b.kind !== null);
    expect(Math.abs(bothFaulted - 0.25)).toBeLessThanOrEqual(TOLERANCE);
  });

  it('delays by 1 ms to the maximum, spread over the whole range', () => {
    const faults = faultsOf(77, { ...DEFAULT_RATES, delay: 1, maxDelayMs: 500 });
    const delays = faults.map((fault) => fault.delayMs);
    expect(delays.every((delay) => Number.isInteger(delay) && delay >= 1 && delay <= 500)).toBe(
      true,
    );
    expect(Math.min(...delays)).toBe(1);
    expect(Math.max(...delays)).toBe(500);
    expect(Math.abs(share(delays, (delay) => delay <= 250) - 0.5)).toBeLessThanOrEqual(TOLERANCE);
  });

  it('at rates of 0, never faults, delays or holds', () => {
    const none = { ...DEFAULT_RATES, fault: 0, delay: 0, reorder: 0 };
    const faults = faultsOf(1, none);
    expect(faults.every((fault) => describeFault(fault) === 'no fault')).toBe(true);
    expect(faults[0]).toEqual({ kind: null, delayMs: 0, holdForNext: false });
  });

  it('refuses a seed, a rate or an index it could not replay', () => {
    expect(() => createFaultPlan(-1, DEFAULT_RATES)).toThrow(RangeError);
    expect(() => createFaultPlan(2 ** 32, DEFAULT_RATES)).toThrow(RangeError);
    expect(() => createFaultPlan(1.5, DEFAULT_RATES)).toThrow(RangeError);
    expect(() => createFaultPlan(1, { ...DEFAULT_RATES, fault: 1.2 })).toThrow(RangeError);
    expect(() => createFaultPlan(1, { ...DEFAULT_RATES, delay: Number.NaN })).toThrow(RangeError);
    expect(() => createFaultPlan(1, { ...DEFAULT_RATES, maxDelayMs: 0 })).toThrow(RangeError);
    expect(() => createFaultPlan(1, { ...DEFAULT_RATES, kinds: [] })).toThrow(RangeError);
    expect(() => createFaultPlan(1, DEFAULT_RATES).faultFor('tab', -1)).toThrow(RangeError);
  });
});

describe('createRandom', () => {
  it('gives the same sequence for the same seed and stream, another for another stream', () => {
    const draw = (stream: string) => {
      const random = createRandom(42, stream);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw('alice')).toEqual(draw('alice'));
    expect(draw('alice')).not.toEqual(draw('bob'));
  });

  it("keeps one stream's choices whatever another stream draws", () => {
    const alone = createRandom(42, 'alice');
    const expected = Array.from({ length: 20 }, () => alone.int(1, 6));
    const alice = createRandom(42, 'alice');
    const bob = createRandom(42, 'bob');
    const drawn: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      bob.next();
      bob.next();
      drawn.push(alice.int(1, 6));
    }
    expect(drawn).toEqual(expected);
  });

  it('draws numbers in [0, 1), integers within their bounds and every item of a list', () => {
    const random = createRandom(newSeed(), 'bounds');
    const numbers = Array.from({ length: 5000 }, () => random.next());
    expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true);
    const dice = Array.from({ length: 5000 }, () => random.int(-2, 3));
    expect(new Set(dice)).toEqual(new Set([-2, -1, 0, 1, 2, 3]));
    expect(random.int(4, 4)).toBe(4);
    const items = ['select', 'join-waitlist', 'check-in'] as const;
    const picked = Array.from({ length: 500 }, () => random.pick(items));
    expect(new Set(picked)).toEqual(new Set(items));
  });

  it('gives chances at their probability', () => {
    const random = createRandom(9, 'chance');
    const hits = Array.from({ length: DRAWS }, () => random.chance(0.3));
    expect(Math.abs(share(hits, Boolean) - 0.3)).toBeLessThanOrEqual(TOLERANCE);
    expect(Array.from({ length: 100 }, () => random.chance(0)).some(Boolean)).toBe(false);
    expect(Array.from({ length: 100 }, () => random.chance(1)).every(Boolean)).toBe(true);
  });

  it('refuses empty ranges and lists', () => {
    const random = createRandom(3, 'refusals');
    expect(() => random.int(2, 1)).toThrow(RangeError);
    expect(() => random.int(0, 1.5)).toThrow(RangeError);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});

describe('newSeed', () => {
  it('gives 32-bit unsigned integers that a plan accepts', () => {
    const seeds = Array.from({ length: 50 }, newSeed);
    expect(seeds.every((seed) => Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32)).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(45);
    expect(() => createFaultPlan(seeds[0] ?? 0, DEFAULT_RATES)).not.toThrow();
  });
});

describe('describeFault', () => {
  it('names the kind, the delay and the hold', () => {
    expect(describeFault({ kind: 'drop', delayMs: 350, holdForNext: true })).toBe(
      'drop, delayed 350 ms, held for the next',
    );
    expect(describeFault({ kind: null, delayMs: 20, holdForNext: false })).toBe('delayed 20 ms');
    expect(describeFault({ kind: 'cut-body', delayMs: 0, holdForNext: false })).toBe('cut-body');
    expect(describeFault({ kind: null, delayMs: 0, holdForNext: false })).toBe('no fault');
  });
});
