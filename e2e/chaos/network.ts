// The chaos run's network between a device (a browser context) and the API: every /api/ request
// meets the fault its plan gives it (scripts/chaos/fault-plan.ts). The browser side drops,
// delays, holds a request until the next one has gone ahead, and answers 502/503/504 in the
// server's place; what only a socket can do (a duplicate, a response lost after the server acted,
// a body cut half-way, a hang) it asks of the proxy the pages load through
// (scripts/chaos/fault-proxy.ts), with a header the proxy removes (decision 052).
import type { BrowserContext, Request, Route } from '@playwright/test';
import type { Fault, FaultKind, FaultPlan } from '../../scripts/chaos/fault-plan.ts';

const STATUS_OF: Partial<Record<FaultKind, number>> = {
  'bad-gateway': 502,
  unavailable: 503,
  'gateway-timeout': 504,
};
/**
 * Asked of the proxy. A response lost or a hang is done here instead: the proxy would close a
 * connection the browser had used before, and Chromium sends a request again when that happens
 * before any answer, so the page would get the second answer and nothing would be lost.
 */
const PROXY_KINDS = new Set<FaultKind>(['duplicate', 'cut-body']);
/** How long a hung request is held: past the client's own timeout, which gives up first. */
const HANG_MS = 20_000;

/** What one device's network did, for the run's figures. */
export interface NetworkCounts {
  requests: number;
  faults: Partial<Record<FaultKind, number>>;
  delayed: number;
  held: number;
}

/** One /api/ request as the device's network met it, for the record of a failed round. */
export interface RequestSeen {
  at: number;
  method: string;
  path: string;
  /** A change's body (its id, the outbox's idempotency key, and what it is about), cut short. */
  body?: string;
  /** The fault it met ('api down' while the API is down), or none. */
  fault?: string;
  /** The status the page received, when a response reached it. */
  status?: number;
}

export interface DeviceNetwork {
  counts: NetworkCounts;
  /** Every /api/ request of the device in order, with the fault it met. */
  seen: RequestSeen[];
  /** Faults on or off: off while a run signs people in and after the network heals. */
  setFaulty(on: boolean): void;
  /** Lets every held request go (the network heals). */
  releaseHeld(): void;
  /** The API down (every /api/ request answered 503) or back, whatever the faults. */
  setApiDown(down: boolean): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Routes the context's /api/ requests through the plan. `stream` names the device in the plan:
 * its n-th request meets the same fault in a replay of the seed, whatever other devices did.
 */
export async function installFaultyNetwork(
  context: BrowserContext,
  plan: FaultPlan,
  stream: string,
): Promise<DeviceNetwork> {
  const counts: NetworkCounts = { requests: 0, faults: {}, delayed: 0, held: 0 };
  let faulty = false;
  let apiDown = false;
  let index = 0;
  /** Requests held until the next one of this device has gone ahead (a reorder). */
  let held: Array<() => void> = [];

  const releaseHeld = () => {
    const waiting = held;
    held = [];
    for (const release of waiting) release();
  };

  const seen: RequestSeen[] = [];
  const lineOf = new WeakMap<Request, RequestSeen>();
  context.on('response', (response) => {
    const line = lineOf.get(response.request());
    if (line) line.status = response.status();
  });
  const handle = async (route: Route) => {
    counts.requests += 1;
    const request = route.request();
    const line: RequestSeen = {
      at: Date.now(),
      method: request.method(),
      path: new URL(request.url()).pathname,
    };
    if (request.method() !== 'GET') line.body = request.postData()?.slice(0, 200);
    seen.push(line);
    lineOf.set(request, line);
    if (apiDown) {
      line.fault = 'api down';
      return route.fulfill({ status: 503, body: 'Service Unavailable' }).catch(() => undefined);
    }
    if (!faulty) {
      releaseHeld();
      return route.continue().catch(() => undefined);
    }
    const fault: Fault = plan.faultFor(stream, index);
    index += 1;
    if (fault.holdForNext) {
      counts.held += 1;
      // Held until the device's next request passes, or a while at most: a page that sends
      // nothing more must not wait for ever.
      await Promise.race([new Promise<void>((resolve) => held.push(resolve)), sleep(10_000)]);
    } else {
      releaseHeld();
    }
    if (fault.delayMs > 0) {
      counts.delayed += 1;
      await sleep(fault.delayMs);
    }
    const kind = fault.kind;
    if (kind) counts.faults[kind] = (counts.faults[kind] ?? 0) + 1;
    if (kind) line.fault = kind;
    // A page closed meanwhile (a tab killed mid-send) has no route to answer any more.
    try {
      if (kind === 'drop') return await route.abort('connectionreset');
      if (kind === 'lose-response' || kind === 'hang') {
        // The server acts; the page never hears of it.
        await route.fetch({ maxRetries: 0 }).catch(() => undefined);
        if (kind === 'hang') await sleep(HANG_MS);
        return await route.abort('connectionreset');
      }
      const status = kind ? STATUS_OF[kind] : undefined;
      if (status)
        return await route.fulfill({
          status,
          contentType: 'text/html',
          body: `<html><body>${status}</body></html>`,
        });
      if (kind && PROXY_KINDS.has(kind))
        return await route.continue({
          headers: { ...route.request().headers(), 'x-chaos-fault': kind },
        });
      return await route.continue();
    } catch {
      return undefined;
    }
  };

  await context.route('**/api/**', handle);
  return {
    counts,
    seen,
    setFaulty(on) {
      faulty = on;
      if (!on) releaseHeld();
    },
    releaseHeld,
    setApiDown(down) {
      apiDown = down;
    },
  };
}

/** The counts of several devices, added up. */
export function addCounts(all: readonly NetworkCounts[]): NetworkCounts {
  const total: NetworkCounts = { requests: 0, faults: {}, delayed: 0, held: 0 };
  for (const counts of all) {
    total.requests += counts.requests;
    total.delayed += counts.delayed;
    total.held += counts.held;
    for (const [kind, count] of Object.entries(counts.faults) as Array<[FaultKind, number]>)
      total.faults[kind] = (total.faults[kind] ?? 0) + count;
  }
  return total;
}
