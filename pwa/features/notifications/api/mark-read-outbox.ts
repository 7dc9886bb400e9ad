/**
 * Marking notifications read goes through the outbox (pwa/lib/outbox/, decision 020), online or
 * not: a POST /api/notifications/read waiting on this device. Marking read is idempotent on the
 * server, so a send repeated after a lost answer does no harm; while it waits, the bell shows
 * the entries read (bell-entries.ts), and once sent the saved list says so too.
 */
import type { QueryClient } from '@tanstack/react-query';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { MarkRead, NotificationList } from '#shared/schemas/notifications.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import type { OutboxChange } from '#pwa/lib/outbox/outbox.ts';
import type { OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { notificationKeys } from './notification-keys.ts';

export const MARK_READ_OP = 'notification-read';

/**
 * Marks these notifications read; with no ids, every one. The outbox keeps one change per id:
 * tapping the same entry twice queues it once, and a second "Mark all" replaces the first.
 */
export function markReadChange(email: string, ids?: readonly string[]): OutboxChange {
  const body: MarkRead = ids ? { ids: [...ids] } : { all: true };
  const id = ids ? `${MARK_READ_OP}:${[...ids].sort().join(',')}` : `${MARK_READ_OP}:all`;
  return { id, op: MARK_READ_OP, method: 'POST', path: 'notifications/read', body, email };
}

/** What a waiting or sent mark-read covers: its ids, or 'all'. */
export function markedBy(entry: OutboxEntry): ReadonlySet<string> | 'all' {
  const body = entry.body as MarkRead;
  return 'all' in body ? 'all' : new Set(body.ids);
}

/** The list with the entries a mark-read covers read (at `readAt`), and the count to match. */
export function withRead(
  list: NotificationList,
  marked: ReadonlySet<string> | 'all',
  readAt: string,
): NotificationList {
  let newlyRead = 0;
  const notifications = list.notifications.map((notification) => {
    if (notification.readAt || (marked !== 'all' && !marked.has(notification.id))) {
      return notification;
    }
    newlyRead += 1;
    return { ...notification, readAt };
  });
  const unread = marked === 'all' ? 0 : Math.max(0, list.unread - newlyRead);
  return { notifications, unread };
}

export function markReadOutboxKinds(queryClient: QueryClient): OutboxKinds {
  const onSent = (entry: OutboxEntry) => {
    const key = notificationKeys.list();
    const readAt = new Date().toISOString();
    queryClient.setQueryData<NotificationList>(
      key,
      (list) => list && withRead(list, markedBy(entry), readAt),
    );
    void queryClient.invalidateQueries({ queryKey: key });
  };
  // Read when a refusal is shown, in the language of that moment.
  const refused = {
    get title() {
      return m.bell_read_refused_title();
    },
    get description() {
      return m.bell_read_refused_text();
    },
  };
  // The request says it all: no label is stored with it.
  const describe = (entry: OutboxEntry) =>
    markedBy(entry) === 'all' ? m.outbox_label_mark_all_read() : m.outbox_label_mark_read();
  return {
    [MARK_READ_OP]: { onSent, refused, path: () => paths.dashboard.notifications, describe },
  };
}
