import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, type FromState } from '#pwa/lib/navigation/paths.ts';
import { DashboardShell } from '#pwa/components/layout/dashboard-shell.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** Signed-in only: a visitor goes to /login and comes back here after signing in. */
export function Component() {
  const { user, loading } = useAuth();
  const { pathname, search, hash } = useLocation();

  if (!user && loading) {
    return (
      <div
        className="container-page space-y-4 py-10"
        aria-busy="true"
        aria-label={m.dashboard_loading()}
      >
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!user) {
    const state: FromState = { from: { pathname, search, hash } };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
