// The one way a feature tells a person something: `notify` writes the bell's entry and,
// for each channel the person gets this kind through, a due message, in the caller's transaction,
// so what is told commits with what happened and a crash loses neither. Sending is the dispatcher's
// work (api/services/messaging/: the channels); features never call a channel.
import { eq } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '#shared/notifications/kinds.ts';
import { notifications, users } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { channelsWanted, queueMessage } from '../messaging/due-messages.ts';
import { keepNewest } from './notification-list.ts';

export interface Notice {
  kind: NotificationKind;
  params: NotificationParams;
  /** The page it is about, without a language prefix (e.g. '/dashboard/waitlist'). */
  path: string;
}

/** A child of the reader's family a notice is about (a guardian is told of their child's class). */
export interface NamedChild {
  id: string;
  name: string;
}

/**
 * The params that say whom a notice is about: the child's name, said in the notice's words, and
 * their id, by which the bell leaves the name out once the child is removed
 * (notification-list.ts). None for the reader's own member, whose notice reads as it always has.
 */
export const aboutChild = (child: NamedChild | null): NotificationParams =>
  child ? { participantId: child.id, participantName: child.name } : {};

/** Whom to tell: a users row's id, or a student's e-mail (enrollments are keyed by it). */
export type Recipient = { userId: string } | { email: string };

async function userIdOf(tx: Tx, recipient: Recipient): Promise<string | null> {
  if ('userId' in recipient) return recipient.userId;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, recipient.email));
  return row?.id ?? null;
}

/**
 * Records the notice for the recipient (nothing for an e-mail with no account: a removed one)
 * and queues it, due now, through each channel they want it through (a push unless they chose
 * otherwise). Returns the notification's id, or null when nobody was told.
 */
export async function notify(
  tx: Tx,
  recipient: Recipient,
  notice: Notice,
  now: Date,
): Promise<string | null> {
  const userId = await userIdOf(tx, recipient);
  if (!userId) return null;
  const id = crypto.randomUUID();
  const nowIso = now.toISOString();
  await tx.insert(notifications).values({ id, userId, ...notice, createdAt: nowIso });
  await queueMessage(tx, await channelsWanted(tx, userId, notice.kind), {
    userId,
    notificationId: id,
    ...notice,
    dedupeKey: `notification:${id}`,
    dueAt: now,
  });
  await keepNewest(tx, userId);
  return id;
}
