/**
 * The bell's list in a popover (wider screens). Its code (Radix's Popover, the list) loads when
 * the person wants it (notification-bell.tsx), so the bell's button is rendered before this module
 * exists: it is the popover's anchor rather than a PopoverTrigger, and this module does the two
 * things a trigger would (focus back on the button when the panel closes, and a click on the
 * button is the button's toggle rather than a click outside).
 */
import * as React from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Popover, PopoverAnchor, PopoverContent } from '#pwa/components/ui/popover.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Bell } from '../lib/use-bell.ts';
import { NotificationList } from './notification-list.tsx';

export function BellPopover({
  bell,
  button,
  contentId,
  open,
  onOpenChange,
}: {
  bell: Bell;
  button: React.RefObject<HTMLButtonElement | null>;
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const localePath = useLocalePath();
  // Closed by a click or focus elsewhere: the focus stays where the person put it.
  const leftOutside = React.useRef(false);
  const close = () => onOpenChange(false);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={button} />
      <PopoverContent
        id={contentId}
        aria-label={m.bell_heading()}
        className="flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-1.5rem))] flex-col gap-3"
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
        <NotificationList
          bell={bell}
          headingLevel="h2"
          onNavigate={close}
          className="min-h-0 overflow-y-auto"
        />
        <Link
          to={localePath(paths.dashboard.notifications)}
          onClick={close}
          className="border-t border-slate-200 pt-3 text-center text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline"
        >
          {m.bell_see_all()}
        </Link>
      </PopoverContent>
    </Popover>
  );
}
