// Paying through a redirect gateway (bKash, SSLCommerz; decision 036), from start to settled:
// 1. start: the same checks and seat holds as a card payment (create-intent.ts), the attempt
//    recorded with its order before the gateway is asked, then the student is sent to its page;
// 2. confirm: what comes back (the browser's return, SSLCommerz's IPN, bKash's callback or
//    webhook) only names the attempt; the gateway's server is asked (gateway.ts's confirm), and
//    its response must match our record's reference, amount and currency;
// 3. settle: inside one write transaction, decideConfirmation says what the response means for the
//    record as it stands then, so the return, the notices and the sweep racing each other record
//    one payment, deliver it once, and refund a late one in full through the same gateway.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { fromMinorUnits, currencyOrDefault } from '#shared/money.ts';
import { classNames, refusal } from '#shared/refusals.ts';
import {
  SEAT_HOLD_MINUTES,
  type PaymentAttempt,
  type PaymentAttemptStatus,
  type RedirectGatewayName,
  type StartPaymentResult,
} from '#shared/schemas/payment.ts';
import { enrollments, paymentIntents, payments } from '../../db/schema.ts';
import { retryOnBusy, writeTransaction } from '../../db/write-transaction.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  holdSeats,
  prepareCheckout,
  refuseOutsideChargeLimits,
  type Checkout,
  type Payer,
} from './create-intent.ts';
import { recordPayment, type Delivery, type PaidAttempt } from './finalize.ts';
import {
  decideConfirmation,
  GatewayRefusal,
  type ConfirmationDecision,
  type ExpectedPayment,
  type PaymentGateway,
  type RecordState,
  type VerifiedPayment,
} from './gateway.ts';
import { decodeOrder } from './order-metadata.ts';
import { ProviderError, type PaymentDeps } from './provider.ts';
import { sendClaimedRefund } from './refunds.ts';
import { releaseIntentHolds } from './seat-holds.ts';
import { offerFreedSeatsIn } from '../waitlist/offers.ts';

type AttemptRow = typeof paymentIntents.$inferSelect;

/** Where the server's return routes send the browser, with `?reference=`. */
export const RETURN_PAGE_PATH = '/dashboard/payment/return';
/** The routes the gateways send the browser and their notices to (routes/payments). */
export const GATEWAY_ROUTES = {
  sslcommerzReturn: '/api/payments/sslcommerz/return',
  sslcommerzNotice: '/api/payments/sslcommerz/ipn',
  bkashReturn: '/api/payments/bkash/return',
} as const;

const unavailable = () => new HttpError(502, 'payment_provider', refusal('gateway_unavailable'));

