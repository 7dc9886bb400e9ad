// A receipt for every payment, numbered per branch and year without gaps: DHK-2026-000123. The
// number is taken in the transaction that records the payment, by raising the series' counter
// there; a transaction that fails takes its number back with it, so no number is skipped, and
// the write transactions of SQLite come one after another, so none is given twice.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { currencyOrDefault, fromMinorUnits } from '#shared/money.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';
import { isDeskPaymentMethod } from '#shared/schemas/payment.ts';
import { isVenue, VENUES, type Venue } from '#shared/classes/venues.ts';
import {
  classes,
  paymentIntents,
  paymentRefunds,
  payments,
  receipts,
  receiptSeries,
  users,
  participants,
} from '../../db/schema.ts';
import { retryOnBusy, writeTransaction, type Tx } from '../../db/write-transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { decodeOrder } from './order-metadata.ts';
import type { PaymentDeps } from './provider.ts';

/** The series of payments whose classes are not all of one branch (or have none). */
export const ACADEMY_SERIES = 'ACD';
/** Where the academy's own series counts its years. */
export const ACADEMY_TIME_ZONE = 'Asia/Dhaka';

const yearIn = (timeZone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(at));

/** The branch a payment is received at: its classes' one venue, else none. */
async function branchOf(tx: Tx, classIds: readonly string[]): Promise<Venue | null> {
  if (classIds.length === 0) return null;
  const rows = await tx
    .select({ venue: classes.venue })
    .from(classes)
    .where(inArray(classes.id, [...classIds]));
  const venues = new Set(rows.map((row) => row.venue));
  const [only] = [...venues];
  return venues.size === 1 && isVenue(only) ? only : null;
}

export type ReceiptLine = (typeof receipts.$inferInsert)['lines'][number];

export const receiptNumber = (series: string, year: number, sequence: number) =>
  `${series}-${year}-${String(sequence).padStart(6, '0')}`;

