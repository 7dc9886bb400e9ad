// Leave the line, or decline an offer, after a confirmation; through the outbox, so it also
// works offline (a join that never left the device is simply forgotten).
import { LogOutIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { classNameFor } from '#pwa/components/lists/participant-note.tsx';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastError, toastInfo, toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useLeaveWaitlist } from '../api/change-waitlist.ts';
import type { WaitlistRow } from '../api/waitlist-outbox.ts';

type LeaveButtonProps = {
  row: WaitlistRow;
  email: string;
  /** 'decline': the row is an offer, and its seat passes to the next in line. */
  kind: 'leave' | 'decline';
  /** 'default' beside a button of that size (the offer's Pay now). */
  size?: 'sm' | 'default';
};

export function LeaveButton({ row, email, kind, size = 'sm' }: LeaveButtonProps) {
  const [asking, setAsking] = React.useState(false);
  const leave = useLeaveWaitlist(email);
  const className = classNameFor(row.className, row.participantName);
  const declining = kind === 'decline';

  async function confirm() {
    setAsking(false);
    try {
      const { queued } = await leave.mutateAsync({
        id: row.id,
        className: row.className,
        participantName: row.participantName,
        decline: declining,
      });
      if (queued) toastInfo(m.waitlist_saved_on_device(), m.waitlist_leave_when_online());
      else toastSuccess(declining ? m.waitlist_declined() : m.waitlist_left());
    } catch (error) {
      toastError(m.waitlist_leave_failed(), (await readApiError(error)).message);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size={size}
        disabled={leave.isPending}
        aria-label={
          declining
            ? m.waitlist_decline_label({ className })
            : m.waitlist_leave_label({ className })
        }
        onClick={() => setAsking(true)}
      >
        {declining ? <XIcon aria-hidden="true" /> : <LogOutIcon aria-hidden="true" />}
        {declining ? m.waitlist_decline() : m.waitlist_leave()}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={() => void confirm()}
        title={declining ? m.waitlist_decline_title() : m.waitlist_leave_title()}
        description={
          declining ? m.waitlist_decline_text({ className }) : m.waitlist_leave_text({ className })
        }
        confirmLabel={declining ? m.waitlist_decline_confirm() : m.waitlist_leave_confirm()}
      />
    </>
  );
}
