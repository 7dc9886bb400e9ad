/**
 * What the bell lists: the server's notifications, shown read at once when a mark-read waits in
 * the outbox, and the outbox's refusals (a change made offline that the server refused) as
 * entries of their own, newest first. The refusals are the outbox's entries themselves (no second
 * list): marking one read is dismissing it.
 */
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { MARK_READ_OP, markedBy, withRead } from '../api/mark-read-outbox.ts';

export type BellEntry =
  | { type: 'notification'; id: string; notification: Notification; unread: boolean }
  | { type: 'refused'; id: string; change: OutboxEntry; unread: true };

export type BellContents = { entries: BellEntry[]; unread: number };

const createdAtOf = (entry: BellEntry) =>
  entry.type === 'notification' ? entry.notification.createdAt : entry.change.createdAt;

export function bellEntries(
  list: NotificationList | undefined,
  outbox: OutboxEntry[],
): BellContents {
  let shown = list ?? { notifications: [], unread: 0 };
  for (const change of outbox) {
    if (change.op === MARK_READ_OP && change.state === 'pending') {
      shown = withRead(shown, markedBy(change), change.createdAt);
    }
  }
  const refusals: BellEntry[] = outbox
    .filter((change) => change.state === 'refused')
    .map((change) => ({ type: 'refused', id: change.id, change, unread: true }));
  const notifications: BellEntry[] = shown.notifications.map((notification) => ({
    type: 'notification',
    id: notification.id,
    notification,
    unread: notification.readAt === null,
  }));
  const entries = [...refusals, ...notifications].sort((a, b) =>
    createdAtOf(b).localeCompare(createdAtOf(a)),
  );
  return { entries, unread: shown.unread + refusals.length };
}

/**
 * What "Mark all as read" sends: the unread ones listed (what the person saw), or every one when
 * the server counts more unread than it listed (older ones beyond the list).
 */
export function unreadToMark(list: NotificationList | undefined): string[] | 'all' {
  if (!list) return 'all';
  const ids = list.notifications.filter((n) => n.readAt === null).map((n) => n.id);
  return list.unread > ids.length ? 'all' : ids;
}