/** Issues the payment's receipt inside the transaction that records the payment. */
export async function issueReceipt(
  tx: Tx,
  payment: { id: string; email: string; lines: ReceiptLine[] },
  now: Date,
): Promise<string> {
  const venue = await branchOf(
    tx,
    payment.lines.map((line) => line.classId),
  );
  const [payer] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, payment.email));
  const series = venue ? VENUES[venue].code : ACADEMY_SERIES;
  const year = yearIn(venue ? VENUES[venue].timeZone : ACADEMY_TIME_ZONE, now);
  const [counter] = await tx
    .insert(receiptSeries)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptSeries.series, receiptSeries.year],
      set: { lastNumber: sql`${receiptSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptSeries.lastNumber });
  const sequence = counter!.lastNumber;
  const number = receiptNumber(series, year, sequence);
  await tx.insert(receipts).values({
    number,
    paymentId: payment.id,
    series,
    year,
    sequence,
    venue,
    payerName: payer?.name ?? payment.email,
    payerEmail: payment.email,
    lines: payment.lines,
    issuedAt: now.toISOString(),
  });
  return number;
}

/** The day `at` falls on in `timeZone`, as YYYY-MM-DD. */
const dayIn = (timeZone: string, at: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));

/**
 * What a payment recorded before receipts were numbered was for: the order the attempt kept
 * (a redirect gateway's), else the card provider's metadata.
 */
async function orderOfOldPayment(deps: PaymentDeps, transactionId: string) {
  const [attempt] = await retryOnBusy(() =>
    deps.db
      .select({ order: paymentIntents.order })
      .from(paymentIntents)
      .where(eq(paymentIntents.intentId, transactionId)),
  );
  if (attempt?.order) return decodeOrder(attempt.order);
  const intent = await deps.provider.retrieveIntent(transactionId);
  return intent ? decodeOrder(intent.metadata) : null;
}

/** The payment's receipt, issued now for a payment recorded before receipts were numbered. */
async function receiptRowOf(deps: PaymentDeps, payment: typeof payments.$inferSelect) {
  const [existing] = await retryOnBusy(() =>
    deps.db.select().from(receipts).where(eq(receipts.paymentId, payment.id)),
  );
  if (existing) return existing;
  const order = await orderOfOldPayment(deps, payment.transactionId);
  if (!order) throw conflict('payment_not_for_academy');
  const lines = order.items.map((item) => ({
    classId: item.classId,
    name: item.name,
    amountCents: item.cents,
    ...(item.discountCents ? { discountCents: item.discountCents } : {}),
  }));
  await writeTransaction(deps.db, async (tx) => {
    const [again] = await tx.select().from(receipts).where(eq(receipts.paymentId, payment.id));
    if (!again) await issueReceipt(tx, { id: payment.id, email: payment.email, lines }, deps.now());
  });
  const [issued] = await retryOnBusy(() =>
    deps.db.select().from(receipts).where(eq(receipts.paymentId, payment.id)),
  );
  return issued!;
}

/**
 * GET /api/payments/:id/receipt: the payer's own, any for an admin, and one taken at a desk for the
 * front desk, who hands it over (decision 040).
 */
export async function receiptOf(
  deps: PaymentDeps,
  paymentId: string,
  caller: { email: string; role: string },
): Promise<Receipt> {
  const [payment] = await retryOnBusy(() =>
    deps.db.select().from(payments).where(eq(payments.id, paymentId)),
  );
  if (!payment) throw notFound('payment_not_found');
  const handedOverAtDesk = caller.role === 'frontdesk' && isDeskPaymentMethod(payment.gateway);
  if (payment.email !== caller.email && caller.role !== 'admin' && !handedOverAtDesk) {
    throw forbidden('payment_of_someone_else');
  }
  const row = await receiptRowOf(deps, payment);
  const currency = currencyOrDefault(payment.currency);
  const timeZone = isVenue(row.venue) ? VENUES[row.venue].timeZone : ACADEMY_TIME_ZONE;
  const refundRows = await retryOnBusy(() =>
    deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id))
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.key)),
  );
  const nameOf = new Map(row.lines.map((line) => [line.classId, line.name]));
  // Whose each class is, named now: a child removed since has no name left to print.
  const childIds = row.lines.flatMap((line) => (line.participantId ? [line.participantId] : []));
  const children =
    childIds.length === 0
      ? []
      : await retryOnBusy(() =>
          deps.db
            .select({ id: participants.id, name: participants.name })
            .from(participants)
            .where(inArray(participants.id, childIds)),
        );
  const childName = new Map(children.map((child) => [child.id, child.name]));
  const refundedCents = refundRows.reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    number: row.number,
    paymentId: payment.id,
    venue: row.venue,
    timeZone,
    issuedAt: row.issuedAt,
    date: dayIn(timeZone, row.issuedAt),
    payer: { name: row.payerName, email: row.payerEmail },
    currency,
    lines: row.lines.map((line) => ({
      classId: line.classId,
      name: line.name,
      amount: fromMinorUnits(line.amountCents, currency),
      ...(line.discountCents ? { discount: fromMinorUnits(line.discountCents, currency) } : {}),
      participantName: line.participantId ? (childName.get(line.participantId) ?? null) : null,
    })),
    total: fromMinorUnits(payment.amountCents, currency),
    gateway: payment.gateway,
    method: payment.method ?? null,
    reference: payment.transactionId,
    gatewayTransactionId: payment.gatewayTransactionId ?? null,
    refunds: refundRows.map((refund) => ({
      date: dayIn(timeZone, refund.createdAt),
      amount: fromMinorUnits(refund.amountCents, currency),
      classes: refund.classIds.map((classId) => nameOf.get(classId) ?? classId),
      sent: refund.status === 'sent',
    })),
    net: fromMinorUnits(payment.amountCents - refundedCents, currency),
  };
}
