/**
 * The list of changes on this device in a popover under the navbar's connection pill. Its code
 * (Radix's Popover, the list, the date formatting) loads when the person opens it
 * (online-status-pill.tsx), so the pill is rendered before this module exists: the pill is the
 * popover's anchor rather than a PopoverTrigger, and this module does what a trigger would (the
 * focus back on the pill when the panel closes, a click on the pill is its own toggle).
 */
import * as React from 'react';
import { QueuedChangesList } from '#pwa/components/feedback/queued-changes-list.tsx';
import { Popover, PopoverAnchor, PopoverContent } from '#pwa/components/ui/popover.tsx';
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
  // Closed by a click or focus elsewhere: the focus stays where the person put it.
  const leftOutside = React.useRef(false);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={button} />
      <PopoverContent
        id={contentId}
        aria-label={m.outbox_list_title()}
        className="max-h-[min(34rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1.5rem))] overflow-y-auto"
        onInteractOutside={(event) => {
          if (button.current?.contains(event.target as Node)) event.preventDefault();
          else leftOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!leftOutside.current) button.current?.focus();
          leftOutside.current = false;
        }}
      >
        <QueuedChangesList email={email} onNavigate={() => onOpenChange(false)} />
      </PopoverContent>
    </Popover>
  );
}
