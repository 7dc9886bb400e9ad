// Money going back to a card, in three steps (decision 018):
// 1. the transaction that decides a refund (finalize's undeliverable classes, an admin's refund)
//    also writes it to payment_refunds as pending, under a key derived from what is refunded,
//    and claims it for a while (`sending_until`) so nobody else sends it meanwhile;
// 2. the provider is asked to refund with that key as the idempotency key;
// 3. the row is marked sent.
// A crash or a provider failure between 1 and 3 leaves a pending row: a retry, or the payment
// sweep once the claim has lapsed, sends it again with the same key, and the provider answers
// the refund it already made instead of refunding twice.
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { isDeskPaymentMethod } from '#shared/schemas/payment.ts';
import { paymentIntents, paymentRefunds, payments } from '../../db/schema.ts';
import { GatewayRefusal } from './gateway.ts';
import { ProviderError, type PaymentDeps } from './provider.ts';
import { retryOnBusy, type Tx } from '../../db/write-transaction.ts';

type RefundRow = typeof paymentRefunds.$inferSelect;

/** Long enough for the provider's call with its own retries (stripe-provider.ts: 3 × 20 s). */
const CLAIM_MS = 2 * 60_000;
/** After the n-th failed attempt the sweep waits 2^n minutes, at most an hour. */
const backoffMs = (attempts: number) => Math.min(2 ** attempts, 60) * 60_000;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

export interface NewRefund {
  key: string;
  paymentId: string;
  intentId: string;
  classIds: string[];
  amountCents: number;
  reason: string;
  /** The staff member (users.id) who asked for it; none when the system refunds on its own. */
  requestedBy?: string | null;
}

/** Step 1: records the refund as pending and claimed by the caller, inside the deciding transaction. */
export async function recordRefund(tx: Tx, refund: NewRefund, now: Date): Promise<RefundRow> {
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      ...refund,
      status: 'pending',
      sendingUntil: later(now, CLAIM_MS),
      nextAttemptAt: later(now, CLAIM_MS),
      createdAt: now.toISOString(),
    })
    .returning();
  return row!;
}

const claimable = (now: Date) =>
  and(
    eq(paymentRefunds.status, 'pending'),
    or(isNull(paymentRefunds.sendingUntil), lte(paymentRefunds.sendingUntil, now.toISOString())),
  );

/**
 * Claims a pending refund nobody is sending; null when it is sent or someone is sending it.
 * In a transaction, or on the database (wrap it in retryOnBusy there).
 */
export async function claimRefund(
  db: Tx | PaymentDeps['db'],
  key: string,
  now: Date,
): Promise<RefundRow | null> {
  const [row] = await db
    .update(paymentRefunds)
    .set({ sendingUntil: later(now, CLAIM_MS) })
    .where(and(eq(paymentRefunds.key, key), claimable(now)))
    .returning();
  return row ?? null;
}

/**
 * Step 2: the money goes back the way it came: the card provider, or the redirect gateway that
 * took it (decision 036), asked with the refund's key so a second call refunds nothing more.
 * Money taken at the desk was handed back there when the refund was recorded (decision 040):
 * nobody is asked.
 */
