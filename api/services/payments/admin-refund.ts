// An admin's refund of a payment (one class of it, or all that is left): the money goes back
// through the provider first, then one transaction removes the enrollments and returns the seats.
// Provider first: if the database step fails, the admin retries and the idempotency key keeps the
// provider from refunding twice; the other order could leave a removed enrollment unrefunded.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { centsToDollars } from '#shared/money.ts';
import type { PaymentRefundResult } from '#shared/schemas/payment.ts';
import { classes, enrollments, payments } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { PaymentDeps } from './provider.ts';
import { writeTransaction } from './write-transaction.ts';

const keyFor = async (parts: readonly string[]) =>
  `admin-refund-${await sha256Hex(parts.join('|'))}`;

export async function refundPayment(
  deps: PaymentDeps,
  paymentId: string,
  classId: string | undefined,
): Promise<PaymentRefundResult> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('This payment was not found.');
  const rows = await deps.db
    .select()
    .from(enrollments)
    .where(
      classId
        ? and(eq(enrollments.paymentId, paymentId), eq(enrollments.classId, classId))
        : eq(enrollments.paymentId, paymentId),
    );
  if (rows.length === 0) {
    throw conflict(
      classId
        ? 'That class is not enrolled through this payment any more.'
        : 'Nothing is left to refund in this payment.',
    );
  }
  const amountCents = rows.reduce((sum, row) => sum + row.priceCents, 0);
  const enrollmentIds = rows.map((row) => row.id).sort();
  await deps.provider.refund({
    intentId: payment.transactionId,
    amountCents,
    idempotencyKey: await keyFor([payment.transactionId, ...enrollmentIds]),
    reason: `Refunded by an admin: ${rows.map((row) => row.className).join(', ')}`,
  });

  return writeTransaction(deps.db, async (tx) => {
    // Only what is still there: a concurrent refund of the same enrollments moves nothing twice.
    const removed = await tx
      .delete(enrollments)
      .where(inArray(enrollments.id, enrollmentIds))
      .returning({ classId: enrollments.classId, priceCents: enrollments.priceCents });
    for (const row of removed) {
      await tx
        .update(classes)
        .set({ seats: sql`${classes.seats} + 1`, enrolled: sql`max(${classes.enrolled} - 1, 0)` })
        .where(eq(classes.id, row.classId));
    }
    const removedCents = removed.reduce((sum, row) => sum + row.priceCents, 0);
    if (removedCents > 0) {
      await tx
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} + ${removedCents}` })
        .where(eq(payments.id, paymentId));
    }
    return {
      refunded: centsToDollars(removedCents),
      classIds: removed.map((row) => row.classId),
      modifiedCount: removed.length,
    };
  });
}
