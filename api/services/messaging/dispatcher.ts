// The dispatcher: sends the due messages (outbound_messages) through their channels. A run first
// queues the reminders whose time has come (reminders.ts), then claims due rows in one statement
// by setting a lease (lease_until, lease_owner): of two API processes running at once each row
// goes to one, and a row whose sender crashed mid-send is taken again once its lease runs out.
// Each claimed row is sent (to every address of the person), then marked done with its outcome
// or put back for a later try. Only the lease's owner may do either, so a sender that outlived
// its lease changes nothing. Node runs it from a timer in the API process (api/node.ts), Workers
// from the Cron Trigger (api/worker.ts, wrangler.toml). Delivery is at least once: a crash after
// the push service took a message and before it was marked sends it again, and the device shows
// it once (the payload's tag replaces the first).
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';
import type { Logger } from '../../lib/logger.ts';
import { repeatEvery, type RepeatingTask } from '../../lib/repeat.ts';
import type { Channel, ChannelName, DueMessage, SendResult } from './channel.ts';
import { queueSessionReminders, reminderStillTrue } from './reminders.ts';

const MINUTE = 60_000;
/** Rows one claim takes; a run claims again while claims come back full (up to MAX_CLAIMS). */
const BATCH = 25;
const MAX_CLAIMS = 8;
/** Longer than a batch takes (its sends run together, each one bounded by its own timeout). */
export const LEASE_MS = 5 * MINUTE;
/** Tries before a message is given up on ('failed'). */
export const MAX_ATTEMPTS = 6;
/** The wait before the next try: a minute, doubling, at most an hour (or what the service asked). */
export const retryDelayMs = (attempts: number, asked?: number) =>
  Math.min(Math.max(MINUTE * 2 ** (attempts - 1), asked ?? 0), 60 * MINUTE);
/** How often Node runs the dispatcher (Workers: wrangler.toml's cron, every minute). */
export const DISPATCH_INTERVAL_MS = 15_000;

export type Outcome = 'sent' | 'no_recipient' | 'dropped' | 'failed';

export interface DispatchDeps {
  db: Database;
  channels: readonly Channel[];
  now: () => Date;
  /** This dispatcher's name in the leases it holds (a random one unless given). */
  owner?: string;
}

export interface DispatchReport {
  queued: number;
  done: Partial<Record<Outcome, number>>;
  retried: number;
}

/** Checks a kind must pass again at send time (what it tells may have changed since). */
const STILL_TRUE: Partial<
  Record<string, (db: Database, message: DueMessage, now: Date) => Promise<boolean>>
> = { session_reminder: reminderStillTrue };

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** Due rows without a live lease, leased to `owner` in one statement. */
async function claim(db: Database, owner: string, now: Date): Promise<DueMessage[]> {
  const at = now.toISOString();
  const claimable = and(
    isNull(outboundMessages.sentAt),
    lte(outboundMessages.dueAt, at),
    or(isNull(outboundMessages.leaseUntil), lte(outboundMessages.leaseUntil, at)),
  );
  const rows = await retryOnBusy(() =>
    db
      .update(outboundMessages)
      .set({ leaseUntil: later(now, LEASE_MS), leaseOwner: owner })
      .where(
        and(
          claimable,
          inArray(
            outboundMessages.id,
            db
              .select({ id: outboundMessages.id })
              .from(outboundMessages)
              .where(claimable)
              .orderBy(asc(outboundMessages.dueAt))
              .limit(BATCH),
          ),
        ),
      )
      .returning(),
  );
  return rows as DueMessage[];
}

/** Changes a row this dispatcher still holds the lease of (a lost lease changes nothing). */
const settle = (db: Database, owner: string, row: DueMessage, changes: object) =>
  retryOnBusy(() =>
    db
      .update(outboundMessages)
      .set({ ...changes, leaseUntil: null, leaseOwner: null })
      .where(and(eq(outboundMessages.id, row.id), eq(outboundMessages.leaseOwner, owner))),
  );