async function refundAtProvider(deps: PaymentDeps, row: RefundRow): Promise<{ id: string }> {
  const [paid] = await retryOnBusy(() =>
    deps.db
      .select({ gateway: payments.gateway })
      .from(payments)
      .where(eq(payments.id, row.paymentId)),
  );
  if (paid && isDeskPaymentMethod(paid.gateway)) return { id: `desk-${row.key}` };
  const [attempt] = await retryOnBusy(() =>
    deps.db.select().from(paymentIntents).where(eq(paymentIntents.intentId, row.intentId)),
  );
  if (!attempt || attempt.gateway === 'card') {
    return deps.provider.refund({
      intentId: row.intentId,
      amountCents: row.amountCents,
      idempotencyKey: row.key,
      reason: row.reason,
    });
  }
  const gateway = deps.gateways?.get(attempt.gateway, attempt.origin ?? '');
  if (!gateway) throw new ProviderError(`${attempt.gateway} is not configured here.`);
  const [payment] = await retryOnBusy(() =>
    deps.db.select().from(payments).where(eq(payments.id, row.paymentId)),
  );
  if (!payment) throw new ProviderError(`No payment ${row.paymentId} to refund.`);
  const refund = await gateway
    .refund({
      payment: {
        gateway: attempt.gateway,
        reference: attempt.intentId,
        status: 'paid',
        amountMinor: payment.amountCents,
        currency: payment.currency.toUpperCase(),
        transactionId: payment.gatewayTransactionId,
        confirmationId: payment.confirmationId,
        gatewayPaymentId: attempt.gatewayPaymentId,
        method: null,
        risky: false,
      },
      amountMinor: row.amountCents,
      refundId: row.key,
      reason: row.reason,
    })
    .catch((error: unknown) => {
      // A gateway's refusal is retried like a failure to reach it, and looked at in the logs.
      if (error instanceof GatewayRefusal) throw new ProviderError(error.message, { cause: error });
      throw error;
    });
  return { id: refund.id };
}

/**
 * Steps 2 and 3 for a refund the caller has claimed. A provider failure is recorded on the row
 * (which stays pending, unclaimed, for a retry or the sweep) and thrown.
 */
export async function sendClaimedRefund(deps: PaymentDeps, row: RefundRow): Promise<void> {
  let providerRefundId: string;
  try {
    ({ id: providerRefundId } = await refundAtProvider(deps, row));
  } catch (error) {
    const now = deps.now();
    await retryOnBusy(() =>
      deps.db
        .update(paymentRefunds)
        .set({
          sendingUntil: null,
          attempts: sql`${paymentRefunds.attempts} + 1`,
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: later(now, backoffMs(row.attempts + 1)),
        })
        .where(eq(paymentRefunds.key, row.key)),
    );
    throw error;
  }
  await retryOnBusy(() =>
    deps.db
      .update(paymentRefunds)
      .set({
        status: 'sent',
        sendingUntil: null,
        attempts: sql`${paymentRefunds.attempts} + 1`,
        lastError: null,
        providerRefundId,
        sentAt: deps.now().toISOString(),
      })
      .where(eq(paymentRefunds.key, row.key)),
  );
}

/** Sends the payment's pending refunds that nobody is sending (finalize's replay). */
export async function sendPendingRefundsOf(deps: PaymentDeps, paymentId: string): Promise<void> {
  const pending = await retryOnBusy(() =>
    deps.db
      .select({ key: paymentRefunds.key })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'pending'))),
  );
  for (const { key } of pending) {
    const claimed = await retryOnBusy(() => claimRefund(deps.db, key, deps.now()));
    if (claimed) await sendClaimedRefund(deps, claimed);
  }
}

export interface RefundFailure {
  key: string;
  attempts: number;
  error: unknown;
}

/** The sweep's part: pending refunds that are due and unclaimed, oldest first, up to `limit`. */
export async function sendDueRefunds(
  deps: PaymentDeps,
  limit: number,
): Promise<{ sent: number; failed: RefundFailure[] }> {
  const now = deps.now();
  const due = await retryOnBusy(() =>
    deps.db
      .select({ key: paymentRefunds.key })
      .from(paymentRefunds)
      .where(and(claimable(now), lte(paymentRefunds.nextAttemptAt, now.toISOString())))
      .orderBy(asc(paymentRefunds.nextAttemptAt))
      .limit(limit),
  );
  let sent = 0;
  const failed: RefundFailure[] = [];
  for (const { key } of due) {
    const claimed = await retryOnBusy(() => claimRefund(deps.db, key, now));
    if (!claimed) continue;
    try {
      await sendClaimedRefund(deps, claimed);
      sent += 1;
    } catch (error) {
      failed.push({ key, attempts: claimed.attempts + 1, error });
    }
  }
  return { sent, failed };
}
