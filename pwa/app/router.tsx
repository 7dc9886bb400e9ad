/**
 * All routes, for react-router's declarative mode (decision 013): `useRoutes` over these routes,
 * built from the page table (shared/pages/page-table.ts: every page's path, route module and
 * role) inside the layouts and error pages here. Each page is a lazy component, so its code
 * loads only when it is visited; `loadPages()` loads a path's pages ahead of a render that must
 * not wait (the prerender, the client's first render). The dashboard is signed-in only; role
 * groups are wrapped in RequireRole so a wrong role sees a refusal whatever the page itself does.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { loadedAfterFirstRender } from '#pwa/components/layout/loaded-after-first-render.tsx';
import { RootLayout } from '#pwa/components/layout/root-layout.tsx';
import { RouteErrorBoundary } from '#pwa/components/layout/route-error-boundary.tsx';
// Already in the first paint (the navbar's buttons): the fallback adds no download.
import { Button } from '#pwa/components/ui/button.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { LocaleProvider } from '#pwa/lib/i18n/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { PAGES, paths, type Page, type PageRole } from '#shared/pages/page-table.ts';
import { lazyComponent } from '#pwa/lib/timing/lazy-component.tsx';

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
      <h1 className="text-2xl">{m.app_unloadable_title()}</h1>
      <p className="mt-2 text-slate-600">{m.app_unloadable_text()}</p>
      <Button type="button" className="mt-6" onClick={() => window.location.reload()}>
        {m.app_reload()}
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
type RouteModule = { Component: ComponentType };

function page(importModule: () => Promise<RouteModule>) {
  const Page = lazyComponent(async () => (await importModule()).Component);
  return { element: <Page />, handle: { load: Page.load } satisfies RouteHandle };
}

/** Every route module, each loaded on its own when first needed (the page table names them). */
const routeModules = import.meta.glob<RouteModule>(['./routes/**/*.tsx', '!./routes/**/*.test.*']);

/** The loader of a route module, by its file under ./routes/. */
function routeModule(file: string): () => Promise<RouteModule> {
  const load = routeModules[`./routes/${file}`];
  if (!load) throw new Error(`pwa/app/routes/${file} not found (shared/pages/page-table.ts)`);
  return load;
}

/** The route of a page of the table, `path` relative to its parent's. */
function pageRoute({ module }: Page, path: string): RouteObject {
  return { ...(path === '' ? { index: true } : { path }), ...page(routeModule(module)) };
}

/** Loaded with the dashboard, not the shell. */
const RequireRole = lazyComponent(
  async () => (await import('#pwa/components/layout/require-role.tsx')).RequireRole,
);

/** A pathless route showing its pages to its role (or roles) only. */
function roleGroup(role: PageRole | readonly PageRole[], children: RouteObject[]): RouteObject {
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

const DASHBOARD = `${paths.dashboard.root}/`;
const inDashboard = ({ path }: Page) => path === paths.dashboard.root || path.startsWith(DASHBOARD);

/** The dashboard's pages, inside its layout: the pages of each role (or roles) in a group only they see. */
function dashboardRoutes(): RouteObject[] {
  const pages: Page[] = PAGES.filter(inDashboard);
  const routeOf = (entry: Page) => pageRoute(entry, entry.path.slice(DASHBOARD.length));
  // String(['frontdesk', 'admin']) is 'frontdesk,admin': pages for the same roles share a group.
  const groups = [...new Set(pages.flatMap((entry) => (entry.role ? String(entry.role) : [])))];
  return [
    ...pages.filter((entry) => !entry.role).map(routeOf),
    ...groups.map((group) => {
      const members = pages.filter((entry) => entry.role && String(entry.role) === group);
      return roleGroup(members[0]!.role!, members.map(routeOf));
    }),
  ];
}

/** The navbar's bell: its code loads for a signed-in person only, after the first render. */
const NotificationBell = loadedAfterFirstRender(
  async () =>
    (await import('#pwa/features/notifications/components/notification-bell.tsx')).NotificationBell,
);
function SignedInBell() {
  return useAuth().user ? <NotificationBell /> : null;
}

const notFound = () => page(routeModule('not-found.tsx'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout bell={<SignedInBell />} />,
    children: [
      {
        // Page errors render inside the layout, so the navigation stays usable.
        element: (
          <WithErrorPage>
            <Outlet />
          </WithErrorPage>
        ),
        children: [
          ...PAGES.filter((entry) => !inDashboard(entry)).map((entry: Page) =>
            pageRoute(entry, entry.path === paths.home ? '' : entry.path),
          ),
          {
            path: paths.dashboard.root,
            ...page(routeModule('dashboard/layout.tsx')),
            children: [
              {
                // The dashboard's own error page, shown inside its shell.
                element: (
                  <WithErrorPage>
                    <Outlet />
                  </WithErrorPage>
                ),
                children: [...dashboardRoutes(), { path: '*', ...notFound() }],
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
    <LocaleProvider>
      {/* No Suspense boundary around the page: hydration leaves a boundary's content for a later
          pass, which the first update after it (the session read, the saved data restored) would
          then force through in one long task (decision 028). Nothing needs one: the first render
          waits for the page's code (pwa/main.tsx), navigations are transitions that keep the
          current page, and a part that suspends anyway keeps what is on screen until it can show. */}
      <WithErrorPage>{page}</WithErrorPage>
    </LocaleProvider>
  );
}
