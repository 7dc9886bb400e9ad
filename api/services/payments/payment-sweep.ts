// The payment sweep: no charge is left without its enrollment or its refund (decision 018).
// Every intent the server creates is written to payment_intents. The browser finalizes a paid
// intent within seconds, Stripe's webhook too; when both are lost (the tab closed after paying,
// the webhook never came, the finalize call failed), the sweep finds the intent, asks the provider
// about it and runs the same finalize step, which enrolls or refunds. An intent nobody paid is
// cancelled at the provider after an hour, so it can never be charged later, and then forgotten.
// The sweep also sends refunds left pending (refunds.ts), and looks after the waitlists: offers
// that ran out are expired, their students told, and freed seats (holds run out too) offered on
// (waitlist/waitlist-sweep.ts). Last, it forgets the ids of undone changes kept longer than an
// outbox needs them (removed-changes.ts). Node runs it from a timer in the API process
// (api/node.ts), Workers from a Cron Trigger (api/worker.ts, wrangler.toml).
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { paymentIntents } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { repeatEvery, type RepeatingTask } from '../../lib/repeat.ts';
import { finalizePayment } from './finalize.ts';
import { GatewayRefusal } from './gateway.ts';
import { askGateway, closeRedirectAttempt, settleVerified } from './redirect-payments.ts';
import type { PaymentDeps } from './provider.ts';
import { sendDueRefunds } from './refunds.ts';
import { sweepWaitlists } from '../waitlist/waitlist-sweep.ts';
import { pruneRemovedChanges } from '../removed-changes.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';

const MINUTE = 60_000;
/** An intent still unpaid this long after it was made is cancelled at the provider. */
export const ABANDON_AFTER_MINUTES = 60;
/** How often Node runs the sweep (Workers: wrangler.toml's cron, every minute). */
export const SWEEP_INTERVAL_MS = MINUTE;
/** Intents and refunds looked at per run, so one run stays short; the rest wait for the next. */
const BATCH = 25;
/** A claimed intent is not looked at again before this (also the wait after an error). */
const CLAIM_MS = 5 * MINUTE;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

type IntentRow = typeof paymentIntents.$inferSelect;

/** Open intents due for a look, each claimed (its next look moved on) so no other sweep takes it. */
async function claimDueIntents(deps: PaymentDeps, now: Date): Promise<IntentRow[]> {
  const open = and(
    isNull(paymentIntents.finalizedAt),
    lte(paymentIntents.nextCheckAt, now.toISOString()),
  );
  const due = await retryOnBusy(() =>
    deps.db
      .select({ intentId: paymentIntents.intentId })
      .from(paymentIntents)
      .where(open)
      .orderBy(asc(paymentIntents.nextCheckAt))
      .limit(BATCH),
  );
  const claimed: IntentRow[] = [];
  for (const { intentId } of due) {
    const [row] = await retryOnBusy(() =>
      deps.db
        .update(paymentIntents)
        .set({ nextCheckAt: later(now, CLAIM_MS) })
        .where(and(eq(paymentIntents.intentId, intentId), open))
        .returning(),
    );
    if (row) claimed.push(row);
  }
  return claimed;
}

const close = (deps: PaymentDeps, intentId: string, outcome: 'canceled' | 'unknown' | 'refused') =>
  retryOnBusy(() =>
    deps.db
      .update(paymentIntents)
      .set({ finalizedAt: deps.now().toISOString(), outcome })
      .where(and(eq(paymentIntents.intentId, intentId), isNull(paymentIntents.finalizedAt))),
  );

/** Unpaid and young: look again after a quarter of its age, between 1 and 10 minutes. */
const lookAgain = (deps: PaymentDeps, row: IntentRow, now: Date) => {
  const age = now.getTime() - new Date(row.createdAt).getTime();
  const wait = Math.min(Math.max(age / 4, MINUTE), 10 * MINUTE);
  return retryOnBusy(() =>
    deps.db
      .update(paymentIntents)
      .set({ nextCheckAt: later(now, wait) })
      .where(eq(paymentIntents.intentId, row.intentId)),
  );
};

type Outcome = 'finalized' | 'closed' | 'waiting';

/**
 * A redirect gateway's attempt: the gateway is asked where it stands and the response settled
 * as a return or a notice would be (redirect-payments.ts). One still unpaid after an hour is
 * given up: its seats go to the line, and a payment made after that is refunded in full.
 */