/** What the sends to each address add up to: done with an outcome, or a later try. */
function outcomeOf(results: SendResult[]): Outcome | { retryAfterMs?: number } {
  if (results.some((r) => r.result === 'sent')) return 'sent';
  const retries = results.filter((r) => r.result === 'retry');
  if (retries.length > 0) {
    return { retryAfterMs: Math.max(0, ...retries.map((r) => r.afterMs ?? 0)) || undefined };
  }
  return results.every((r) => r.result === 'gone') ? 'no_recipient' : 'failed';
}

async function dispatchOne(
  deps: DispatchDeps,
  owner: string,
  row: DueMessage,
  logger?: Logger,
): Promise<Outcome | 'retry'> {
  const now = deps.now();
  const attempts = row.attempts + 1;
  const finish = async (outcome: Outcome) => {
    await settle(deps.db, owner, row, { sentAt: now.toISOString(), outcome, attempts });
    return outcome;
  };
  const channel = deps.channels.find((each) => each.name === (row.channel as ChannelName));
  if (!channel) return finish('failed');
  const stillTrue = STILL_TRUE[row.kind];
  if (stillTrue && !(await stillTrue(deps.db, row, now))) return finish('dropped');
  const addresses = await channel.addressesOf(row.userId);
  if (addresses.length === 0) return finish('no_recipient');
  const results = await Promise.all(
    addresses.map((address) =>
      channel.send(row, address).catch((error: unknown): SendResult => ({
        result: 'retry',
        reason: error instanceof Error ? error.message : String(error),
      })),
    ),
  );
  for (const [index, result] of results.entries()) {
    if (result.result === 'gone') await channel.forget(addresses[index]);
    if (result.result === 'failed' || result.result === 'retry') {
      logger?.warn('message not delivered', { id: row.id, ...result, attempts });
    }
  }
  const outcome = outcomeOf(results);
  if (typeof outcome === 'string') return finish(outcome);
  if (attempts >= MAX_ATTEMPTS) return finish('failed');
  await settle(deps.db, owner, row, {
    attempts,
    dueAt: later(now, retryDelayMs(attempts, outcome.retryAfterMs)),
  });
  return 'retry';
}

/** One run: queue the reminders that are due, then send what is due, batch after batch. */
export async function dispatchDueMessages(
  deps: DispatchDeps,
  logger?: Logger,
): Promise<DispatchReport> {
  const owner = deps.owner ?? crypto.randomUUID();
  const report: DispatchReport = {
    queued: await queueSessionReminders(deps.db, deps.now()),
    done: {},
    retried: 0,
  };
  for (let round = 0; round < MAX_CLAIMS; round += 1) {
    const rows = await claim(deps.db, owner, deps.now());
    const outcomes = await Promise.all(
      rows.map((row) =>
        dispatchOne(deps, owner, row, logger).catch((error: unknown) => {
          // This row keeps its lease until it runs out, then is tried again; the others go on.
          logger?.error('sending a message failed', {
            id: row.id,
            error: error instanceof Error ? error.message : String(error),
          });
          return null;
        }),
      ),
    );
    for (const outcome of outcomes) {
      if (outcome === 'retry') report.retried += 1;
      else if (outcome) report.done[outcome] = (report.done[outcome] ?? 0) + 1;
    }
    if (rows.length < BATCH) break;
  }
  return report;
}

/** One run that never throws: what it did is logged, failures as errors (both runtimes). */
export async function runDispatcher(deps: DispatchDeps, logger: Logger): Promise<void> {
  try {
    const report = await dispatchDueMessages(deps, logger);
    if (report.queued + report.retried + Object.keys(report.done).length > 0) {
      logger.info('messages', { queued: report.queued, retried: report.retried, ...report.done });
    }
  } catch (error) {
    logger.error('message dispatch failed', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Runs the dispatcher every `intervalMs` in this process (Node); a run never overlaps the last. */
export function startDispatcher(
  deps: DispatchDeps,
  options: { intervalMs?: number; logger: Logger },
): RepeatingTask {
  const owned = { ...deps, owner: deps.owner ?? crypto.randomUUID() };
  return repeatEvery(options.intervalMs ?? DISPATCH_INTERVAL_MS, () =>
    runDispatcher(owned, options.logger),
  );
}
