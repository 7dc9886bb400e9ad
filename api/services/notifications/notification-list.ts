// The bell's list (GET /api/notifications, POST /api/notifications/read): a person's own
// notifications, newest first, and how many are unread. Whose they are is always the caller's
// users row; an id of someone else's notification matches nothing, exactly like an unknown one.
//
// Bounded per person: notify() keeps each person's newest NOTIFICATIONS_KEPT and deletes the rest
// in the same transaction (keepNewest). Pruning when writing, not when reading, so that the bound
// holds for someone who never opens the list, and a read (the bell asks on every visit) stays a
// read: it takes no write lock and needs no rate limit.
//
// A notice about a child of the reader's family names them (a session's change, an offer, a
// payment's receipt, approval or refund, another guardian's payment for them). Once the child is
// removed their personal fields are erased, and the bell stops saying their name too: the notice
// is listed as it reads for no child named.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationParams,
} from '#shared/notifications/kinds.ts';
import {
  NOTIFICATIONS_LISTED,
  type MarkRead,
  type MarkReadResult,
  type Notification,
  type NotificationList,
} from '#shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { retryOnBusy, type Tx } from '../../db/write-transaction.ts';
import { childNamesOf } from '../families/participant.ts';

/** How many notifications a person keeps; older ones are deleted as new ones arrive. */
export const NOTIFICATIONS_KEPT = 200;

type Reader = Database | Tx;
type NotificationRow = typeof notifications.$inferSelect;

const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_KINDS);
/** A row of a kind this build does not know (written by a newer one) is not listed. */
const isListable = (row: NotificationRow): row is NotificationRow & { kind: NotificationKind } =>
  KINDS.has(row.kind);

const toWire = (row: NotificationRow & { kind: NotificationKind }): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  path: row.path,
  readAt: row.readAt,
  createdAt: row.createdAt,
});

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

/**
 * The children a notice names, by id: one for a notice about a child (notify.ts's aboutChild),
 * several for a family payment's receipt, approval or refund, or the other guardians' notice of
 * the children it enrolled (payment-notices.ts).
 */
function childrenNamedIn(params: NotificationParams): string[] {
  const { participantId, participantIds } = params;
  return [
    ...(typeof participantId === 'string' ? [participantId] : []),
    ...(typeof participantIds === 'string' ? participantIds.split(',').filter(Boolean) : []),
  ];
}

/** The params that say a child's name, or whose it was. */
const NAMING_PARAMS = ['participantId', 'participantName', 'participantIds', 'classNamesForWhom'];

/** The rows, each naming a child no longer in the family said without names (one read). */
async function withoutRemovedChildren<Row extends NotificationRow>(
  db: Reader,
  rows: readonly Row[],
): Promise<Row[]> {
  const named = rows.flatMap((row) => childrenNamedIn(row.params));
  if (named.length === 0) return [...rows];
  const present = await childNamesOf(db, named);
  return rows.map((row) =>
    childrenNamedIn(row.params).every((id) => present.has(id))
      ? row
      : {
          ...row,
          params: Object.fromEntries(
            Object.entries(row.params).filter(([name]) => !NAMING_PARAMS.includes(name)),
          ),
        },
  );
}

async function unreadCount(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The caller's newest NOTIFICATIONS_LISTED and the unread count; none without a users row. */
export async function listNotifications(
  db: Database,
  userId: string | null,
): Promise<NotificationList> {
  if (!userId) return { notifications: [], unread: 0 };
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(...newestFirst)
      .limit(NOTIFICATIONS_LISTED),
    unreadCount(db, userId),
  ]);
  const listed = await withoutRemovedChildren(db, rows.filter(isListable));
  return { notifications: listed.map(toWire), unread };
}

/**
 * Marks the caller's notifications read: those of `ids` that are theirs, or all of them. Read
 * ones keep their first read time, so the same request again changes nothing (idempotent).
 */
export async function markRead(
  db: Database,
  userId: string | null,
  request: MarkRead,
  now: Date,
): Promise<MarkReadResult> {
  if (!userId) return { modifiedCount: 0, unread: 0 };
  const which = 'ids' in request ? inArray(notifications.id, request.ids) : undefined;
  const changed = await retryOnBusy(() =>
    db
      .update(notifications)
      .set({ readAt: now.toISOString() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which))
      .returning({ id: notifications.id }),
  );
  return { modifiedCount: changed.length, unread: await unreadCount(db, userId) };
}

/** Deletes the person's notifications beyond their newest NOTIFICATIONS_KEPT (notify's part). */
export async function keepNewest(tx: Tx, userId: string): Promise<void> {
  const beyond = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst)
    // SQLite takes an OFFSET only after a LIMIT, and drizzle leaves out SQLite's "no limit" (-1).
    .limit(Number.MAX_SAFE_INTEGER)
    .offset(NOTIFICATIONS_KEPT);
  await tx
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, beyond)));
}
