// The one step that turns a succeeded payment into enrollments, shared by POST /api/payments,
// Stripe's payment_intent.succeeded webhook and the payment sweep. Idempotent:
// payments.transaction_id is unique and checked inside the same write transaction, so a replay or
// a concurrent call yields one payment. Seats move only where one is left (and not held by another
// student); anything that cannot be delivered (class deleted, full, closed, already paid, the
// payer's account deleted) is recorded as a refund in that transaction and then sent (refunds.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  PAYMENT_STATUS_SERVICE_PENDING,
  type PaymentMethodInfo,
  type RecordedPaymentGateway,
} from '#shared/schemas/payment.ts';
import {
  classes,
  enrollments,
  paymentIntents,
  payments,
  selections,
  users,
} from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { decodeOrder, orderTotalCents, type Order } from './order-metadata.ts';
import { ProviderError, type PaymentDeps } from './provider.ts';
import { recordRefund, sendClaimedRefund, sendPendingRefundsOf } from './refunds.ts';
import { holdsLiveSeat, releaseIntentHolds } from './seat-holds.ts';
import { acceptPlace, hasLiveOffer, offerFreedSeatsIn } from '../waitlist/offers.ts';
import { reservedSeats } from '../waitlist/reserved-seats.ts';
import { writeTransaction, type Tx } from '../../db/write-transaction.ts';
import { issuePass } from '../check-in/passes.ts';
import { sameParticipant } from '../families/participant.ts';
import { notify } from '../notifications/notify.ts';
import {
  approvedNotice,
  classesForWhom,
  familyEnrolledNotices,
  receiptNotice,
  refundNotice,
} from './payment-notices.ts';
import { issueReceipt } from './receipts.ts';
import { missedSiblingDiscounts } from './sibling-discounts.ts';

export interface FinalizeResult {
  paymentId: string;
  /** Names of the classes refunded instead of enrolled. */
  refundedClasses: string[];
  /** True when the intent had been finalized before (nothing changed now). */
  replayed: boolean;
}

type Item = Order['items'][number];

/** Who takes an item's class: a child of the payer's family, or the payer (null). */
const participantOf = (item: Item) => item.participantId ?? null;

/** An item's key in a payment: a class once per participant. */
const itemKey = (row: { classId: string; participantId?: string | null }) =>
  `${row.classId} ${row.participantId ?? ''}`;

/**
 * True when the payer's account existed when the intent was made and has been deleted since (by
 * an admin): nobody can use the enrollment, so the whole payment is refunded.
 */
async function payerDeleted(tx: Tx, intentId: string): Promise<boolean> {
  const [made] = await tx
    .select({ userId: paymentIntents.userId })
    .from(paymentIntents)
    .where(eq(paymentIntents.intentId, intentId));
  if (!made?.userId) return false;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, made.userId));
  return !user;
}

/** Enrolls the student where a seat is theirs to take; returns the items to refund. */
async function takeSeats(tx: Tx, order: Order, intentId: string, nowIso: string) {
  const enrolled: { item: Item; cls: typeof classes.$inferSelect }[] = [];
  const refunded: Item[] = [];
  if (await payerDeleted(tx, intentId)) return { enrolled, refunded: [...order.items] };
  for (const item of order.items) {
    const [cls] = await tx.select().from(classes).where(eq(classes.id, item.classId));
    const participantId = participantOf(item);
    const [already] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(
          sameParticipant(enrollments, order.email, participantId),
          eq(enrollments.classId, item.classId),
        ),
      );
    if (!cls || cls.status !== 'approved' || already) {
      refunded.push(item);
      continue;
    }
    // With a live hold, or a live offer from the line, the seat is this student's; without one
    // (run out) only a seat nobody else speaks for (holds, offers, students waiting in line).
    const hold = { classId: item.classId, email: order.email, participantId, intentId };
    const reservedForPayer =
      (await holdsLiveSeat(tx, hold, nowIso)) ||
      (await hasLiveOffer(tx, item.classId, { email: order.email, participantId }, nowIso));
    const reserved = reservedForPayer
      ? 0
      : await reservedSeats(tx, item.classId, { email: order.email, participantId }, nowIso);
    const moved = await tx
      .update(classes)
      .set({ seats: sql`${classes.seats} - 1`, enrolled: sql`${classes.enrolled} + 1` })
      .where(and(eq(classes.id, item.classId), sql`${classes.seats} > ${reserved}`))
      .returning({ id: classes.id });
    if (moved.length === 0) refunded.push(item);
    else {
      enrolled.push({ item, cls });
      // Paying accepts the participant's offer (or ends their wait): one outcome with its expiry.
      await acceptPlace(tx, item.classId, { email: order.email, participantId }, nowIso);
    }
  }
  return { enrolled, refunded };
}

