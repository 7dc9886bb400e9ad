// A payment taken at a branch's desk, in cash or by bank transfer (decision 040). The desk names
// the student and the classes, each for the student's account itself or a child of their family;
// the server checks the child is of that family and may take the class (as Select does), prices
// the classes in the branch's currency with the sibling discount the checkout gives, and records
// the payment through the one step every payment takes (finalize.ts's recordPayment: enrollments,
// passes, the receipt, the notice). No seat is held first: the seats are checked by the rule every
// checkout uses (classesWithoutSeat: taken, held while someone pays, offered from a waitlist) in
// the same write transaction that takes them, and write transactions come one after another, so
// the last seat goes to one payment only.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { currencyOrDefault, fromMinorUnits, type Currency } from '#shared/money.ts';
import { classNames } from '#shared/refusals.ts';
import {
  childOfLine,
  deskLinesOf,
  type DeskPaymentInput,
  type DeskPaymentResult,
  type DeskPricedLine,
  type DeskQuote,
  type DeskQuoteInput,
} from '#shared/schemas/desk.ts';
import { isDeskPaymentMethod } from '#shared/schemas/payment.ts';
import { classes, payments, receipts, users } from '../../db/schema.ts';
import { retryOnBusy, writeTransaction } from '../../db/write-transaction.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { childNamesOf, chooseParticipant } from '../families/participant.ts';
import { refundPayment } from '../payments/admin-refund.ts';
import {
  checkCart,
  classesWithoutSeat,
  refuseIneligibleLines,
  type CartLine,
  type Checkout,
  type Payer,
} from '../payments/create-intent.ts';
import { recordPayment, type PaidAttempt } from '../payments/finalize.ts';
import type { PaymentDeps } from '../payments/provider.ts';
import { sendClaimedRefund } from '../payments/refunds.ts';

type Cart = Pick<DeskQuoteInput, 'studentId' | 'classIds' | 'lines'>;
type Input = Omit<DeskPaymentInput, 'idempotencyKey'> & { idempotencyKey: string };
type Student = typeof users.$inferSelect;

/** The payment's reference: the desk's idempotency key, so a retry finds what it recorded. */
export const deskReference = (idempotencyKey: string) => `desk-${idempotencyKey}`;

/** A line as one key: its class and its child (nothing for the account itself). */
const lineKey = (classId: string, participantId: string | null | undefined) =>
  `${classId} ${participantId ?? ''}`;

/** The payment this key recorded before, answered again; refused if it was for something else. */
async function recordedBefore(
  deps: PaymentDeps,
  input: Input,
  student: Student,
): Promise<DeskPaymentResult | null> {
  const [payment] = await retryOnBusy(() =>
    deps.db
      .select({
        id: payments.id,
        email: payments.email,
        gateway: payments.gateway,
        classIds: payments.classIds,
        lines: receipts.lines,
      })
      .from(payments)
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(eq(payments.transactionId, deskReference(input.idempotencyKey))),
  );
  if (!payment) return null;
  // The same lines: each class for the same person (the receipt keeps who took each).
  const recorded = (
    payment.lines ?? payment.classIds.map((classId) => ({ classId, participantId: null }))
  )
    .map((line) => lineKey(line.classId, line.participantId))
    .sort();
  const asked = deskLinesOf(input)
    .map((line) => lineKey(line.classId, childOfLine(line, student.id)))
    .sort();
  const sameLines =
    recorded.length === asked.length && recorded.every((key, index) => key === asked[index]);
  if (payment.email !== student.email || !sameLines || payment.gateway !== input.method) {
    throw conflict('desk_payment_key_reused');
  }
  return responseOf(deps, payment.id, true);
}

/** A payment's lines as the receipt itemises them, each child named as the family has them now. */
async function pricedLinesOf(
  deps: PaymentDeps,
  lines: readonly {
    classId: string;
    name: string;
    /** Charged, after the discount. */
    amountCents: number;
    discountCents?: number | undefined;
    participantId?: string | null | undefined;
  }[],
  currency: Currency,
): Promise<DeskPricedLine[]> {
  const names = await childNamesOf(
    deps.db,
    lines.flatMap((line) => (line.participantId ? [line.participantId] : [])),
  );
  return lines.map((line) => ({
    classId: line.classId,
    className: line.name,
    participantId: line.participantId ?? null,
    participantName: line.participantId ? (names.get(line.participantId) ?? null) : null,
    price: fromMinorUnits(line.amountCents + (line.discountCents ?? 0), currency),
    discount: fromMinorUnits(line.discountCents ?? 0, currency),
  }));
}

