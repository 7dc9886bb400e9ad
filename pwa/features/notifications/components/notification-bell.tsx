/**
 * The bell in the navigation bar, for every signed-in person: the unread count as a badge, and
 * the list in a popover on wider screens; on phones it leads to /dashboard/notifications, where
 * the list has the whole screen. Composed into the navbar by the app (pwa/app/router.tsx), loaded
 * after the first render like the navbar's other signed-in parts.
 */
import { BellIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#pwa/components/ui/popover.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';
import { useLocalePath, useNumbers } from '#pwa/lib/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useBell } from '../lib/use-bell.ts';
import { useOpenedNotification } from '../lib/use-opened-notification.ts';
import { NotificationList } from './notification-list.tsx';

/** Above this the badge says "99+": the exact count is in the accessible name. */
const BADGE_MAX = 99;

export function NotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return <Bell email={user.email} />;
}

function Bell({ email }: { email: string }) {
  const bell = useBell(email);
  useOpenedNotification(bell.markRead);
  const [open, setOpen] = React.useState(false);
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

  return (
    <>
      <Button asChild variant="ghost" size="icon" className={`${icon} sm:hidden`}>
        <Link to={localePath(paths.dashboard.notifications)} aria-label={label}>
          <BellIcon aria-hidden="true" />
          {badge}
        </Link>
      </Button>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className={`${icon} max-sm:hidden`}
            aria-label={label}
          >
            <BellIcon aria-hidden="true" />
            {badge}
          </Button>
        </PopoverTrigger>
        <PopoverContent
          aria-label={m.bell_heading()}
          className="flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-1.5rem))] flex-col gap-3"
        >
          <NotificationList
            bell={bell}
            headingLevel="h2"
            onNavigate={() => setOpen(false)}
            className="min-h-0 overflow-y-auto"
          />
          <Link
            to={localePath(paths.dashboard.notifications)}
            onClick={() => setOpen(false)}
            className="border-t border-slate-200 pt-3 text-center text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline"
          >
            {m.bell_see_all()}
          </Link>
        </PopoverContent>
      </Popover>
    </>
  );
}
