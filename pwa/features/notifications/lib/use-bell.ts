/**
 * The bell's state for the signed-in person: the entries (bell-entries.ts), the unread count, and
 * what the person can do (open one, mark one or all read). Refreshed on focus (the query's
 * staleness), every few minutes (BELL_REFRESH_MS) and when the service worker says a push arrived.
 */
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { toastError } from '#pwa/lib/feedback/toasts.ts';
import { useOutbox } from '#pwa/lib/outbox/use-outbox.ts';
import { useOutboxKinds } from '#pwa/lib/outbox/use-outbox-kinds.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useNotifications } from '../api/get-notifications.ts';
import { markReadChange } from '../api/mark-read-outbox.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { bellEntries, unreadToMark, type BellEntry } from './bell-entries.ts';
import { NOTIFICATIONS_CHANGED } from './opened-notification.ts';

const loadOutbox = () => import('#pwa/lib/outbox/outbox.ts');

/** A push arrived (the service worker posts to its windows): the bell asks the server again. */
function useRefreshOnPush() {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type !== NOTIFICATIONS_CHANGED) return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient]);
}

export function useBell(email: string) {
  const query = useNotifications();
  const outbox = useOutbox(email, notificationKeys.all);
  const contents = React.useMemo(
    () => bellEntries(query.data, outbox.data ?? []),
    [query.data, outbox.data],
  );
  const hasRefusals = contents.entries.some((entry) => entry.type === 'refused');
  const kinds = useOutboxKinds(hasRefusals);
  useRefreshOnPush();

  const markRead = React.useCallback(
    async (ids: readonly string[] | 'all') => {
      if (ids !== 'all' && ids.length === 0) return;
      const { sendChange } = await loadOutbox();
      const outcome = await sendChange(markReadChange(email, ids === 'all' ? undefined : ids));
      // Refused, or kept nowhere (a full disk, a private window offline): they stay unread.
      if (outcome.state === 'refused' || outcome.state === 'not-saved') {
        toastError(m.bell_read_refused_title(), outcome.reason);
      }
    },
    [email],
  );

  /** Opening an entry marks it read; a refusal stays until dismissed (its page shows it too). */
  const opened = React.useCallback(
    (entry: BellEntry) => {
      if (entry.type === 'notification' && entry.unread) void markRead([entry.id]);
    },
    [markRead],
  );

  const dismiss = React.useCallback(async (entry: BellEntry) => {
    if (entry.type !== 'refused') return;
    await (await loadOutbox()).dismissOutboxEntry(entry.id);
  }, []);

  const markAllRead = React.useCallback(async () => {
    const { dismissOutboxEntry } = await loadOutbox();
    for (const entry of contents.entries) {
      if (entry.type === 'refused') await dismissOutboxEntry(entry.id);
    }
    const unreadShown = contents.entries.some((e) => e.type === 'notification' && e.unread);
    if (unreadShown || (query.data?.unread ?? 0) > 0) await markRead(unreadToMark(query.data));
  }, [contents.entries, markRead, query.data]);

  return { query, ...contents, kinds, opened, dismiss, markRead, markAllRead };
}

export type Bell = ReturnType<typeof useBell>;
