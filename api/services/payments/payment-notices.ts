// What a payer is told about their money: a receipt when a payment is recorded and a
// refund when money goes back (finalize's undeliverable classes, an admin's refund). Written by
// the transaction that decides each, through notify(), so a replay that decides nothing tells
// nothing. Amounts are in major units with their currency, as on the wire; the bell and the push
// format them per language. Class names are the instructor's own text, the same in every
// language, so they are stored.
import { fromMinorUnits, type Currency } from '#shared/money.ts';
import { paths } from '#shared/pages/page-table.ts';
import type { NamedChild, Notice } from '../notifications/notify.ts';

/**
 * What a payment paid for, told to the payer. `paidFor` is, class by class, the child of the
 * family it was for (null: the payer's own); a family payment's receipt names each child after
 * their class, "Football (Ayaan Lee)". A child's name is the guardian's own text, the same in
 * every language like a class's, so the named line is stored as it is said, beside the plain
 * class names: the bell says the plain ones once a child named is removed (notification-list.ts).
 */
export function receiptNotice(
  amountCents: number,
  currency: Currency,
  classNames: readonly string[],
  transactionId: string,
  paidFor: readonly (NamedChild | null)[] = [],
): Notice {
  const children = paidFor.filter((child) => child !== null);
  return {
    kind: 'payment_receipt',
    params: {
      amount: fromMinorUnits(amountCents, currency),
      currency,
      count: classNames.length,
      classNames: classNames.join(', '),
      transactionId,
      ...(children.length > 0
        ? {
            classNamesForWhom: classNames
              .map((name, index) => {
                const child = paidFor[index];
                return child ? `${name} (${child.name})` : name;
              })
              .join(', '),
            participantIds: [...new Set(children.map((child) => child.id))].join(','),
          }
        : {}),
    },
    path: paths.dashboard.studentPayments,
  };
}

/** A payment held for review was approved: the classes the student is now enrolled in. */
export function approvedNotice(classNames: readonly string[]): Notice {
  return {
    kind: 'payment_approved',
    params: { classNames: classNames.join(', ') },
    path: paths.dashboard.enrolledClasses,
  };
}

export function refundNotice(
  amountCents: number,
  currency: Currency,
  classNames: readonly string[],
): Notice {
  return {
    kind: 'refund',
    params: {
      amount: fromMinorUnits(amountCents, currency),
      currency,
      classNames: classNames.join(', '),
    },
    path: paths.dashboard.studentPayments,
  };
}
