/**
 * The bell's list in a popover (wider screens). Its code (Radix's Popover, the list) loads when
 * the person wants it (notification-bell.tsx), so the bell's button is rendered before this module
 * exists: a ButtonPopover.
 */
import type * as React from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { ButtonPopover } from '#pwa/components/ui/popover.tsx';
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
  const close = () => onOpenChange(false);

  return (
    <ButtonPopover
      button={button}
      open={open}
      onOpenChange={onOpenChange}
      id={contentId}
      aria-label={m.bell_heading()}
      className="flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-1.5rem))] flex-col gap-3"
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
    </ButtonPopover>
  );
}
