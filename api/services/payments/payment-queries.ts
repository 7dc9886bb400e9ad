// Reads of payments and enrollments in the wire shapes of shared/schemas/payment.ts.
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { currencyOrDefault, fromMinorUnits, type Currency } from '#shared/money.ts';
import type { PaidClass, Payment, PaymentPage, PaymentSummary } from '#shared/schemas/payment.ts';
import type { Database } from '../../db/client.ts';
import { enrollments, participants, payments, users } from '../../db/schema.ts';
import { participantNameOf } from '../../lib/wire.ts';
import { familyRows, type Account } from '../families/participant.ts';
import { newestFirst, readPage, type PageQuery } from '../../lib/keyset-pages.ts';

type PaymentRow = typeof payments.$inferSelect;

export function toWirePayment(row: PaymentRow, recorders = new Map<string, string>()): Payment {
  const currency = currencyOrDefault(row.currency);
  return {
    _id: row.id,
    email: row.email,
    transactionId: row.transactionId,
    price: fromMinorUnits(row.amountCents, currency),
    currency,
    date: row.createdAt,
    quantity: row.quantity,
    selectedItems: row.selectionIds,
    selectedId: row.classIds,
    status: row.status,
    itemNames: row.itemNames,
    refunded: fromMinorUnits(row.refundedCents, currency),
    gateway: row.gateway,
    method: row.method ?? null,
    gatewayTransactionId: row.gatewayTransactionId ?? null,
    review: row.review ?? null,
    recordedBy: row.recordedBy === null ? null : (recorders.get(row.recordedBy) ?? null),
  };
}

/** The rows as the wire has them, with the names of the staff who recorded desk payments. */
async function toWirePayments(db: Database, rows: PaymentRow[]): Promise<Payment[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.recordedBy === null ? [] : [row.recordedBy]))),
  ];
  const staff =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, ids));
  const recorders = new Map(staff.map((person) => [person.id, person.name]));
  return rows.map((row) => toWirePayment(row, recorders));
}

const ownedBy = (email: string | null) => (email === null ? undefined : eq(payments.email, email));

/** A student's own payments, or everyone's for an admin (email null); newest first. */
export async function listPayments(db: Database, email: string | null): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(ownedBy(email))
    .orderBy(...newestFirst(payments));
  return toWirePayments(db, rows);
}

/** One page of that list (api/lib/keyset-pages.ts). */
export async function paymentPage(
  db: Database,
  email: string | null,
  query: PageQuery,
): Promise<PaymentPage> {
  const { rows, next } = await readPage(payments, query, (page) =>
    db
      .select()
      .from(payments)
      .where(and(ownedBy(email), page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
  );
  return { payments: await toWirePayments(db, rows), next };
}

/**
 * GET /api/paid: the classes the student and their family's children take (whichever guardian
 * paid), newest first, each saying whose it is.
 */
export async function listPaidClasses(db: Database, account: Account): Promise<PaidClass[]> {
  const rows = await db
    .select({ row: enrollments, participantName: participants.name })
    .from(enrollments)
    .leftJoin(participants, eq(participants.id, enrollments.participantId))
    .where(familyRows(db, enrollments, account))
    .orderBy(desc(enrollments.createdAt), enrollments.id);
  return rows.map(({ row, participantName }) => {
    const currency = currencyOrDefault(row.currency);
    return {
      _id: row.id,
      classId: row.classId,
      email: row.email,
      photo: row.photo,
      Name: row.className,
      IName: row.instructorName,
      price: fromMinorUnits(row.priceCents, currency),
      currency,
      participantId: row.participantId,
      participantName: participantNameOf(row.participantId, participantName),
    };
  });
}

/** Money in per currency and per class (a class's payments are all in its currency then). */
export async function paymentSummary(db: Database): Promise<PaymentSummary> {
  const perCurrency = await db
    .select({
      currency: payments.currency,
      payments: count(),
      totalCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`,
      refundedCents: sql<number>`coalesce(sum(${payments.refundedCents}), 0)`,
    })
    .from(payments)
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  // A class whose venue (so currency) changed has enrollments in each: one row per currency.
  const perClass = await db
    .select({
      classId: enrollments.classId,
      currency: enrollments.currency,
      name: sql<string>`max(${enrollments.className})`,
      instructorName: sql<string>`max(${enrollments.instructorName})`,
      enrollments: count(),
      cents: sum(enrollments.priceCents).mapWith(Number),
    })
    .from(enrollments)
    .groupBy(enrollments.classId, enrollments.currency)
    .orderBy(enrollments.currency, desc(sum(enrollments.priceCents)), enrollments.classId);
  const money = (minor: number, currency: Currency) => fromMinorUnits(Number(minor), currency);
  return {
    payments: perCurrency.reduce((sum, row) => sum + row.payments, 0),
    currencies: perCurrency.map((row) => {
      const currency = currencyOrDefault(row.currency);
      return {
        currency,
        payments: row.payments,
        total: money(row.totalCents, currency),
        refunded: money(row.refundedCents, currency),
        net: money(row.totalCents - row.refundedCents, currency),
      };
    }),
    classes: perClass.map((row) => {
      const currency = currencyOrDefault(row.currency);
      return {
        classId: row.classId,
        Name: row.name,
        IName: row.instructorName,
        enrollments: row.enrollments,
        total: money(row.cents, currency),
        currency,
      };
    }),
  };
}
