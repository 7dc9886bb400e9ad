/**
 * The list of changes on this device in a popover under the navbar's connection pill. Its code
 * (Radix's Popover, the list, the date formatting) loads when the person opens it
 * (online-status-pill.tsx), so the pill is rendered before this module exists: a ButtonPopover.
 */
import type * as React from 'react';
import { QueuedChangesList } from '#pwa/components/feedback/queued-changes-list.tsx';
import { ButtonPopover } from '#pwa/components/ui/popover.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

export function QueuedChangesPopover({
  email,
  button,
  contentId,
  open,
  onOpenChange,
}: {
  email: string;
  button: React.RefObject<HTMLButtonElement | null>;
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ButtonPopover
      button={button}
      open={open}
      onOpenChange={onOpenChange}
      id={contentId}
      aria-label={m.outbox_list_title()}
      className="max-h-[min(34rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1.5rem))] overflow-y-auto"
    >
      <QueuedChangesList email={email} onNavigate={() => onOpenChange(false)} />
    </ButtonPopover>
  );
}
