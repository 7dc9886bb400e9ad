// What a payer is told about their money (issue 17): a receipt when a payment is recorded and a
// refund when money goes back (finalize's undeliverable classes, an admin's refund). Written by
// the transaction that decides each, through notify(), so a replay that decides nothing tells
// nothing. Amounts are dollars, as on the wire; the bell and the push format them per language.
// Class names are the instructor's own text, the same in every language, so they are stored.
import { centsToDollars } from '#shared/money.ts';
import { paths } from '#shared/pages/page-table.ts';
import type { Notice } from '../notifications/notify.ts';

export function receiptNotice(
  amountCents: number,
  classNames: readonly string[],
  transactionId: string,
): Notice {
  return {
    kind: 'payment_receipt',
    params: {
      amount: centsToDollars(amountCents),
      count: classNames.length,
      classNames: classNames.join(', '),
      transactionId,
    },
    path: paths.dashboard.studentPayments,
  };
}

export function refundNotice(amountCents: number, classNames: readonly string[]): Notice {
  return {
    kind: 'refund',
    params: { amount: centsToDollars(amountCents), classNames: classNames.join(', ') },
    path: paths.dashboard.studentPayments,
  };
}