const discountOf = (lines: readonly { discountCents?: number | undefined }[], currency: Currency) =>
  fromMinorUnits(
    lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0),
    currency,
  );

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
        lines: receipts.lines,
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
    discount: discountOf(row.lines, currency),
    lines: await pricedLinesOf(deps, row.lines, currency),
  };
}

/** The student the desk named: a users row without a role. */
async function studentOf(deps: PaymentDeps, studentId: string): Promise<Student> {
  const [student] = await retryOnBusy(() =>
    deps.db.select().from(users).where(eq(users.id, studentId)),
  );
  if (!student) throw notFound('student_not_found');
  if (student.role !== null) throw conflict('not_a_student');
  return student;
}

/**
 * The lines the desk named, in the order named, all of one branch, each for the student's
 * account or a child of the student's family, and checked and priced as the student's own
 * checkout would be: the family (a child of another family, or of none, is answered 404 as the
 * family's own routes answer it), the class's ages and level (the rule named), classes open and
 * not already paid for that person, and the sibling discount (decision 051).
 */
async function deskCheckout(deps: PaymentDeps, student: Student, cart: Cart): Promise<Checkout> {
  const named = deskLinesOf(cart);
  const rows = await retryOnBusy(() =>
    deps.db
      .select()
      .from(classes)
      .where(inArray(classes.id, [...new Set(named.map((line) => line.classId))])),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (named.some((line) => !byId.has(line.classId))) throw notFound('class_not_found');
  const venues = new Set(rows.map((row) => row.venue));
  if (venues.size !== 1 || rows[0]?.venue == null) throw badRequest('classes_of_one_branch');

  const payer: Payer = { email: student.email, userId: student.id };
  const lines: CartLine[] = [];
  for (const line of named) {
    const row = byId.get(line.classId)!;
    // Who the desk says takes it is checked against the student's family, never taken on trust.
    const participant = await chooseParticipant(
      deps.db,
      payer,
      childOfLine(line, student.id) ?? undefined,
    );
    lines.push({
      selectionId: null,
      participantId: participant.participantId,
      participantName: participant.name,
      classId: row.id,
      name: row.name,
      priceCents: row.priceCents,
      currency: row.currency,
      seats: row.seats,
      status: row.status,
    });
  }
  await refuseIneligibleLines(deps, payer, lines);
  return checkCart(deps, payer, currencyOrDefault(rows[0].currency), lines);
}

/**
 * POST /api/desk/payments/quote: what the desk is to take for these lines, from the same checks
 * and prices as recording them, so the total said to the student is the total recorded. Nothing
 * is written; seats are checked when the payment is recorded.
 */
export async function quoteDeskPayment(deps: PaymentDeps, cart: Cart): Promise<DeskQuote> {
  const student = await studentOf(deps, cart.studentId);
  const { order, currency, totalCents } = await deskCheckout(deps, student, cart);
  const lines = order.items.map((item) => ({ ...item, amountCents: item.cents }));
  return {
    currency,
    total: fromMinorUnits(totalCents, currency),
    discount: discountOf(lines, currency),
    lines: await pricedLinesOf(deps, lines, currency),
  };
}

/**
 * POST /api/desk/payments: records the payment `staffId` took, enrolls each line's person (the
 * student, or their child) and issues the passes and the receipt, all or nothing. The same
 * idempotency key again answers the payment it recorded; for another student, other lines or
 * another method it is refused.
 */
export async function recordDeskPayment(
  deps: PaymentDeps,
  staffId: string | null,
  input: Input,
): Promise<DeskPaymentResult> {
  const student = await studentOf(deps, input.studentId);
  const earlier = await recordedBefore(deps, input, student);
  if (earlier) return earlier;
  try {
    return await recordNew(deps, staffId, input, student);
  } catch (error) {
    // A retry racing its first attempt: that one recorded it, and this one was refused by it
    // (already paid, or the seats it took). Answer the payment.
    if (!(error instanceof HttpError)) throw error;
    const raced = await recordedBefore(deps, input, student);
    if (raced) return raced;
    throw error;
  }
}

async function recordNew(
  deps: PaymentDeps,
  staffId: string | null,
  input: Input,
  student: Student,
): Promise<DeskPaymentResult> {
  const checkout = await deskCheckout(deps, student, input);
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
    const full = await classesWithoutSeat(tx, checkout.cart, student.email, now.toISOString());
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
