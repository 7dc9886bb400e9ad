// What a payer is told about their money: a receipt when a payment is recorded, an approval when a
// payment held for review is delivered, and a refund when money goes back (finalize's
// undeliverable classes, an admin's or the desk's refund). And what the family's other guardians
// are told when it enrolls their children: who paid and for which child's class, nothing of the
// money. Written by the transaction that decides each, through notify(), so a replay that decides
// nothing tells nothing. Amounts are in major units with their currency, as on the wire; the bell
// and the push format them per language. Class names are the instructor's own text, the same in
// every language, so they are stored.
import { eq } from 'drizzle-orm';
import { fromMinorUnits, type Currency } from '#shared/money.ts';
import type { NotificationParams } from '#shared/notifications/kinds.ts';
import { paths } from '#shared/pages/page-table.ts';
import { users } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { childNamesOf, otherGuardiansOf } from '../families/participant.ts';
import type { NamedChild, Notice } from '../notifications/notify.ts';

/** A class a notice names, and the child of the payer's family who takes it (null: the payer). */
export interface ClassForWhom {
  name: string;
  child: NamedChild | null;
}

/**
 * The classes of a payment as a notice names them: each with its child as the family names them
 * now. A child's name in an order or a receipt was read before paying; a child removed since is
 * not named (their name is erased).
 */
export async function classesForWhom(
  tx: Tx,
  items: readonly { name: string; participantId?: string | null | undefined }[],
): Promise<ClassForWhom[]> {
  const names = await childNamesOf(
    tx,
    items.flatMap((item) => (item.participantId ? [item.participantId] : [])),
  );
  return items.map((item) => {
    const name = item.participantId ? names.get(item.participantId) : undefined;
    return {
      name: item.name,
      child: item.participantId && name ? { id: item.participantId, name } : null,
    };
  });
}

/**
 * The params that name a notice's classes: the plain names and, when a class is a child's, each
 * child after their class, "Football (Ayaan Lee)", with the children's ids. A child's name is the
 * guardian's own text, the same in every language like a class's, so the named line is stored as
 * it is said, beside the plain class names: the bell says the plain ones once a child named is
 * removed (notification-list.ts), and removing the child erases the named line from the stored
 * notices (families.ts's removeChild), whatever their kind.
 */
function namedClasses(classes: readonly ClassForWhom[]): NotificationParams {
  const children = classes.flatMap((cls) => (cls.child ? [cls.child] : []));
  return {
    classNames: classes.map((cls) => cls.name).join(', '),
    ...(children.length > 0
      ? {
          classNamesForWhom: classes
            .map((cls) => (cls.child ? `${cls.name} (${cls.child.name})` : cls.name))
            .join(', '),
          participantIds: [...new Set(children.map((child) => child.id))].join(','),
        }
      : {}),
  };
}

/**
 * What a payment paid for, told to the payer: the money and the receipt are theirs (another
 * guardian sees the children's classes, not this payment).
 */
export function receiptNotice(
  amountCents: number,
  currency: Currency,
  classes: readonly ClassForWhom[],
  transactionId: string,
): Notice {
  return {
    kind: 'payment_receipt',
    params: {
      amount: fromMinorUnits(amountCents, currency),
      currency,
      count: classes.length,
      ...namedClasses(classes),
      transactionId,
    },
    path: paths.dashboard.studentPayments,
  };
}

/**
 * A payment held for review was approved: the classes now enrolled, told to the payer whose
 * payment it is, each child named after their class.
 */
export function approvedNotice(classes: readonly ClassForWhom[]): Notice {
  return {
    kind: 'payment_approved',
    params: namedClasses(classes),
    path: paths.dashboard.enrolledClasses,
  };
}

/**
 * The children's classes a payment enrolled, told to each other guardian of their family: the
 * payer's name and each child after their class, and the enrolled classes as its page. Not the
 * payer's receipt: the amounts, the method and the receipt stay the payer's (their payments page),
 * and the payer's own classes are theirs alone. The named line and the children's ids are
 * namedClasses', so removing a child erases the name from it as from a receipt.
 */
function familyEnrolledNotice(payerName: string, classes: readonly ClassForWhom[]): Notice {
  return {
    kind: 'family_enrolled',
    params: { payerName, ...namedClasses(classes) },
    path: paths.dashboard.enrolledClasses,
  };
}

/**
 * Whom to tell, besides the payer, of the children `enrolled` (the items a payment enrolled, in
 * its order) and what: each other guardian of a child's family, once, with the classes of the
 * children of their family. None when the payment enrolled no child (the payer's own classes are
 * told to nobody else) and none of a child removed meanwhile.
 */
export async function familyEnrolledNotices(
  tx: Tx,
  payerEmail: string,
  enrolled: readonly { name: string; participantId?: string | null | undefined }[],
): Promise<{ userId: string; notice: Notice }[]> {
  const childItems = enrolled.filter((item) => item.participantId);
  const guardians = await otherGuardiansOf(
    tx,
    childItems.map((item) => item.participantId!),
    payerEmail,
  );
  if (guardians.length === 0) return [];
  const [payer] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, payerEmail));
  const payerName = payer?.name.trim() || payerEmail;
  const told: { userId: string; notice: Notice }[] = [];
  for (const guardian of guardians) {
    const theirs = childItems.filter((item) => guardian.childIds.includes(item.participantId!));
    const classes = (await classesForWhom(tx, theirs)).filter((cls) => cls.child);
    if (classes.length > 0)
      told.push({ userId: guardian.userId, notice: familyEnrolledNotice(payerName, classes) });
  }
  return told;
}

/** Money going back to the payer for these classes, each child named after their class. */
export function refundNotice(
  amountCents: number,
  currency: Currency,
  classes: readonly ClassForWhom[],
): Notice {
  return {
    kind: 'refund',
    params: {
      amount: fromMinorUnits(amountCents, currency),
      currency,
      ...namedClasses(classes),
    },
    path: paths.dashboard.studentPayments,
  };
}
