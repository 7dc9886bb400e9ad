// What a student sees on a full class in place of Select: Join waitlist, through the outbox (it
// also works offline: the join waits on this device and shows "Waiting to sync").
import { ListPlusIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastError, toastInfo, toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import { useJoinWaitlist } from '../api/change-waitlist.ts';

export function JoinWaitlistButton({ item }: { item: Class }) {
  const { user } = useAuth();
  const join = useJoinWaitlist(user?.email ?? '');
  const hintId = React.useId();

  async function joinLine() {
    try {
      const { queued } = await join.mutateAsync({ classId: item._id, className: item.Name });
      if (!queued) toastSuccess(m.waitlist_joined(), m.waitlist_joined_text());
      else
        toastInfo(
          m.waitlist_saved_on_device(),
          navigator.onLine ? m.waitlist_join_when_server_back() : m.waitlist_join_when_online(),
        );
    } catch (error) {
      toastError(m.waitlist_join_failed(), (await readApiError(error)).message);
    }
  }

  return (
    <div className="space-y-1.5">
      <Button
        className="w-full"
        disabled={!user?.email || join.isPending}
        aria-describedby={hintId}
        onClick={() => void joinLine()}
      >
        <ListPlusIcon aria-hidden="true" />
        {join.isPending ? m.waitlist_joining() : m.waitlist_join()}
      </Button>
      <p id={hintId} className="text-center text-xs text-slate-600">
        {m.waitlist_full_hint()}
      </p>
    </div>
  );
}
