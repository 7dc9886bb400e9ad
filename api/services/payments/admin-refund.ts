// An admin's refund of a payment (one class of it, or all that is left). One write transaction
// decides it: the enrollments still there are removed, their seats returned, the payment's
// refunded total raised and the refund recorded as pending (refunds.ts). Only then is the
// provider asked, with a key derived from the payment and the class (or "all"), and the refund
// marked sent. So two concurrent refunds never both take the same enrollment (the second finds
// nothing left: 409), a refund is never more than what was paid for the removed enrollments, and
// a retry after a failure or a crash sends the same refund with the same key instead of a second.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { currencyOrDefault, fromMinorUnits } from '#shared/money.ts';
import {
  isDeskPaymentMethod,
  type PaymentApproveResult,
  type PaymentRefundResult,
} from '#shared/schemas/payment.ts';
import { classes, enrollments, paymentRefunds, payments, receipts } from '../../db/schema.ts';
import { refusal } from '#shared/refusals.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { deliverHeldPayment } from './finalize.ts';
import { ProviderError, type PaymentDeps } from './provider.ts';
import { claimRefund, recordRefund, sendClaimedRefund } from './refunds.ts';
import { writeTransaction, type Tx } from '../../db/write-transaction.ts';
import { refundPasses } from '../check-in/passes.ts';
import { notify } from '../notifications/notify.ts';
import { classesForWhom, refundNotice } from './payment-notices.ts';
import { offerFreedSeatsIn } from '../waitlist/offers.ts';

/** Some classes of a payment (one or more of its class ids), or undefined for all that is left. */
type RefundedClasses = readonly string[] | undefined;

/** The same payment and classes (or the whole payment) always give the same key. */
export const adminRefundKey = (paymentId: string, classIds: RefundedClasses) => {
  if (classIds === undefined) return `refund-${paymentId}-all`;
  if (classIds.length === 1) return `refund-${paymentId}-class-${classIds[0]}`;
  return `refund-${paymentId}-classes-${[...classIds].sort().join('+')}`;
};

/** A refund with this key was decided before: a retry sends it again if it is not sent yet. */
async function resume(tx: Tx, key: string, classIds: RefundedClasses, now: Date) {
  const [earlier] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.key, key));
  if (!earlier) return null;
  if (earlier.status === 'sent') {
    throw conflict(classIds ? 'class_already_refunded' : 'payment_already_refunded');
  }
  const claimed = await claimRefund(tx, key, now);
  if (!claimed) throw conflict('refund_in_progress');
  return claimed;
}

