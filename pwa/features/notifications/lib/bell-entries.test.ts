import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { MARK_READ_OP, markReadChange, markReadOutboxKinds } from '../api/mark-read-outbox.ts';
import { bellEntries, unreadToMark } from './bell-entries.ts';

const EMAIL = 'student@academy.test';

const notification = (
  id: string,
  createdAt: string,
  readAt: string | null = null,
): Notification => ({
  id,
  kind: 'refund',
  params: { amount: 10, classNames: 'Judo' },
  path: '/dashboard/studentpayments',
  readAt,
  createdAt,
});

const list: NotificationList = {
  notifications: [
    notification('n3', '2026-03-03T10:00:00.000Z'),
    notification('n2', '2026-03-02T10:00:00.000Z'),
    notification('n1', '2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00.000Z'),
  ],
  unread: 2,
};

const waiting = (
  change: ReturnType<typeof markReadChange>,
  createdAt = '2026-03-04T00:00:00.000Z',
): OutboxEntry => ({
  ...change,
  state: 'pending',
  attempts: 0,
  lastError: null,
  createdAt,
});

const refused = (id: string, createdAt: string): OutboxEntry => ({
  id,
  op: 'select',
  method: 'POST',
  path: 'select',
  body: {},
  email: EMAIL,
  state: 'refused',
  attempts: 1,
  lastError: 'This class is full.',
  lastErrorReason: null,
  createdAt,
});

describe('marking read through the outbox', () => {
  it('is a POST /api/notifications/read of the ids, or of all; one change per id set', () => {
    expect(markReadChange(EMAIL, ['b', 'a'])).toEqual({
      id: `${MARK_READ_OP}:a,b`,
      op: MARK_READ_OP,
      method: 'POST',
      path: 'notifications/read',
      body: { ids: ['b', 'a'] },
      email: EMAIL,
    });
    expect(markReadChange(EMAIL)).toMatchObject({ id: `${MARK_READ_OP}:all`, body: { all: true } });
  });

  it('once sent, shows the saved list read, and asks the server again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.list(), list);
    const kind = markReadOutboxKinds(queryClient)[MARK_READ_OP]!;
    kind.onSent?.(waiting(markReadChange(EMAIL, ['n3'])));
    const shown = queryClient.getQueryData<NotificationList>(notificationKeys.list())!;
    expect(shown.unread).toBe(1);
    expect(shown.notifications[0]!.readAt).not.toBeNull();
    expect(shown.notifications[1]!.readAt).toBeNull();
    expect(queryClient.getQueryState(notificationKeys.list())?.isInvalidated).toBe(true);
    expect(kind.path?.(waiting(markReadChange(EMAIL)))).toBe('/dashboard/notifications');
  });
});

describe("the bell's entries", () => {
  it('are the server’s, newest first, with its unread count', () => {
    const { entries, unread } = bellEntries(list, []);
    expect(entries.map((entry) => [entry.id, entry.unread])).toEqual([
      ['n3', true],
      ['n2', true],
      ['n1', false],
    ]);
    expect(unread).toBe(2);
  });

  it('show a mark-read waiting in the outbox as done: read, and not counted', () => {
    const { entries, unread } = bellEntries(list, [waiting(markReadChange(EMAIL, ['n2']))]);
    expect(entries.find((entry) => entry.id === 'n2')?.unread).toBe(false);
    expect(unread).toBe(1);
    expect(bellEntries(list, [waiting(markReadChange(EMAIL))]).unread).toBe(0);
  });

  it('count a refused mark-read as a refusal, not as done', () => {
    const refusedRead = { ...waiting(markReadChange(EMAIL, ['n2'])), state: 'refused' as const };
    const { entries, unread } = bellEntries(list, [refusedRead]);
    expect(entries.find((entry) => entry.id === 'n2')?.unread).toBe(true);
    expect(unread).toBe(3);
  });

  it('list the outbox’s refusals as unread entries of their own, in time order', () => {
    const { entries, unread } = bellEntries(list, [refused('sel-1', '2026-03-02T12:00:00.000Z')]);
    expect(entries.map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      'notification:n3',
      'refused:sel-1',
      'notification:n2',
      'notification:n1',
    ]);
    expect(unread).toBe(3);
    // Changes still waiting are no refusals.
    const stillWaiting = {
      ...refused('sel-2', '2026-03-05T00:00:00.000Z'),
      state: 'pending' as const,
    };
    expect(bellEntries(list, [stillWaiting]).unread).toBe(2);
  });

  it('work from the outbox alone before the list has loaded (offline, nothing saved)', () => {
    expect(bellEntries(undefined, [refused('sel-1', '2026-03-02T12:00:00.000Z')]).unread).toBe(1);
  });
});

describe('Mark all as read', () => {
  it('sends the unread ids listed, or all when the server counts unread beyond the list', () => {
    expect(unreadToMark(list)).toEqual(['n3', 'n2']);
    expect(unreadToMark({ ...list, unread: 60 })).toBe('all');
    expect(unreadToMark(undefined)).toBe('all');
  });
});
