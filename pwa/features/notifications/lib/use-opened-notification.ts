import * as React from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OPENED_NOTIFICATION_PARAM } from './opened-notification.ts';

/**
 * A page opened from a push names its bell entry (opened-notification.ts): mark it read, and take
 * the name out of the address (a reload or a shared link must not mark it again).
 */
export function useOpenedNotification(markRead: (ids: string[]) => Promise<void>) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  React.useEffect(() => {
    const params = new URLSearchParams(search);
    const id = params.get(OPENED_NOTIFICATION_PARAM);
    if (!id) return;
    params.delete(OPENED_NOTIFICATION_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    // An id is at most 64 characters (shared/schemas/notifications.ts): a longer one is no entry.
    if (id.length <= 64) void markRead([id]);
  }, [pathname, search, hash, navigate, markRead]);
}
