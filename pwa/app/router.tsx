/**
 * All routes, each a lazy module exporting `Component` (and optionally `ErrorBoundary`), so a page's
 * code loads only when it is visited. The dashboard is signed-in only; role groups are wrapped in
 * RequireRole so a wrong role sees a refusal whatever the page itself does.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AppLoading } from '#pwa/components/layout/app-loading.tsx';
import { RootLayout } from '#pwa/components/layout/root-layout.tsx';
// Already in the first paint (the navbar's buttons): the fallback adds no download.
import { Button } from '#pwa/components/ui/button.tsx';
import { paths } from './paths.ts';

type RouteModule = { Component: ComponentType; ErrorBoundary?: ComponentType };

/** The not-found module doubles as the error page (its ErrorBoundary, or its Component). */
const ErrorPage = lazy(async () => {
  try {
    const module: RouteModule = await import('./routes/not-found.tsx');
    return { default: module.ErrorBoundary ?? module.Component };
  } catch {
    // The error page's own code could not load (offline before the service worker cached it):
    // a plain message beats a blank page.
    return { default: UnloadableErrorPage };
  }
});

function UnloadableErrorPage() {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl">This page could not load</h1>
      <p className="mt-2 text-slate-600">Check your connection, then reload the page.</p>
      <Button type="button" className="mt-6" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}

/**
 * A component that loads the error page when it renders, not a route `lazy` key: the router loads
 * every lazy key of the matched routes before the first render, so each start fetched and ran the
 * error page's code in its first long task (Total Blocking Time, decision 012) for nothing.
 */
const withErrorPage = () => ({
  ErrorBoundary: () => (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  ),
});

const dashboard = (path: string) => path.replace(`${paths.dashboard.root}/`, '');

const studentPages: RouteObject[] = [
  {
    path: dashboard(paths.dashboard.studentHome),
    lazy: () => import('./routes/dashboard/student-home.tsx'),
  },
  {
    path: dashboard(paths.dashboard.myClass),
    lazy: () => import('./routes/dashboard/my-classes.tsx'),
  },
  {
    path: dashboard(paths.dashboard.enrolledClasses),
    lazy: () => import('./routes/dashboard/enrolled-classes.tsx'),
  },
  {
    path: dashboard(paths.dashboard.studentPayments),
    lazy: () => import('./routes/dashboard/student-payments.tsx'),
  },
  {
    path: dashboard(paths.dashboard.payment),
    lazy: () => import('./routes/dashboard/payment.tsx'),
  },
];

const instructorPages: RouteObject[] = [
  {
    path: dashboard(paths.dashboard.addClass),
    lazy: () => import('./routes/dashboard/add-class.tsx'),
  },
  {
    path: dashboard(paths.dashboard.instructorClasses),
    lazy: () => import('./routes/dashboard/instructor-classes.tsx'),
  },
];

const adminPages: RouteObject[] = [
  {
    path: dashboard(paths.dashboard.allUsers),
    lazy: () => import('./routes/dashboard/all-users.tsx'),
  },
  {
    path: dashboard(paths.dashboard.allClasses),
    lazy: () => import('./routes/dashboard/all-classes.tsx'),
  },
  {
    path: dashboard(paths.dashboard.messages),
    lazy: () => import('./routes/dashboard/messages.tsx'),
  },
  {
    path: dashboard(paths.dashboard.adminPayments),
    lazy: () => import('./routes/dashboard/admin-payments.tsx'),
  },
];

/** A new route tree per router (tests make one router each; the app makes one). */
export const createRoutes = (): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    // Shown while the first page's lazy module loads (a blank page would flash otherwise).
    HydrateFallback: AppLoading,
    ...withErrorPage(),
    children: [
      {
        // Page errors render inside the layout, so the navigation stays usable.
        ...withErrorPage(),
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: paths.classes, lazy: () => import('./routes/classes.tsx') },
          { path: paths.instructors, lazy: () => import('./routes/instructors.tsx') },
          {
            path: paths.popularInstructors,
            lazy: () => import('./routes/popular-instructors.tsx'),
          },
          { path: paths.login, lazy: () => import('./routes/login.tsx') },
          { path: paths.register, lazy: () => import('./routes/register.tsx') },
          {
            path: paths.dashboard.root,
            lazy: () => import('./routes/dashboard/layout.tsx'),
            children: [
              {
                // The dashboard's own error page, shown inside its shell.
                ...withErrorPage(),
                children: [
                  { index: true, lazy: () => import('./routes/dashboard/index.tsx') },
                  { lazy: roleGroup('student'), children: studentPages },
                  { lazy: roleGroup('instructor'), children: instructorPages },
                  { lazy: roleGroup('admin'), children: adminPages },
                  { path: '*', lazy: () => import('./routes/not-found.tsx') },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

/** A pathless route showing its pages to one role only (loaded with the dashboard, not the shell). */
function roleGroup(role: 'admin' | 'instructor' | 'student') {
  return async () => {
    const { RequireRole } = await import('#pwa/components/layout/require-role.tsx');
    return {
      Component: () => (
        <RequireRole role={role}>
          <Outlet />
        </RequireRole>
      ),
    };
  };
}
