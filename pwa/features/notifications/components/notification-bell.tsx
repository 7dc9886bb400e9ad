/**
 * The bell in the navigation bar, for every signed-in person: the unread count as a badge, and
 * the list in a popover on wider screens; on phones it leads to /dashboard/notifications, where
 * the list has the whole screen. Composed into the navbar by the app (pwa/app/router.tsx), loaded
 * after the first render like the navbar's other signed-in parts.
 *
 * Every signed-in page shows the button, few open it: the popover's code (Radix's Popover and the
 * list, bell-popover.tsx) loads when it is wanted, its loading started by a pointer over the
 * button or the focus on it, so it was a long task on every page's start (decision 028).
 */
import { BellIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastInfo } from '#pwa/lib/feedback/toasts.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useLocalePath, useNumbers } from '#pwa/lib/i18n/locale.tsx';
import { usePanelLoadedOnOpen } from '#pwa/lib/timing/use-panel-loaded-on-open.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useBell } from '../lib/use-bell.ts';
import { useOpenedNotification } from '../lib/use-opened-notification.ts';

/** Above this the badge says "99+": the exact count is in the accessible name. */
const BADGE_MAX = 99;

const loadPopover = async () => (await import('./bell-popover.tsx')).BellPopover;

export function NotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return <Bell email={user.email} />;
}

function Bell({ email }: { email: string }) {
  const bell = useBell(email);
  useOpenedNotification(bell.markRead);
  // Offline before the service worker had saved the popover's code: said, rather than nothing (a
  // note, not an error: offline is not one, product.md §9).
  const popover = usePanelLoadedOnOpen(loadPopover, () =>
    toastInfo(m.bell_offline_title(), m.bell_offline_text()),
  );
  const button = React.useRef<HTMLButtonElement>(null);
  const contentId = React.useId();
  const numbers = useNumbers();
  const localePath = useLocalePath();

  const label =
    bell.unread > 0 ? m.bell_label_unread({ count: numbers.count(bell.unread) }) : m.bell_label();
  const badge = bell.unread > 0 && (
    <span
      aria-hidden="true"
      data-testid="bell-badge"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-[11px] leading-none font-bold text-slate-950 ring-2 ring-white"
    >
      {bell.unread > BADGE_MAX ? `${numbers.count(BADGE_MAX)}+` : numbers.count(bell.unread)}
    </span>
  );
  const icon = 'relative [&_svg]:size-5.5';
  const { Panel: Popover, shown } = popover;

  return (
    <>
      <Button asChild variant="ghost" size="icon" className={`${icon} sm:hidden`}>
        <Link to={localePath(paths.dashboard.notifications)} aria-label={label}>
          <BellIcon aria-hidden="true" />
          {badge}
        </Link>
      </Button>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className={`${icon} max-sm:hidden`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-controls={shown ? contentId : undefined}
        onPointerEnter={popover.preload}
        onFocus={popover.preload}
        onClick={popover.toggle}
      >
        <BellIcon aria-hidden="true" />
        {badge}
      </Button>
      {Popover && (
        <Popover
          bell={bell}
          button={button}
          contentId={contentId}
          open={popover.open}
          onOpenChange={popover.setOpen}
        />
      )}
    </>
  );
}
