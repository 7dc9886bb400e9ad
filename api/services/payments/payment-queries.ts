// Reads of payments and enrollments in the wire shapes of shared/schemas/payment.ts.
import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import { centsToDollars } from '#shared/money.ts';
import type { PaidClass, Payment, PaymentPage, PaymentSummary } from '#shared/schemas/payment.ts';
import type { Database } from '../../db/client.ts';
import { enrollments, payments } from '../../db/schema.ts';
import { newestFirst, readPage, type PageQuery } from '../../lib/keyset-pages.ts';

export function toWirePayment(row: typeof payments.$inferSelect): Payment {
  return {
    _id: row.id,
    email: row.email,
    transactionId: row.transactionId,
    price: centsToDollars(row.amountCents),
    date: row.createdAt,
    quantity: row.quantity,
    selectedItems: row.selectionIds,
    selectedId: row.classIds,
    status: row.status,
    itemNames: row.itemNames,
    refunded: centsToDollars(row.refundedCents),
  };
}

const ownedBy = (email: string | null) => (email === null ? undefined : eq(payments.email, email));

/** A student's own payments, or everyone's for an admin (email null); newest first. */
export async function listPayments(db: Database, email: string | null): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(ownedBy(email))
    .orderBy(...newestFirst(payments));
  return rows.map(toWirePayment);
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
  return { payments: rows.map(toWirePayment), next };
}

export async function listPaidClasses(db: Database, email: string): Promise<PaidClass[]> {
  const rows = await db
    .select()
    .from(enrollments)
    .where(eq(enrollments.email, email))
    .orderBy(desc(enrollments.createdAt), enrollments.id);
  return rows.map((row) => ({
    _id: row.id,
    classId: row.classId,
    email: row.email,
    photo: row.photo,
    Name: row.className,
    IName: row.instructorName,
    price: centsToDollars(row.priceCents),
  }));
}

export async function paymentSummary(db: Database): Promise<PaymentSummary> {
  const [totals] = await db
    .select({
      payments: count(),
      totalCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`,
      refundedCents: sql<number>`coalesce(sum(${payments.refundedCents}), 0)`,
    })
    .from(payments);
  const perClass = await db
    .select({
      classId: enrollments.classId,
      name: sql<string>`max(${enrollments.className})`,
      instructorName: sql<string>`max(${enrollments.instructorName})`,
      enrollments: count(),
      cents: sum(enrollments.priceCents).mapWith(Number),
    })
    .from(enrollments)
    .groupBy(enrollments.classId)
    .orderBy(desc(sum(enrollments.priceCents)), enrollments.classId);
  const totalCents = Number(totals?.totalCents ?? 0);
  const refundedCents = Number(totals?.refundedCents ?? 0);
  return {
    payments: totals?.payments ?? 0,
    total: centsToDollars(totalCents),
    refunded: centsToDollars(refundedCents),
    net: centsToDollars(totalCents - refundedCents),
    classes: perClass.map((row) => ({
      classId: row.classId,
      Name: row.name,
      IName: row.instructorName,
      enrollments: row.enrollments,
      total: centsToDollars(row.cents),
    })),
  };
}