async function settleRedirect(deps: PaymentDeps, row: IntentRow, now: Date): Promise<Outcome> {
  let verified;
  try {
    verified = await askGateway(deps, row);
  } catch (error) {
    // A response for another amount or currency: no retry changes it; a person must look.
    if (!(error instanceof GatewayRefusal) || error.reason === 'refused_by_gateway') throw error;
    await close(deps, row.intentId, 'refused');
    throw error;
  }
  if (verified) {
    const decision = await settleVerified(deps, row, verified);
    if (decision === 'pay' || decision === 'hold_for_review' || decision === 'refund_late_payment')
      return 'finalized';
    if (verified.status === 'failed' || verified.status === 'cancelled') return 'closed';
  }
  const age = now.getTime() - new Date(row.createdAt).getTime();
  if (age >= ABANDON_AFTER_MINUTES * MINUTE) {
    await closeRedirectAttempt(deps, row.intentId, 'canceled');
    return 'closed';
  }
  await lookAgain(deps, row, now);
  return 'waiting';
}

async function settle(deps: PaymentDeps, row: IntentRow, now: Date): Promise<Outcome> {
  if (row.gateway !== 'card') return settleRedirect(deps, row, now);
  const intent = await deps.provider.retrieveIntent(row.intentId);
  if (!intent) {
    await close(deps, row.intentId, 'unknown');
    return 'closed';
  }
  let status = intent.status;
  const age = now.getTime() - new Date(row.createdAt).getTime();
  if (status !== 'succeeded' && status !== 'canceled' && status !== 'processing') {
    if (age >= ABANDON_AFTER_MINUTES * MINUTE)
      status = await deps.provider.cancelIntent(row.intentId);
  }
  if (status === 'succeeded') {
    try {
      // The same step as the browser's and the webhook's: enrolls, or records and sends refunds.
      await finalizePayment(deps, row.intentId);
      return 'finalized';
    } catch (error) {
      // A refusal that no retry changes (the amount does not match the order): a person must look.
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      await close(deps, row.intentId, 'refused');
      throw error;
    }
  }
  if (status === 'canceled') {
    await close(deps, row.intentId, 'canceled');
    return 'closed';
  }
  await lookAgain(deps, row, now);
  return 'waiting';
}

export interface SweepReport {
  finalized: number;
  closed: number;
  refundsSent: number;
  offersExpired: number;
  offersMade: number;
  removalsForgotten: number;
  failures: { intentId?: string; refundKey?: string; error: string }[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One run: pending refunds first (money owed), then the open intents that are due (a payment
 * finalized now accepts its offer before the offer is expired), then the waitlists, then the
 * ids of undone changes old enough to forget.
 */
export async function sweepPayments(deps: PaymentDeps): Promise<SweepReport> {
  const refunds = await sendDueRefunds(deps, BATCH);
  const report: SweepReport = {
    finalized: 0,
    closed: 0,
    refundsSent: refunds.sent,
    offersExpired: 0,
    offersMade: 0,
    removalsForgotten: 0,
    failures: refunds.failed.map((f) => ({ refundKey: f.key, error: messageOf(f.error) })),
  };
  const now = deps.now();
  for (const row of await claimDueIntents(deps, now)) {
    try {
      const outcome = await settle(deps, row, now);
      if (outcome === 'finalized') report.finalized += 1;
      if (outcome === 'closed') report.closed += 1;
    } catch (error) {
      // This intent waits for its next look (its claim); the others go on.
      report.failures.push({ intentId: row.intentId, error: messageOf(error) });
    }
  }
  try {
    const lines = await sweepWaitlists(deps.db, now, deps.waitlistOfferHours);
    report.offersExpired = lines.offersExpired;
    report.offersMade = lines.offersMade;
  } catch (error) {
    // The lines wait for the next run; what this run did with the money is still reported.
    report.failures.push({ error: messageOf(error) });
  }
  try {
    report.removalsForgotten = await pruneRemovedChanges(deps.db, now);
  } catch (error) {
    report.failures.push({ error: messageOf(error) });
  }
  return report;
}

/** One run that never throws: what it did is logged, failures as errors (both runtimes). */
export async function runPaymentSweep(deps: PaymentDeps, logger: Logger): Promise<void> {
  try {
    const { failures, ...done } = await sweepPayments(deps);
    if (Object.values(done).some((n) => n > 0)) logger.info('payment sweep', done);
    for (const failure of failures) logger.error('payment sweep failure', failure);
  } catch (error) {
    logger.error('payment sweep failed', { error: messageOf(error) });
  }
}

/** Runs the sweep every `intervalMs` in this process (Node); a run never overlaps the last. */
export function startPaymentSweep(
  deps: PaymentDeps,
  options: { intervalMs?: number; logger: Logger },
): RepeatingTask {
  return repeatEvery(options.intervalMs ?? SWEEP_INTERVAL_MS, () =>
    runPaymentSweep(deps, options.logger),
  );
}