/**
 * The items of `order` enrolled, by class and participant: of two children in one class, one may
 * be enrolled and one refunded.
 */
function enrolledOf(order: Order, refunded: readonly Item[]): Item[] {
  const refundedKeys = new Set(refunded.map(itemKey));
  return order.items.filter((item) => !refundedKeys.has(itemKey(item)));
}

/**
 * Tells each other guardian of the children `enrolled` (not the payer, who has the receipt or the
 * approval) who paid for which child's class, in the transaction that enrolled them: once, as a
 * replay of the payment or the approval ends before this.
 */
async function tellOtherGuardians(tx: Tx, order: Order, enrolled: readonly Item[], now: Date) {
  for (const { userId, notice } of await familyEnrolledNotices(tx, order.email, enrolled))
    await notify(tx, { userId }, notice, now);
}

/** Marks the attempt settled, so the payment sweep stops looking at it. */
async function markFinalized(
  tx: Tx,
  intentId: string,
  nowIso: string,
  outcome: 'paid' | 'held' = 'paid',
) {
  await tx
    .update(paymentIntents)
    .set({ finalizedAt: nowIso, outcome })
    .where(and(eq(paymentIntents.intentId, intentId), isNull(paymentIntents.finalizedAt)));
}

/** A payment the provider or gateway has confirmed, as we record it. */
export interface PaidAttempt {
  /** Our id of the attempt: the card provider's intent id, or a redirect payment's reference. */
  reference: string;
  amountCents: number;
  gateway: RecordedPaymentGateway;
  gatewayTransactionId: string | null;
  confirmationId: string | null;
  method: PaymentMethodInfo | null;
  /** The staff member (users.id) who took a payment at the desk; online payments have none. */
  recordedBy?: string | null;
}

/**
 * What is done with a confirmed payment (gateway.ts's decideConfirmation): enroll the student,
 * hold it for an admin's review (nothing delivered yet), or return it all (paid after the
 * student gave up, so the seats were let go).
 */
export type Delivery = 'deliver' | 'hold_for_review' | 'refund_all';

/**
 * Enrolls the order's student where a seat is theirs to take, with a pass each, and records the
 * refund of the rest (sent after the transaction, refunds.ts).
 */
async function deliver(
  tx: Tx,
  paymentId: string,
  reference: string,
  charged: Order,
  now: Date,
  offerHours: number | undefined,
  refundAll = false,
) {
  const nowIso = now.toISOString();
  // A child charged in full whom another payment of the family made a second child meanwhile:
  // the enrollment keeps what was paid in the end, and the difference goes back (below).
  const missed = refundAll
    ? new Map<number, number>()
    : await missedSiblingDiscounts(tx, charged.items, now);
  const order: Order = {
    ...charged,
    items: charged.items.map((item, index) => {
      const discountCents = missed.get(index);
      return discountCents ? { ...item, cents: item.cents - discountCents, discountCents } : item;
    }),
  };
  const { enrolled, refunded } = refundAll
    ? { enrolled: [], refunded: [...order.items] }
    : await takeSeats(tx, order, reference, nowIso);
  if (enrolled.length > 0) {
    await tx.insert(enrollments).values(
      enrolled.map(({ item, cls }) => ({
        id: crypto.randomUUID(),
        paymentId,
        classId: item.classId,
        email: order.email,
        participantId: participantOf(item),
        className: cls.name,
        instructorName: cls.instructorName,
        photo: cls.photo,
        priceCents: item.cents,
        currency: order.currency,
        createdAt: nowIso,
      })),
    );
    // Each enrolled class gives its pass, in this transaction: no enrollment without a pass.
    for (const { item } of enrolled)
      await issuePass(tx, item.classId, order.email, participantOf(item));
  }
  const refundedCents = refunded.reduce((sum, item) => sum + item.cents, 0);
  if (refundedCents > 0) {
    await tx
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${refundedCents}` })
      .where(eq(payments.id, paymentId));
  }
  const refundedNames = refunded.map((item) => item.name);
  // The key is the attempt's: one such refund per attempt, however often it is confirmed.
  const refund =
    refundedCents > 0
      ? await recordRefund(
          tx,
          {
            key: `${reference}-finalize-refund`,
            paymentId,
            intentId: reference,
            classIds: refunded.map((item) => item.classId),
            amountCents: refundedCents,
            reason: `Not deliverable: ${refundedNames.join(', ')}`,
          },
          now,
        )
      : null;
  if (refund) {
    // Each child named after their class, as the receipt names them.
    await notify(
      tx,
      { email: order.email },
      refundNotice(refund.amountCents, order.currency, await classesForWhom(tx, refunded)),
      now,
    );
  }
  const discountRefund = await refundMissedDiscounts(tx, paymentId, reference, order, missed, now);
  return { refunded, refund, discountRefund };
}

/**
 * Records the refund of the sibling discounts a payment missed (`missed`, by item), raises the
 * payment's refunded total and tells the payer; null when it missed none. Its key is the
 * attempt's, as finalize's own refund: one per attempt, however often it is confirmed.
 */
async function refundMissedDiscounts(
  tx: Tx,
  paymentId: string,
  reference: string,
  order: Order,
  missed: ReadonlyMap<number, number>,
  now: Date,
) {
  if (missed.size === 0) return null;
  const items = [...missed.keys()].map((index) => order.items[index]!);
  const amountCents = [...missed.values()].reduce((sum, cents) => sum + cents, 0);
  await tx
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${amountCents}` })
    .where(eq(payments.id, paymentId));
  await notify(
    tx,
    { email: order.email },
    refundNotice(amountCents, order.currency, await classesForWhom(tx, items)),
    now,
  );
  return recordRefund(
    tx,
    {
      key: `${reference}-sibling-discount`,
      paymentId,
      intentId: reference,
      classIds: items.map((item) => item.classId),
      amountCents,
      reason: `Sibling discount: ${items.map((item) => item.name).join(', ')}`,
    },
    now,
  );
}