/** Our unique id of one attempt: SSLCommerz's tran_id (at most 30 characters) and bKash's invoice. */
const newReference = () => `pay-${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

function gatewayOf(deps: PaymentDeps, row: AttemptRow): PaymentGateway {
  if (row.gateway === 'card') throw new ProviderError(`${row.intentId} is a card payment.`);
  const gateway = deps.gateways?.get(row.gateway, row.origin ?? '');
  if (!gateway) throw new ProviderError(`${row.gateway} is not configured here.`);
  return gateway;
}

const expectedOf = (row: AttemptRow): ExpectedPayment => ({
  reference: row.intentId,
  amountMinor: row.amountCents,
  currency: row.currency.toUpperCase(),
  gatewayPaymentId: row.gatewayPaymentId ?? undefined,
});

export interface StartInput {
  gateway: RedirectGatewayName;
  price?: number;
  currency?: Parameters<typeof prepareCheckout>[2]['currency'];
}

/** POST /api/payments/start: holds the seats, records the attempt, opens the gateway's page. */
export async function startRedirectPayment(
  deps: PaymentDeps,
  payer: Payer & { name: string | null },
  input: StartInput,
  origin: string,
  logger?: Logger,
): Promise<StartPaymentResult> {
  const checkout = await prepareCheckout(deps, payer, input);
  const offered = deps.gateways?.offered[checkout.currency] ?? [];
  const gateway = offered.includes(input.gateway)
    ? deps.gateways?.get(input.gateway, origin)
    : null;
  if (!gateway) throw badRequest('gateway_not_offered');
  refuseOutsideChargeLimits(checkout, input.gateway);
  // Taps that arrive together share one start: the first opens the page, the others get it.
  const key = `${input.gateway} ${JSON.stringify(checkout.order)}`;
  let opening = startsUnderWay.get(key);
  if (!opening) {
    opening = openPage(deps, payer, checkout, input.gateway, gateway, origin, logger).finally(() =>
      startsUnderWay.delete(key),
    );
    startsUnderWay.set(key, opening);
  }
  return opening;
}

/**
 * The starts under way in this process, by gateway and order (the order names the payer): a
 * second tap before the first has its page waits for that page instead of opening another.
 */
const startsUnderWay = new Map<string, Promise<StartPaymentResult>>();

/** The open attempt's page for this cart, or a new attempt and page. */
async function openPage(
  deps: PaymentDeps,
  payer: Payer & { name: string | null },
  checkout: Checkout,
  name: RedirectGatewayName,
  gateway: PaymentGateway,
  origin: string,
  logger?: Logger,
): Promise<StartPaymentResult> {
  const open = await openAttemptFor(deps, checkout, name);
  if (open?.redirectUrl) {
    // Pay tapped again (or the page reloaded) for the same classes: the same attempt and page,
    // its holds renewed, so two pages can never both take the money.
    const { stillFull, holdExpiresAt } = await holdSeats(deps, checkout, {
      intentId: open.intentId,
    });
    if (stillFull.length > 0) throw conflict('classes_full', classNames(stillFull));
    return {
      reference: open.intentId,
      redirectUrl: open.redirectUrl,
      total: fromMinorUnits(checkout.totalCents, checkout.currency),
      currency: checkout.currency,
      holdExpiresAt,
    };
  }
  const reference = newReference();
  const { stillFull, holdExpiresAt } = await holdSeats(deps, checkout, {
    intentId: reference,
    gateway: name,
    order: checkout.metadata,
    origin,
  });
  if (stillFull.length > 0) throw conflict('classes_full', classNames(stillFull));

  const returnUrl = new URL(
    name === 'bkash' ? GATEWAY_ROUTES.bkashReturn : GATEWAY_ROUTES.sslcommerzReturn,
    origin,
  ).toString();
  let started;
  try {
    started = await gateway.start({
      reference,
      amountMinor: checkout.totalCents,
      currency: checkout.currency.toUpperCase(),
      customer: {
        name: payer.name || payer.email,
        email: payer.email,
        // The account keeps no phone number; the gateway's own page asks for the wallet's.
        phone: 'N/A',
      },
      description: checkout.order.items
        .map((item) => item.name)
        .join(', ')
        .slice(0, 250),
      returnUrl,
      notifyUrl: new URL(GATEWAY_ROUTES.sslcommerzNotice, origin).toString(),
    });
  } catch (error) {
    // Nothing can be paid on an attempt the gateway never opened: its seats go back at once.
    await closeRedirectAttempt(deps, reference, 'failed');
    if (error instanceof GatewayRefusal || error instanceof ProviderError) {
      logger?.warn('gateway did not open a payment', {
        reference,
        why: error.message,
      });
      throw unavailable();
    }
    throw error;
  }
  await retryOnBusy(() =>
    deps.db
      .update(paymentIntents)
      .set({ gatewayPaymentId: started.gatewayPaymentId, redirectUrl: started.redirectUrl })
      .where(eq(paymentIntents.intentId, reference)),
  );
  return {
    reference,
    redirectUrl: started.redirectUrl,
    total: fromMinorUnits(checkout.totalCents, checkout.currency),
    currency: checkout.currency,
    holdExpiresAt,
  };
}

/**
 * This payer's attempt through `gateway` for exactly these classes and prices, opened within
 * one seat hold and not settled: its page is still the one to pay on.
 */
async function openAttemptFor(deps: PaymentDeps, checkout: Checkout, gateway: RedirectGatewayName) {
  const since = new Date(checkout.now.getTime() - SEAT_HOLD_MINUTES * 60_000).toISOString();
  const rows = await retryOnBusy(() =>
    deps.db
      .select()
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.email, checkout.payer.email),
          eq(paymentIntents.gateway, gateway),
          isNull(paymentIntents.finalizedAt),
          gt(paymentIntents.createdAt, since),
        ),
      )
      .orderBy(desc(paymentIntents.createdAt))
      .limit(1),
  );
  const [row] = rows;
  const sameOrder =
    row?.order && JSON.stringify(decodeOrder(row.order)) === JSON.stringify(checkout.order);
  return sameOrder ? row : null;
}

/** The attempt is over unpaid (failed, cancelled, abandoned): its seats go to the line now. */
export async function closeRedirectAttempt(
  deps: PaymentDeps,
  reference: string,
  outcome: 'failed' | 'canceled',
) {
  await writeTransaction(deps.db, async (tx) => {
    const closed = await tx
      .update(paymentIntents)
      .set({ finalizedAt: deps.now().toISOString(), outcome })
      .where(and(eq(paymentIntents.intentId, reference), isNull(paymentIntents.finalizedAt)))
      .returning({ order: paymentIntents.order });
    const order = closed[0]?.order ? decodeOrder(closed[0].order) : null;
    if (!order) return;
    await releaseIntentHolds(tx, reference);
    await offerFreedSeatsIn(
      tx,
      order.items.map((item) => item.classId),
      deps.now(),
      deps.waitlistOfferHours,
    );
  });
}

export async function findAttempt(
  deps: PaymentDeps,
  by: { reference: string } | { gateway: RedirectGatewayName; gatewayPaymentId: string },
): Promise<AttemptRow | null> {
  const where =
    'reference' in by
      ? eq(paymentIntents.intentId, by.reference)
      : and(
          eq(paymentIntents.gateway, by.gateway),
          eq(paymentIntents.gatewayPaymentId, by.gatewayPaymentId),
        );
  const [row] = await retryOnBusy(() => deps.db.select().from(paymentIntents).where(where));
  return row && row.gateway !== 'card' ? row : null;
}

const DELIVERIES: Partial<Record<ConfirmationDecision, Delivery>> = {
  pay: 'deliver',
  hold_for_review: 'hold_for_review',
  refund_late_payment: 'refund_all',
};

/**
 * Step 3: what a verified response means for the record as it stands inside the transaction. The
 * one place every path (return, notice, webhook, sweep, the return page's question) settles by.
 */
export async function settleVerified(
  deps: PaymentDeps,
  row: AttemptRow,
  verified: VerifiedPayment,
  logger?: Logger,
): Promise<ConfirmationDecision> {
  const order = row.order ? decodeOrder(row.order) : null;
  if (!order) throw new ProviderError(`${row.intentId} has no order.`);
  const now = deps.now();
  const result = await writeTransaction(deps.db, async (tx) => {
    const [current] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.intentId, row.intentId));
    const [payment] = await tx
      .select({ review: payments.review, confirmationId: payments.confirmationId })
      .from(payments)
      .where(eq(payments.transactionId, row.intentId));
    const state: RecordState = payment
      ? {
          state: payment.review === 'held' ? 'held' : 'paid',
          confirmationId: payment.confirmationId ?? '',
        }
      : current?.finalizedAt
        ? { state: 'given_up' }
        : { state: 'open' };
    const decision = decideConfirmation(state, verified);
    const delivery = DELIVERIES[decision];
    if (delivery) {
      const paid: PaidAttempt = {
        reference: row.intentId,
        amountCents: verified.amountMinor,
        gateway: verified.gateway,
        gatewayTransactionId: verified.transactionId,
        confirmationId: verified.confirmationId,
        method: verified.method ? methodInfoOf(verified.method) : null,
      };
      const recorded = await recordPayment(tx, paid, order, now, deps.waitlistOfferHours, delivery);
      return { decision, refunds: [recorded.refund, recorded.discountRefund] };
    }
    return { decision, refunds: [] };
  });
  if (result.decision === 'not_paid' && ['failed', 'cancelled'].includes(verified.status)) {
    await closeRedirectAttempt(
      deps,
      row.intentId,
      verified.status === 'failed' ? 'failed' : 'canceled',
    );
  }
  if (result.decision === 'refuse_second_confirmation') {
    logger?.error('second confirmation of a settled payment', {
      reference: row.intentId,
      confirmationId: verified.confirmationId,
    });
  }
  for (const refund of result.refunds) {
    if (!refund) continue;
    try {
      // Recorded in the transaction: if the gateway fails now, the sweep sends it later.
      await sendClaimedRefund(deps, refund);
    } catch (error) {
      if (!(error instanceof ProviderError) && !(error instanceof GatewayRefusal)) throw error;
      logger?.warn('refund left for the sweep', { reference: row.intentId });
    }
  }
  return result.decision;
}

function methodInfoOf(method: NonNullable<VerifiedPayment['method']>) {
  if (method.kind === 'card')
    return { kind: 'card' as const, brand: method.brand, last4: method.last4 };
  // A wallet's label is the gateway's code ("BKASH-BKash"); digits, when any, are its last four.
  const digits = (method.label ?? '').replace(/\D/g, '');
  return { kind: method.kind, last4: digits.length >= 4 ? digits.slice(-4) : null };
}

/**
 * Step 2 for what came back: `evidence` is the fields the gateway or the browser brought. A
 * refusal (bad signature, another amount) is a 400, logged, and changes nothing.
 */
export async function confirmRedirectPayment(
  deps: PaymentDeps,
  row: AttemptRow,
  evidence: Readonly<Record<string, string>>,
  logger?: Logger,
): Promise<ConfirmationDecision> {
  let verified: VerifiedPayment;
  try {
    verified = await gatewayOf(deps, row).confirm({ evidence, expected: expectedOf(row) });
  } catch (error) {
    if (error instanceof GatewayRefusal) {
      logger?.warn('payment notice refused', { reference: row.intentId, why: error.message });
      throw badRequest('payment_notice_refused');
    }
    if (error instanceof ProviderError) throw unavailable();
    throw error;
  }
  return settleVerified(deps, row, verified, logger);
}

/**
 * Asks the gateway where an attempt stands, with nothing from the browser (the sweep, the return
 * page's question, bKash's webhook). bKash takes the money only when the merchant executes: an
 * attempt the student approved but whose return was lost is executed here (confirm asks first
 * and executes only a payment still waiting); SSLCommerz is asked by our reference.
 */
export async function askGateway(
  deps: PaymentDeps,
  row: AttemptRow,
): Promise<VerifiedPayment | null> {
  const gateway = gatewayOf(deps, row);
  const expected = expectedOf(row);
  if (row.gateway === 'bkash') {
    if (!row.gatewayPaymentId) return null;
    return gateway.confirm({
      evidence: { paymentID: row.gatewayPaymentId, status: 'success' },
      expected,
    });
  }
  return gateway.query(expected);
}

/** Where an attempt stands for the payer, from our records only. */
async function attemptOf(deps: PaymentDeps, row: AttemptRow): Promise<PaymentAttempt> {
  const order = row.order ? decodeOrder(row.order) : null;
  const [payment] = await retryOnBusy(() =>
    deps.db.select().from(payments).where(eq(payments.transactionId, row.intentId)),
  );
  const currency = currencyOrDefault(row.currency);
  let status: PaymentAttemptStatus = 'confirming';
  let refundedClasses: string[] = [];
  if (payment) {
    const refunded = payment.refundedCents >= payment.amountCents && payment.amountCents > 0;
    status = refunded ? 'refunded' : payment.review === 'held' ? 'held_for_review' : 'paid';
    if (payment.review !== 'held') {
      const kept = await retryOnBusy(() =>
        deps.db
          .select({ classId: enrollments.classId })
          .from(enrollments)
          .where(eq(enrollments.paymentId, payment.id)),
      );
      const keptIds = new Set(kept.map((enrollment) => enrollment.classId));
      refundedClasses = (order?.items ?? [])
        .filter((item) => !keptIds.has(item.classId))
        .map((item) => item.name);
    }
  } else if (row.outcome === 'failed' || row.outcome === 'refused') status = 'failed';
  else if (row.finalizedAt) status = 'cancelled';
  return {
    reference: row.intentId,
    gateway: row.gateway,
    status,
    total: fromMinorUnits(row.amountCents, currency),
    currency,
    classes: order?.items.map((item) => item.name) ?? [],
    paymentId: payment?.id ?? null,
    method: payment?.method ?? null,
    gatewayTransactionId: payment?.gatewayTransactionId ?? null,
    refundedClasses,
  };
}

/**
 * GET /api/payments/attempts/:reference: the payer's (or an admin's) view of one attempt. While
 * it is unsettled the gateway is asked, so a student whose return was lost, or who comes back
 * hours later, sees where the payment stands.
 */
export async function paymentAttempt(
  deps: PaymentDeps,
  reference: string,
  caller: { email: string; role: string },
  logger?: Logger,
): Promise<PaymentAttempt> {
  let row = await findAttempt(deps, { reference });
  if (!row) throw notFound('payment_not_found');
  if (row.email !== caller.email && caller.role !== 'admin') {
    throw forbidden('payment_of_someone_else');
  }
  if (!row.finalizedAt) {
    try {
      const verified = await askGateway(deps, row);
      if (verified) await settleVerified(deps, row, verified, logger);
    } catch (error) {
      // The response is what we know; the sweep keeps asking.
      logger?.warn('payment attempt not confirmed yet', {
        reference,
        why: error instanceof Error ? error.message : String(error),
      });
    }
    row = (await findAttempt(deps, { reference })) ?? row;
  }
  return attemptOf(deps, row);
}
