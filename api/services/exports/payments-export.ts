// The payments export: a record per payment, then a record per refund, each in the order it was
// recorded. Amounts are positive, in major units and in minor units, beside their currency (the
// `type` column says which way the money went); nothing is summed, so no currencies are mixed.
// A payment's branch is its receipt's (receipts.ts); a payment of no receipt or of several
// branches' classes is in the all-branches file only.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ExportQuery } from '#shared/schemas/exports.ts';
import type { Database } from '../../db/client.ts';
import { paymentRefunds, payments, receipts, users } from '../../db/schema.ts';
import type { PageRead } from '../../lib/keyset-pages.ts';
import { inBranchDays, localTimeIn, timeZoneOfBranch } from './branch-days.ts';
import {
  concatPages,
  currencyCode,
  majorUnits,
  oldestFirstOrder,
  recordPages,
  type ExportFile,
} from './export-pages.ts';

const PAYMENTS_HEADER = [
  'type',
  'receipt_number',
  'payment_id',
  'refund_id',
  'branch',
  'time_zone',
  'date_utc',
  'date_local',
  'payer_name',
  'payer_email',
  'classes',
  'currency',
  'amount',
  'amount_minor',
  'gateway',
  'reference',
  'gateway_transaction_id',
  'status',
  'recorded_by',
  'refund_reason',
] as const;

const payer = alias(users, 'payer');
const staff = alias(users, 'staff');

const paymentColumns = {
  receiptNumber: receipts.number,
  venue: receipts.venue,
  payerName: sql<string | null>`coalesce(${receipts.payerName}, ${payer.name})`,
  email: payments.email,
  itemNames: payments.itemNames,
  classIds: payments.classIds,
  currency: payments.currency,
  gateway: payments.gateway,
  reference: payments.transactionId,
  gatewayTransactionId: payments.gatewayTransactionId,
};

function readPayments(db: Database, query: ExportQuery) {
  return ({ where, orderBy, limit }: PageRead) =>
    db
      .select({
        ...paymentColumns,
        id: payments.id,
        createdAt: payments.createdAt,
        amountCents: payments.amountCents,
        status: payments.status,
        review: payments.review,
        recordedBy: sql<string | null>`coalesce(${staff.email}, ${payments.recordedBy})`,
      })
      .from(payments)
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .leftJoin(payer, eq(payer.email, payments.email))
      .leftJoin(staff, eq(staff.id, payments.recordedBy))
      .where(and(inBranchDays(query, payments.createdAt, receipts.venue), where))
      .orderBy(...orderBy)
      .limit(limit);
}

function readRefunds(db: Database, query: ExportQuery) {
  return ({ where, orderBy, limit }: PageRead) =>
    db
      .select({
        ...paymentColumns,
        id: paymentRefunds.key,
        paymentId: payments.id,
        createdAt: paymentRefunds.createdAt,
        amountCents: paymentRefunds.amountCents,
        refundClassIds: paymentRefunds.classIds,
        status: paymentRefunds.status,
        reason: paymentRefunds.reason,
        recordedBy: sql<string | null>`coalesce(${staff.email}, ${paymentRefunds.requestedBy})`,
      })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .leftJoin(payer, eq(payer.email, payments.email))
      .leftJoin(staff, eq(staff.id, paymentRefunds.requestedBy))
      .where(and(inBranchDays(query, paymentRefunds.createdAt, receipts.venue), where))
      .orderBy(...orderBy)
      .limit(limit);
}

/** A payment's class names, those of `only` when given (a refund's classes). */
function classNames(row: { itemNames: string[]; classIds: string[] }, only?: string[]): string {
  if (!only) return row.itemNames.join('; ');
  return only
    .map((classId) => {
      const index = row.classIds.indexOf(classId);
      return index >= 0 ? (row.itemNames[index] ?? classId) : classId;
    })
    .join('; ');
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof readPayments>>>[number];
type RefundRow = Awaited<ReturnType<ReturnType<typeof readRefunds>>>[number];

export function paymentsExport(db: Database, query: ExportQuery): ExportFile {
  const payments_ = recordPages(
    oldestFirstOrder<PaymentRow>(
      { createdAt: payments.createdAt, id: payments.id },
      'export-payments',
    ),
    readPayments(db, query),
    (row) => {
      const timeZone = timeZoneOfBranch(row.venue);
      return [
        'payment',
        row.receiptNumber,
        row.id,
        null,
        row.venue,
        timeZone,
        row.createdAt,
        localTimeIn(timeZone, row.createdAt),
        row.payerName,
        row.email,
        classNames(row),
        currencyCode(row.currency),
        majorUnits(row.amountCents, row.currency),
        row.amountCents,
        row.gateway,
        row.reference,
        row.gatewayTransactionId,
        row.review === 'held' ? 'held for review' : row.status,
        row.recordedBy,
        null,
      ];
    },
  );
  const refunds = recordPages(
    oldestFirstOrder<RefundRow>(
      { createdAt: paymentRefunds.createdAt, id: paymentRefunds.key },
      'export-refunds',
    ),
    readRefunds(db, query),
    (row) => {
      const timeZone = timeZoneOfBranch(row.venue);
      return [
        'refund',
        row.receiptNumber,
        row.paymentId,
        row.id,
        row.venue,
        timeZone,
        row.createdAt,
        localTimeIn(timeZone, row.createdAt),
        row.payerName,
        row.email,
        classNames(row, row.refundClassIds),
        currencyCode(row.currency),
        majorUnits(row.amountCents, row.currency),
        row.amountCents,
        row.gateway,
        row.reference,
        row.gatewayTransactionId,
        row.status,
        row.recordedBy,
        row.reason,
      ];
    },
  );
  return { header: PAYMENTS_HEADER, pages: concatPages(payments_, refunds) };
}