/**
 * Records a confirmed payment once: a second call for the same attempt (the browser, a notice
 * and the sweep racing) finds it and changes nothing.
 */
export async function recordPayment(
  tx: Tx,
  paid: PaidAttempt,
  order: Order,
  now: Date,
  offerHours: number | undefined,
  delivery: Delivery = 'deliver',
) {
  const nowIso = now.toISOString();
  const [existing] = await tx
    .select({ id: payments.id, review: payments.review })
    .from(payments)
    .where(eq(payments.transactionId, paid.reference));
  if (existing) {
    const kept = await tx
      .select({ classId: enrollments.classId, participantId: enrollments.participantId })
      .from(enrollments)
      .where(eq(enrollments.paymentId, existing.id));
    const keptKeys = new Set(kept.map(itemKey));
    const refunded =
      existing.review === 'held' ? [] : order.items.filter((item) => !keptKeys.has(itemKey(item)));
    await markFinalized(tx, paid.reference, nowIso, existing.review === 'held' ? 'held' : 'paid');
    return { paymentId: existing.id, refunded, refund: null, discountRefund: null, replayed: true };
  }

  const paymentId = crypto.randomUUID();
  await tx.insert(payments).values({
    id: paymentId,
    email: order.email,
    transactionId: paid.reference,
    amountCents: paid.amountCents,
    currency: order.currency,
    quantity: order.items.length,
    status: PAYMENT_STATUS_SERVICE_PENDING,
    itemNames: order.items.map((item) => item.name),
    classIds: order.items.map((item) => item.classId),
    selectionIds: order.selectionIds,
    refundedCents: 0,
    gateway: paid.gateway,
    gatewayTransactionId: paid.gatewayTransactionId,
    confirmationId: paid.confirmationId,
    method: paid.method,
    recordedBy: paid.recordedBy ?? null,
    review: delivery === 'hold_for_review' ? 'held' : null,
    createdAt: nowIso,
  });
  const lines = order.items.map((item) => ({
    classId: item.classId,
    name: item.name,
    amountCents: item.cents,
    participantId: participantOf(item),
    ...(item.discountCents ? { discountCents: item.discountCents } : {}),
  }));
  await issueReceipt(tx, { id: paymentId, email: order.email, lines }, now);
  // Told once: a replay (the browser, a notice and the sweep confirming one attempt) ends above.
  // The receipt is the payer's alone: the money is theirs (the family's other guardians are told
  // of the children enrolled, below, without it).
  await notify(
    tx,
    { email: order.email },
    receiptNotice(
      paid.amountCents,
      order.currency,
      await classesForWhom(tx, order.items),
      paid.reference,
    ),
    now,
  );
  const { refunded, refund, discountRefund } =
    delivery === 'hold_for_review'
      ? { refunded: [], refund: null, discountRefund: null }
      : await deliver(
          tx,
          paymentId,
          paid.reference,
          order,
          now,
          offerHours,
          delivery === 'refund_all',
        );
  // The family's other guardians hear of the children enrolled now; of a payment held for review,
  // when it is approved (deliverHeldPayment), since nothing is enrolled while it waits.
  if (delivery === 'deliver') await tellOtherGuardians(tx, order, enrolledOf(order, refunded), now);
  const classIds = order.items.map((item) => item.classId);
  // Each participant's selection of a class paid for them goes (the desk's sale too).
  for (const item of order.items) {
    await tx
      .delete(selections)
      .where(
        and(
          sameParticipant(selections, order.email, participantOf(item)),
          eq(selections.classId, item.classId),
        ),
      );
  }
  await releaseIntentHolds(tx, paid.reference);
  // The holds of classes not enrolled have ended: those seats go to the line.
  const freed = delivery === 'hold_for_review' ? classIds : refunded.map((item) => item.classId);
  await offerFreedSeatsIn(tx, freed, now, offerHours);
  await markFinalized(tx, paid.reference, nowIso, delivery === 'hold_for_review' ? 'held' : 'paid');
  return { paymentId, refunded, refund, discountRefund, replayed: false };
}