async function decide(
  deps: PaymentDeps,
  tx: Tx,
  paymentId: string,
  classIds: RefundedClasses,
  requestedBy: string | null,
) {
  const now = deps.now();
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('payment_not_found');
  const key = adminRefundKey(paymentId, classIds);
  const resumed = await resume(tx, key, classIds, now);
  if (resumed) return resumed;

  if (payment.review === 'held') return refuseHeld(tx, payment, key, now, requestedBy);
  // Only what is still there: a concurrent refund of the same enrollments took them already.
  const removed = await tx
    .delete(enrollments)
    .where(
      classIds
        ? and(eq(enrollments.paymentId, paymentId), inArray(enrollments.classId, [...classIds]))
        : eq(enrollments.paymentId, paymentId),
    )
    .returning();
  if (removed.length === 0) {
    throw conflict(classIds ? 'class_not_in_payment' : 'nothing_left_to_refund');
  }
  const removedIds = removed.map((row) => row.classId);
  // Their passes die with the enrollments: a scan of one is refused as refunded (decision 025).
  await refundPasses(tx, payment.email, removedIds);
  await tx
    .update(classes)
    .set({ seats: sql`${classes.seats} + 1`, enrolled: sql`max(${classes.enrolled} - 1, 0)` })
    .where(inArray(classes.id, removedIds));
  // The seats returned go to the class's line first (decision 026), in this transaction.
  await offerFreedSeatsIn(tx, removedIds, now, deps.waitlistOfferHours);
  const amountCents = removed.reduce((sum, row) => sum + row.priceCents, 0);
  await tx
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${amountCents}` })
    .where(eq(payments.id, paymentId));
  const classNames = removed.map((row) => row.className);
  // Told here, where the refund is decided: a retry resumes above and tells nothing again. Each
  // child is named after their class, as the payment's receipt named them.
  const currency = currencyOrDefault(payment.currency);
  const refunded = await classesForWhom(
    tx,
    removed.map((row) => ({ name: row.className, participantId: row.participantId })),
  );
  await notify(tx, { email: payment.email }, refundNotice(amountCents, currency, refunded), now);
  return recordRefund(
    tx,
    {
      key,
      paymentId,
      intentId: payment.transactionId,
      classIds: removedIds,
      amountCents,
      reason: `${isDeskPaymentMethod(payment.gateway) ? 'Handed back at the desk' : 'Refunded by an admin'}: ${classNames.join(', ')}`,
      requestedBy,
    },
    now,
  );
}

/**
 * A payment held for review that the admin does not accept: nothing was delivered, so all of it
 * goes back, and it is no longer waiting.
 */
async function refuseHeld(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  key: string,
  now: Date,
  requestedBy: string | null,
) {
  const amountCents = payment.amountCents - payment.refundedCents;
  if (amountCents <= 0) throw conflict('nothing_left_to_refund');
  await tx
    .update(payments)
    .set({ review: 'refused', refundedCents: payment.amountCents })
    .where(eq(payments.id, payment.id));
  const currency = currencyOrDefault(payment.currency);
  // Nothing was enrolled: whose each class was is the receipt's (issued when it was recorded).
  const [receipt] = await tx
    .select({ lines: receipts.lines })
    .from(receipts)
    .where(eq(receipts.paymentId, payment.id));
  const items = receipt?.lines ?? payment.itemNames.map((name) => ({ name }));
  await notify(
    tx,
    { email: payment.email },
    refundNotice(amountCents, currency, await classesForWhom(tx, items)),
    now,
  );
  return recordRefund(
    tx,
    {
      key,
      paymentId: payment.id,
      intentId: payment.transactionId,
      classIds: payment.classIds,
      amountCents,
      reason: 'Held for review and refused by an admin',
      requestedBy,
    },
    now,
  );
}

/**
 * Refunds one class (`refunded` an id), some (a list of ids) or all that is left (undefined) of a
 * payment, asked for by the staff member `requestedBy` (users.id).
 */
export async function refundPayment(
  deps: PaymentDeps,
  paymentId: string,
  refunded: string | readonly string[] | undefined,
  requestedBy: string | null = null,
): Promise<PaymentRefundResult> {
  const classIds = typeof refunded === 'string' ? [refunded] : refunded;
  const refund = await writeTransaction(deps.db, (tx) =>
    decide(deps, tx, paymentId, classIds, requestedBy),
  );
  try {
    await sendClaimedRefund(deps, refund);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new HttpError(502, 'payment_provider', refusal('refund_not_confirmed'));
  }
  // A refund is in its payment's currency.
  const [paid] = await deps.db
    .select({ currency: payments.currency })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  const currency = currencyOrDefault(paid?.currency);
  return {
    refunded: fromMinorUnits(refund.amountCents, currency),
    currency,
    classIds: refund.classIds,
    modifiedCount: refund.classIds.length,
  };
}

/**
 * POST /api/payments/:id/approve: an admin accepts a payment held for review. It is delivered as
 * far as seats are left now; a class full or closed by then is refunded.
 */
export async function approvePayment(
  deps: PaymentDeps,
  paymentId: string,
): Promise<PaymentApproveResult> {
  const result = await writeTransaction(deps.db, (tx) =>
    deliverHeldPayment(tx, paymentId, deps.now(), deps.waitlistOfferHours),
  );
  for (const refund of [result.refund, result.discountRefund]) {
    if (!refund) continue;
    try {
      await sendClaimedRefund(deps, refund);
    } catch (error) {
      // Recorded: the sweep sends it.
      if (!(error instanceof ProviderError)) throw error;
    }
  }
  return { paymentId, refundedClasses: result.refunded.map((item) => item.name) };
}
