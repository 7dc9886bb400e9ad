// Unknown routes (Component) and route errors (ErrorBoundary) share the spec's error page; inside
// /dashboard it renders as the dashboard's own variant, within the dashboard shell.
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { DASHBOARD_HOME } from '#pwa/components/layout/dashboard-menu.ts';
import { ErrorPage } from '#pwa/components/layout/error-page.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';

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

/** Reads whatever the route threw: a Response (status + text) or an Error (its message). */
function describe(error: unknown): { status: number; message: string; canRetry: boolean } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      (typeof data === 'string' && data) ||
      (typeof data === 'object' &&
      data !== null &&
      'message' in data &&
      typeof data.message === 'string'
        ? data.message
        : '') ||
      error.statusText ||
      'Something went wrong.';
    return { status: error.status, message, canRetry: error.status >= 500 };
  }
  if (error instanceof Error) {
    // A page's code that fails to load is almost always a lost connection or a new deploy.
    const chunkFailed =
      /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
        error.message,
      );
    return {
      status: 404,
      message: chunkFailed
        ? 'This page could not be loaded. Check your connection and reload.'
        : error.message,
      canRetry: true,
    };
  }
  return { status: 404, message: 'Something went wrong.', canRetry: true };
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage {...useVariant()} {...describe(error)} />;
}
