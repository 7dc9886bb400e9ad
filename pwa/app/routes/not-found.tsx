// Unknown routes (Component) and page errors (RouteError, shown by the route tree's error
// boundaries) share product.md's error page; inside /dashboard it renders as the dashboard's own
// variant, within the dashboard shell.
import { useLocation } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { DASHBOARD_HOME } from '#pwa/components/layout/dashboard-menu.ts';
import { ErrorPage } from '#pwa/components/layout/error-page.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

function useVariant() {
  const { pathname } = useLocation();
  const { role } = useAuth();
  const inDashboard =
    pathname === paths.dashboard.root || pathname.startsWith(`${paths.dashboard.root}/`);
  return {
    variant: inDashboard ? ('dashboard' as const) : ('site' as const),
    dashboardHome: role ? DASHBOARD_HOME[role] : paths.dashboard.root,
  };
}

export function Component() {
  return <ErrorPage {...useVariant()} />;
}

/** Reads whatever the page threw: an Error (its message), or anything else. */
function describe(error: unknown): { status: number; message: string; canRetry: boolean } {
  if (error instanceof Error) {
    // A page's code that fails to load is almost always a lost connection or a new deploy.
    const chunkFailed =
      /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
        error.message,
      );
    return {
      status: 404,
      message: chunkFailed ? m.not_found_unloadable() : error.message,
      canRetry: true,
    };
  }
  return { status: 404, message: m.not_found_unknown(), canRetry: true };
}

export function RouteError({ error }: { error: unknown }) {
  return <ErrorPage {...useVariant()} {...describe(error)} />;
}
