import { PanelLeftIcon } from 'lucide-react';
import * as React from 'react';
import { NavLink } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '#pwa/components/ui/sheet.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useNarrowScreen } from './narrow-screen.ts';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { DASHBOARD_MENUS, ROLE_LABELS } from './dashboard-menu.ts';

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { role, roleLoading } = useAuth();
  const localePath = useLocalePath();
  if (roleLoading || !role) {
    return (
      <div className="space-y-2" aria-hidden="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-10 w-full bg-white/15" />
        ))}
      </div>
    );
  }
  return (
    <nav aria-label={m.dashboard_nav_label()}>
      <ul className="space-y-1">
        {DASHBOARD_MENUS[role].map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              // Home is a public page: in the reader's language (/bn in Bangla).
              to={localePath(to)}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[15px] transition-colors',
                  isActive && to !== '/'
                    ? 'bg-white font-bold text-emerald-900 shadow-sm'
                    : 'font-medium text-emerald-50 hover:bg-white/10',
                )
              }
            >
              <Icon className="size-4.5 shrink-0" aria-hidden="true" />
              {label()}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Who() {
  const { user, role } = useAuth();
  if (!user) return null;
  const name = user.displayName ?? user.email;
  return (
    <div className="flex items-center gap-3 border-b border-white/15 pb-4">
      <Avatar className="size-11 ring-amber-300" title={name}>
        {user.photoURL && <AvatarImage src={user.photoURL} alt="" referrerPolicy="no-referrer" />}
        <AvatarFallback>{initials(user.displayName, user.email)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="font-bold wrap-anywhere text-white">{name}</p>
        <p className="text-xs font-semibold tracking-wider text-amber-300 uppercase">
          {role ? ROLE_LABELS[role]() : '…'}
        </p>
      </div>
    </div>
  );
}

/**
 * The menu in the phone's sheet. The sheet is rendered ahead, hidden: a memo, so that opening it
 * reveals the menu instead of rendering it again in the tap's task.
 */
const SheetMenu = React.memo(function SheetMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <SheetTitle className="text-white">{m.dashboard_nav_label()}</SheetTitle>
      <SheetDescription className="sr-only">{m.dashboard_menu_description()}</SheetDescription>
      <Who />
      <SideMenu onNavigate={onNavigate} />
    </>
  );
});

/**
 * The dashboard frame: a side menu per role on desktop, the same menu in a sheet on phones. Only
 * the one the screen shows is rendered (the hidden one was part of every dashboard's first render).
 */
export function DashboardShell({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const close = React.useCallback(() => setOpen(false), []);
  const narrow = useNarrowScreen('lg');
  return (
    <div className="bg-slate-50">
      <div className="container-page flex gap-8 py-6 lg:py-10">
        {!narrow && (
          <aside className="w-64 shrink-0">
            <div className="sticky top-24 space-y-4 rounded-card bg-emerald-900 p-4 shadow-lg">
              <Who />
              <SideMenu />
            </div>
          </aside>
        )}
        <div className="min-w-0 flex-1">
          {narrow && (
            <div className="mb-5">
              <Sheet open={open} onOpenChange={setOpen}>
                <SheetTrigger>
                  <Button variant="outline" className="w-full justify-start">
                    <PanelLeftIcon aria-hidden="true" />
                    {m.dashboard_menu_button()}
                  </Button>
                </SheetTrigger>
                <SheetContent
                  side="left"
                  className="bg-emerald-900 text-white [&>button]:text-white [&>button:hover]:bg-white/10"
                >
                  <SheetMenu onNavigate={close} />
                </SheetContent>
              </Sheet>
            </div>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
