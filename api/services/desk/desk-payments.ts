// A payment taken at a branch's desk, in cash or by bank transfer (decision 040). The desk names
// the student and the classes; the server prices them in the branch's currency and records the
// payment through the one step every payment takes (finalize.ts's recordPayment: enrollments,
// passes, the receipt, the notice). No seat is held first: the seats are checked by the rule every
// checkout uses (classesWithoutSeat: taken, held while someone pays, offered from a waitlist) in
// the same write transaction that takes them, and write transactions come one after another, so
// the last seat goes to one payment only.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { currencyOrDefault, fromMinorUnits } from '#shared/money.ts';
import { classNames } from '#shared/refusals.ts';
import type { DeskPaymentInput, DeskPaymentResult } from '#shared/schemas/desk.ts';
import { isDeskPaymentMethod } from '#shared/schemas/payment.ts';
import { classes, payments, receipts, users } from '../../db/schema.ts';
import { retryOnBusy, writeTransaction } from '../../db/write-transaction.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { refundPayment } from '../payments/admin-refund.ts';
import { checkCart, classesWithoutSeat, type CartLine } from '../payments/create-intent.ts';
import { recordPayment, type PaidAttempt } from '../payments/finalize.ts';
import type { PaymentDeps } from '../payments/provider.ts';
import { sendClaimedRefund } from '../payments/refunds.ts';

type Input = Omit<DeskPaymentInput, 'idempotencyKey' | 'classIds'> & {
  idempotencyKey: string;
  classIds: string[];
};

/** The payment's reference: the desk's idempotency key, so a retry finds what it recorded. */
export const deskReference = (idempotencyKey: string) => `desk-${idempotencyKey}`;

/** The payment this key recorded before, answered again; refused if it was for something else. */
async function recordedBefore(
  deps: PaymentDeps,
  input: Input,
  email: string,
): Promise<DeskPaymentResult | null> {
  const [payment] = await retryOnBusy(() =>
    deps.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, deskReference(input.idempotencyKey))),
  );
  if (!payment) return null;
  const sameClasses =
    payment.classIds.length === input.classIds.length &&
    input.classIds.every((id) => payment.classIds.includes(id));
  if (payment.email !== email || !sameClasses || payment.gateway !== input.method) {
    throw conflict('desk_payment_key_reused');
  }
  return responseOf(deps, payment.id, true);
}

async function responseOf(
  deps: PaymentDeps,
  paymentId: string,
  replayed: boolean,
): Promise<DeskPaymentResult> {
  const [row] = await retryOnBusy(() =>
    deps.db
      .select({
        amountCents: payments.amountCents,
        currency: payments.currency,
        itemNames: payments.itemNames,
        number: receipts.number,
      })
      .from(payments)
      .innerJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(eq(payments.id, paymentId)),
  );
  if (!row) throw notFound('payment_not_found');
  const currency = currencyOrDefault(row.currency);
  return {
    paymentId,
    receiptNumber: row.number,
    total: fromMinorUnits(row.amountCents, currency),
    currency,
    classes: row.itemNames,
    replayed,
  };
}

/** The student the desk named: a users row without a role. */
async function studentOf(deps: PaymentDeps, studentId: string) {
  const [student] = await retryOnBusy(() =>
    deps.db.select().from(users).where(eq(users.id, studentId)),
  );
  if (!student) throw notFound('student_not_found');
  if (student.role !== null) throw conflict('not_a_student');
  return student;
}

/** The classes named, in the order named, all of one branch: their lines and currency. */
async function cartOf(deps: PaymentDeps, classIds: string[]) {
  const rows = await retryOnBusy(() =>
    deps.db.select().from(classes).where(inArray(classes.id, classIds)),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: CartLine[] = [];
  for (const id of classIds) {
    const row = byId.get(id);
    if (!row) throw notFound('class_not_found');
    // The desk sells a class to the student's account itself (decision 049).
    lines.push({
      selectionId: null,
      participantId: null,
      participantName: null,
      classId: row.id,
      name: row.name,
      priceCents: row.priceCents,
      currency: row.currency,
      seats: row.seats,
      status: row.status,
    });
  }
  const venues = new Set(rows.map((row) => row.venue));
  if (venues.size !== 1 || rows[0]?.venue == null) throw badRequest('classes_of_one_branch');
  return { lines, currency: currencyOrDefault(rows[0].currency) };
}

/**
 * POST /api/desk/payments: records the payment `staffId` took, enrolls the student and issues
 * the passes and the receipt, all or nothing. The same idempotency key again answers the payment
 * it recorded.
 */
export async function recordDeskPayment(
  deps: PaymentDeps,
  staffId: string | null,
  input: Input,
): Promise<DeskPaymentResult> {
  const student = await studentOf(deps, input.studentId);
  const email = student.email;
  const earlier = await recordedBefore(deps, input, email);
  if (earlier) return earlier;
  try {
    return await recordNew(deps, staffId, input, student);
  } catch (error) {
    // A retry racing its first attempt: that one recorded it, and this one was refused by it
    // (already paid, or the seats it took). Answer the payment.
    if (!(error instanceof HttpError)) throw error;
    const raced = await recordedBefore(deps, input, email);
    if (raced) return raced;
    throw error;
  }
}

async function recordNew(
  deps: PaymentDeps,
  staffId: string | null,
  input: Input,
  student: typeof users.$inferSelect,
): Promise<DeskPaymentResult> {
  const { lines, currency } = await cartOf(deps, input.classIds);
  const payer = { email: student.email, userId: student.id };
  const checkout = await checkCart(deps, payer, currency, lines);
  const reference = deskReference(input.idempotencyKey);
  const paid: PaidAttempt = {
    reference,
    amountCents: checkout.totalCents,
    gateway: input.method,
    gatewayTransactionId: input.method === 'bank_transfer' ? (input.reference ?? null) : null,
    confirmationId: null,
    method: null,
    recordedBy: staffId,
  };
  const now = checkout.now;
  const result = await writeTransaction(deps.db, async (tx) => {
    const [again] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.transactionId, reference));
    if (again) return { paymentId: again.id, refund: null, replayed: true };
    const full = await classesWithoutSeat(tx, lines, student.email, now.toISOString());
    if (full.length > 0) throw conflict('classes_full', classNames(full));
    if (input.phone) {
      await tx
        .update(users)
        .set({ phone: input.phone })
        .where(and(eq(users.id, student.id), isNull(users.role)));
    }
    return recordPayment(tx, paid, checkout.order, now, deps.waitlistOfferHours);
  });
  // Nothing is refused after the check above in the same transaction; should a class still not
  // be delivered, its money is handed back at the desk and the refund marked so (refunds.ts).
  if (result.refund) await sendClaimedRefund(deps, result.refund);
  return responseOf(deps, result.paymentId, result.replayed);
}

/**
 * POST /api/desk/payments/:id/refund: money the desk took, handed back there (some classes or
 * all that is left), recorded at once with who did it. An online payment goes back the way it
 * came, by an admin's refund: refused here.
 */
export async function refundDeskPayment(
  deps: PaymentDeps,
  paymentId: string,
  classIds: string[] | undefined,
  staffId: string | null,
) {
  const [payment] = await retryOnBusy(() =>
    deps.db.select({ gateway: payments.gateway }).from(payments).where(eq(payments.id, paymentId)),
  );
  if (!payment) throw notFound('payment_not_found');
  if (!isDeskPaymentMethod(payment.gateway)) throw forbidden('not_a_desk_payment');
  return refundPayment(deps, paymentId, classIds, staffId);
}