/**
 * An admin's approval of a payment held for review: delivered now, as far as seats are left
 * (a seat is not kept while a payment waits; a class full by now is refunded).
 */
export async function deliverHeldPayment(
  tx: Tx,
  paymentId: string,
  now: Date,
  offerHours: number | undefined,
) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('payment_not_found');
  if (payment.review !== 'held') throw conflict('payment_not_held');
  const [attempt] = await tx
    .select({ order: paymentIntents.order })
    .from(paymentIntents)
    .where(eq(paymentIntents.intentId, payment.transactionId));
  const order = attempt?.order ? decodeOrder(attempt.order) : null;
  if (!order) throw conflict('payment_not_for_academy');
  await tx.update(payments).set({ review: 'approved' }).where(eq(payments.id, paymentId));
  const result = await deliver(tx, paymentId, payment.transactionId, order, now, offerHours);
  const enrolled = enrolledOf(order, result.refunded);
  if (enrolled.length > 0) {
    // Told to the payer, whose payment waited; each child named after their class.
    await notify(
      tx,
      { email: order.email },
      approvedNotice(await classesForWhom(tx, enrolled)),
      now,
    );
    await tellOtherGuardians(tx, order, enrolled, now);
  }
  await offerFreedSeatsIn(
    tx,
    result.refunded.map((item) => item.classId),
    now,
    offerHours,
  );
  return result;
}

/**
 * Finalizes a succeeded intent. `callerEmail` is the signed-in payer (POST /api/payments), whose
 * role does not matter (a student made instructor after paying still gets what they paid for), or
 * undefined for the webhook, whose signature proves the event came from Stripe, and the sweep.
 */
export async function finalizePayment(
  deps: PaymentDeps,
  intentId: string,
  callerEmail?: string,
): Promise<FinalizeResult> {
  const intent = await deps.provider.retrieveIntent(intentId);
  if (!intent) throw notFound('payment_not_found');
  const order = decodeOrder(intent.metadata);
  if (!order) throw conflict('payment_not_for_academy');
  if (callerEmail !== undefined && order.email !== callerEmail)
    throw forbidden('payment_of_someone_else');
  if (intent.status !== 'succeeded') throw conflict('payment_not_succeeded');
  // Stripe answers currencies in lower case, as we store them.
  if (intent.currency !== order.currency || intent.amountCents !== orderTotalCents(order)) {
    throw conflict('payment_amount_mismatch');
  }

  const paid: PaidAttempt = {
    reference: intent.id,
    amountCents: intent.amountCents,
    gateway: 'card',
    gatewayTransactionId: null,
    confirmationId: null,
    method: null,
  };
  const result = await writeTransaction(deps.db, (tx) =>
    recordPayment(tx, paid, order, deps.now(), deps.waitlistOfferHours),
  );
  try {
    // The refunds are recorded: if the provider fails now, a replay or the sweep sends them later.
    if (result.refund) await sendClaimedRefund(deps, result.refund);
    else if (result.replayed) await sendPendingRefundsOf(deps, result.paymentId);
    if (result.discountRefund) await sendClaimedRefund(deps, result.discountRefund);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
  }
  return {
    paymentId: result.paymentId,
    refundedClasses: result.refunded.map((item) => item.name),
    replayed: result.replayed,
  };
}
