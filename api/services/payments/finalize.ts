// The one step that turns a succeeded payment into enrollments, shared by POST /api/payments and
// Stripe's payment_intent.succeeded webhook. Idempotent: payments.transaction_id is unique and
// checked inside the same write transaction, so a replay or a concurrent call yields one payment.
// Seats move only where one is left (and not held by another student); anything that cannot be
// delivered (class deleted, full, closed, already paid) is refunded through the provider.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_STATUS_SERVICE_PENDING } from '#shared/schemas/payment.ts';
import { classes, enrollments, payments, selections } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { decodeOrder, orderTotalCents, type Order } from './order-metadata.ts';
import { CURRENCY, type PaymentDeps, type ProviderIntent } from './provider.ts';
import { holdsLiveSeat, liveHoldsByOthers, releaseIntentHolds } from './seat-holds.ts';
import { writeTransaction, type Tx } from './write-transaction.ts';

export interface FinalizeResult {
  paymentId: string;
  /** Names of the classes refunded instead of enrolled. */
  refundedClasses: string[];
  /** True when the intent had been finalized before (nothing changed now). */
  replayed: boolean;
}

type Item = Order['items'][number];

/** Enrolls the student where a seat is theirs to take; returns the items to refund. */
async function takeSeats(tx: Tx, order: Order, intentId: string, nowIso: string) {
  const enrolled: { item: Item; cls: typeof classes.$inferSelect }[] = [];
  const refunded: Item[] = [];
  for (const item of order.items) {
    const [cls] = await tx.select().from(classes).where(eq(classes.id, item.classId));
    const [already] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.email, order.email), eq(enrollments.classId, item.classId)));
    if (!cls || cls.status !== 'approved' || already) {
      refunded.push(item);
      continue;
    }
    // With a live hold the seat is this student's; without one (expired) only a seat nobody holds.
    const reserved = (await holdsLiveSeat(
      tx,
      { classId: item.classId, email: order.email, intentId },
      nowIso,
    ))
      ? 0
      : await liveHoldsByOthers(tx, item.classId, order.email, nowIso);
    const moved = await tx
      .update(classes)
      .set({ seats: sql`${classes.seats} - 1`, enrolled: sql`${classes.enrolled} + 1` })
      .where(and(eq(classes.id, item.classId), sql`${classes.seats} > ${reserved}`))
      .returning({ id: classes.id });
    if (moved.length === 0) refunded.push(item);
    else enrolled.push({ item, cls });
  }
  return { enrolled, refunded };
}

async function record(tx: Tx, intent: ProviderIntent, order: Order, nowIso: string) {
  const [existing] = await tx
    .select({ id: payments.id, refundedCents: payments.refundedCents })
    .from(payments)
    .where(eq(payments.transactionId, intent.id));
  if (existing) {
    const kept = await tx
      .select({ classId: enrollments.classId })
      .from(enrollments)
      .where(eq(enrollments.paymentId, existing.id));
    const keptIds = new Set(kept.map((row) => row.classId));
    const refunded = order.items.filter((item) => !keptIds.has(item.classId));
    return {
      paymentId: existing.id,
      refunded,
      refundedCents: existing.refundedCents,
      replayed: true,
    };
  }

  const { enrolled, refunded } = await takeSeats(tx, order, intent.id, nowIso);
  const refundedCents = refunded.reduce((sum, item) => sum + item.cents, 0);
  const paymentId = crypto.randomUUID();
  await tx.insert(payments).values({
    id: paymentId,
    email: order.email,
    transactionId: intent.id,
    amountCents: intent.amountCents,
    quantity: order.items.length,
    status: PAYMENT_STATUS_SERVICE_PENDING,
    itemNames: order.items.map((item) => item.name),
    classIds: order.items.map((item) => item.classId),
    selectionIds: order.selectionIds,
    refundedCents,
    createdAt: nowIso,
  });
  if (enrolled.length > 0) {
    await tx.insert(enrollments).values(
      enrolled.map(({ item, cls }) => ({
        id: crypto.randomUUID(),
        paymentId,
        classId: item.classId,
        email: order.email,
        className: cls.name,
        instructorName: cls.instructorName,
        photo: cls.photo,
        priceCents: item.cents,
        createdAt: nowIso,
      })),
    );
  }
  const classIds = order.items.map((item) => item.classId);
  await tx
    .delete(selections)
    .where(and(eq(selections.email, order.email), inArray(selections.classId, classIds)));
  await releaseIntentHolds(tx, intent.id);
  return { paymentId, refunded, refundedCents, replayed: false };
}

/**
 * Finalizes a succeeded intent. `callerEmail` is the signed-in student (POST /api/payments) or
 * undefined for the webhook, whose signature already proves the event came from Stripe.
 */
export async function finalizePayment(
  deps: PaymentDeps,
  intentId: string,
  callerEmail?: string,
): Promise<FinalizeResult> {
  const intent = await deps.provider.retrieveIntent(intentId);
  if (!intent) throw notFound('This payment was not found.');
  const order = decodeOrder(intent.metadata);
  if (!order) throw conflict('This payment was not made for classes of this academy.');
  if (callerEmail !== undefined && order.email !== callerEmail)
    throw forbidden('This payment belongs to someone else.');
  if (intent.status !== 'succeeded')
    throw conflict('This payment has not succeeded: nothing was charged for it.');
  if (intent.currency !== CURRENCY || intent.amountCents !== orderTotalCents(order)) {
    throw conflict('The amount paid does not match the classes: please contact us.');
  }

  const nowIso = deps.now().toISOString();
  const result = await writeTransaction(deps.db, (tx) => record(tx, intent, order, nowIso));

  // Refund after the commit; the key makes a replay (or a crash-and-retry) refund at most once.
  const missing = result.refundedCents - intent.refundedCents;
  if (missing > 0 && result.refunded.length > 0) {
    await deps.provider.refund({
      intentId: intent.id,
      amountCents: missing,
      idempotencyKey: `${intent.id}-finalize-refund`,
      reason: `Not deliverable: ${result.refunded.map((item) => item.name).join(', ')}`,
    });
  }
  return {
    paymentId: result.paymentId,
    refundedClasses: result.refunded.map((item) => item.name),
    replayed: result.replayed,
  };
}
