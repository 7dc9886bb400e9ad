/**
 * All routes, for react-router's declarative mode (decision 013): `useRoutes` over this table.
 * Each page is a lazy component, so its code loads only when it is visited; `loadPages()` loads a
 * path's pages ahead of a render that must not wait (the prerender, the client's first render).
 * The dashboard is signed-in only; role groups are wrapped in RequireRole so a wrong role sees a
 * refusal whatever the page itself does.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { AppLoading } from '#pwa/components/layout/app-loading.tsx';
import { RootLayout } from '#pwa/components/layout/root-layout.tsx';
import { RouteErrorBoundary } from '#pwa/components/layout/route-error-boundary.tsx';
// Already in the first paint (the navbar's buttons): the fallback adds no download.
import { Button } from '#pwa/components/ui/button.tsx';
import { lazyComponent } from './lazy-component.tsx';
import { paths } from './paths.ts';

/** The not-found module doubles as the error page; loaded only when an error renders. */
const ErrorPage = lazy(async () => {
  try {
    return { default: (await import('./routes/not-found.tsx')).RouteError };
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

/** Its children, or the error page in their place when they throw (or their code cannot load). */
function WithErrorPage({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary
      fallback={(error) => (
        <Suspense fallback={null}>
          <ErrorPage error={error} />
        </Suspense>
      )}
    >
      {children}
    </RouteErrorBoundary>
  );
}

/** The route's component, loaded by `loadPages()` before a render that must not suspend. */
type RouteHandle = { load: () => Promise<unknown> };

function page(importModule: () => Promise<{ Component: ComponentType }>) {
  const Page = lazyComponent(async () => (await importModule()).Component);
  return { element: <Page />, handle: { load: Page.load } satisfies RouteHandle };
}

const dashboard = (path: string) => path.replace(`${paths.dashboard.root}/`, '');

const studentPages: RouteObject[] = [
  {
    path: dashboard(paths.dashboard.studentHome),
    ...page(() => import('./routes/dashboard/student-home.tsx')),
  },
  {
    path: dashboard(paths.dashboard.myClass),
    ...page(() => import('./routes/dashboard/my-classes.tsx')),
  },
  {
    path: dashboard(paths.dashboard.enrolledClasses),
    ...page(() => import('./routes/dashboard/enrolled-classes.tsx')),
  },
  {
    path: dashboard(paths.dashboard.studentPayments),
    ...page(() => import('./routes/dashboard/student-payments.tsx')),
  },
  {
    path: dashboard(paths.dashboard.payment),
    ...page(() => import('./routes/dashboard/payment.tsx')),
  },
];

const instructorPages: RouteObject[] = [
  {
    path: dashboard(paths.dashboard.addClass),
    ...page(() => import('./routes/dashboard/add-class.tsx')),
  },
  {
    path: dashboard(paths.dashboard.instructorClasses),
    ...page(() => import('./routes/dashboard/instructor-classes.tsx')),
  },
];

const adminPages: RouteObject[] = [
  {
    path: dashboard(paths.dashboard.allUsers),
    ...page(() => import('./routes/dashboard/all-users.tsx')),
  },
  {
    path: dashboard(paths.dashboard.allClasses),
    ...page(() => import('./routes/dashboard/all-classes.tsx')),
  },
  {
    path: dashboard(paths.dashboard.messages),
    ...page(() => import('./routes/dashboard/messages.tsx')),
  },
  {
    path: dashboard(paths.dashboard.adminPayments),
    ...page(() => import('./routes/dashboard/admin-payments.tsx')),
  },
];

/** Loaded with the dashboard, not the shell. */
const RequireRole = lazyComponent(
  async () => (await import('#pwa/components/layout/require-role.tsx')).RequireRole,
);

/** A pathless route showing its pages to one role only. */
function roleGroup(role: 'admin' | 'instructor' | 'student', children: RouteObject[]): RouteObject {
  return {
    element: (
      <RequireRole role={role}>
        <Outlet />
      </RequireRole>
    ),
    handle: { load: RequireRole.load } satisfies RouteHandle,
    children,
  };
}

const notFound = () => page(() => import('./routes/not-found.tsx'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Page errors render inside the layout, so the navigation stays usable.
        element: (
          <WithErrorPage>
            <Outlet />
          </WithErrorPage>
        ),
        children: [
          { index: true, ...page(() => import('./routes/home.tsx')) },
          { path: paths.classes, ...page(() => import('./routes/classes.tsx')) },
          { path: paths.instructors, ...page(() => import('./routes/instructors.tsx')) },
          {
            path: paths.popularInstructors,
            ...page(() => import('./routes/popular-instructors.tsx')),
          },
          { path: paths.login, ...page(() => import('./routes/login.tsx')) },
          { path: paths.register, ...page(() => import('./routes/register.tsx')) },
          {
            path: paths.dashboard.root,
            ...page(() => import('./routes/dashboard/layout.tsx')),
            children: [
              {
                // The dashboard's own error page, shown inside its shell.
                element: (
                  <WithErrorPage>
                    <Outlet />
                  </WithErrorPage>
                ),
                children: [
                  { index: true, ...page(() => import('./routes/dashboard/index.tsx')) },
                  roleGroup('student', studentPages),
                  roleGroup('instructor', instructorPages),
                  roleGroup('admin', adminPages),
                  { path: '*', ...notFound() },
                ],
              },
            ],
          },
          { path: '*', ...notFound() },
        ],
      },
    ],
  },
];

/** Loads the code of every lazy part `path` renders, so that rendering it does not suspend. */
export async function loadPages(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.load()));
}

/** The app's routes, under whatever router renders them (browser, memory, static). */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <WithErrorPage>
      {/* Shown only while the first page's code loads with nothing on screen (the dev server's
          empty #root): navigations are transitions and keep the current page instead. */}
      <Suspense fallback={<AppLoading />}>{page}</Suspense>
    </WithErrorPage>
  );
}
