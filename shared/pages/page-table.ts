/**
 * Every page of the app, and how its HTML reaches the browser (decisions 012, 014 and 019). The
 * one list of pages: the router builds its routes from it (pwa/app/router.tsx), the build
 * prerenders from it (scripts/prerender.ts) and names each page's code in its HTML
 * (scripts/vite-plugins/prerender-pages.ts), the service worker answers navigations from it
 * (pwa/sw.ts), the Node server renders the pages with data from it (api/lib/data-pages.ts), and
 * the Worker serves the shell it names (api/worker.ts; wrangler.toml's run_worker_first lists the
 * pages with their own HTML, held to this table by api/worker-assets.test.ts).
 *
 * A page's title is not here: its route module renders its <title>, which React hoists into the
 * head on the client and the renderer moves there in the HTML (pwa/app/prerender.tsx).
 * Nothing is imported here: the app's first paint loads this file.
 */

/** Every route of the spec by name, for links (STYLE.md: `paths.dashboard.myClass`). */
export const paths = {
  home: '/',
  classes: '/classes',
  instructors: '/instructor',
  popularInstructors: '/popularinstructors',
  login: '/login',
  register: '/register',
  dashboard: {
    root: '/dashboard',
    studentHome: '/dashboard/studenthome',
    myClass: '/dashboard/myclass',
    enrolledClasses: '/dashboard/enrolledclasses',
    studentPayments: '/dashboard/studentpayments',
    payment: '/dashboard/payment',
    addClass: '/dashboard/addclass',
    instructorClasses: '/dashboard/instructorclasses',
    allUsers: '/dashboard/allusers',
    allClasses: '/dashboard/allclasses',
    messages: '/dashboard/messages',
    adminPayments: '/dashboard/payments',
  },
} as const;

/**
 * How many classes the first screen of /classes shows (its first step of cards), and so what the
 * server renders it with and the client asks for first.
 */
export const FIRST_PAGE_SIZE = 24;

/** Who may open a dashboard page (the server checks every request; the page only explains). */
export type PageRole = 'admin' | 'instructor' | 'student';

type PageCommon = {
  path: string;
  /** Its route module, under pwa/app/routes/; it exports the page as `Component`. */
  module: string;
  /** Shown to this role only (a dashboard page); anyone else sees a refusal. */
  role?: PageRole;
};

export type Page = PageCommon &
  (
    | {
        /**
         * Rendered at build time into its own HTML file: the same for everyone (nobody signed in,
         * no data yet, the loading skeletons), on Node, on Workers and from the service worker.
         */
        delivery: 'prerendered';
      }
    | {
        /**
         * Prerendered too (Workers and the service worker serve that file), and on Node rendered
         * again as it is requested, with `data`: the answer of this API path on the same server,
         * also carried in the page as JSON for the client's first render (decision 014).
         */
        delivery: 'server-rendered';
        data: { api: string };
      }
    | {
        /** The generic shell (the loading screen); the app renders the page once its code is in. */
        delivery: 'shell';
      }
  );

/** A page of the dashboard: shown in its layout, to one role, from the shell. */
const dashboardPage = (
  path: string,
  module: string,
  role: PageRole,
): Extract<Page, { delivery: 'shell' }> => ({
  path,
  module: `dashboard/${module}`,
  delivery: 'shell',
  role,
});

/** The table. Any other path renders the not-found page, from the shell. */
const PAGE_LIST = [
  { path: paths.home, module: 'home.tsx', delivery: 'prerendered' },
  {
    path: paths.classes,
    module: 'classes.tsx',
    delivery: 'server-rendered',
    data: { api: `/api/class?limit=${FIRST_PAGE_SIZE}` },
  },
  { path: paths.instructors, module: 'instructors.tsx', delivery: 'prerendered' },
  { path: paths.popularInstructors, module: 'popular-instructors.tsx', delivery: 'prerendered' },
  { path: paths.login, module: 'login.tsx', delivery: 'shell' },
  { path: paths.register, module: 'register.tsx', delivery: 'shell' },
  // Each role lands on its first page from here; the dashboard's pages share its layout.
  { path: paths.dashboard.root, module: 'dashboard/index.tsx', delivery: 'shell' },
  dashboardPage(paths.dashboard.studentHome, 'student-home.tsx', 'student'),
  dashboardPage(paths.dashboard.myClass, 'my-classes.tsx', 'student'),
  dashboardPage(paths.dashboard.enrolledClasses, 'enrolled-classes.tsx', 'student'),
  dashboardPage(paths.dashboard.studentPayments, 'student-payments.tsx', 'student'),
  dashboardPage(paths.dashboard.payment, 'payment.tsx', 'student'),
  dashboardPage(paths.dashboard.addClass, 'add-class.tsx', 'instructor'),
  dashboardPage(paths.dashboard.instructorClasses, 'instructor-classes.tsx', 'instructor'),
  dashboardPage(paths.dashboard.allUsers, 'all-users.tsx', 'admin'),
  dashboardPage(paths.dashboard.allClasses, 'all-classes.tsx', 'admin'),
  dashboardPage(paths.dashboard.messages, 'messages.tsx', 'admin'),
  dashboardPage(paths.dashboard.adminPayments, 'admin-payments.tsx', 'admin'),
] as const satisfies readonly Page[];

export const PAGES: readonly Page[] = PAGE_LIST;

export type PageWithHtml = Extract<Page, { delivery: 'prerendered' | 'server-rendered' }>;
export type ServerRenderedPage = Extract<Page, { delivery: 'server-rendered' }>;
/** The paths of the pages rendered with data (the client fills each one's query from its HTML). */
export type ServerRenderedPath = Extract<
  (typeof PAGE_LIST)[number],
  { delivery: 'server-rendered' }
>['path'];

const hasHtml = (page: Page): page is PageWithHtml => page.delivery !== 'shell';
const isServerRendered = (page: Page): page is ServerRenderedPage =>
  page.delivery === 'server-rendered';

/** The pages with their own HTML file, made at build time (the server-rendered ones too). */
export const PAGES_WITH_HTML: readonly PageWithHtml[] = PAGES.filter(hasHtml);
/** The pages the Node server renders with their data as they are requested. */
export const SERVER_RENDERED_PAGES: readonly ServerRenderedPage[] = PAGES.filter(isServerRendered);

/** Any other route of the app: index.html's head and scripts around the loading screen. */
export const SHELL_FILE = 'shell.html';
/** The path the shell is served under, as Cloudflare's assets serve shell.html. */
export const SHELL_PATH = '/shell';

/**
 * A page's HTML file in dist/: `/classes` → classes.html, which is also how Node's static files
 * (api/lib/static-files.ts) and Cloudflare's assets resolve the path.
 */
export function htmlFileOf(page: PageWithHtml): string {
  return page.path === paths.home ? 'index.html' : `${page.path.slice(1)}.html`;
}

/** A path as the page table keys it: lower case, no trailing slash ('/Classes/' → '/classes'). */
export function pageKeyOf(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/** The HTML file (no leading slash) that answers a navigation to `pathname`. */
export function htmlFileFor(pathname: string): string {
  const key = pageKeyOf(pathname);
  const page = PAGES_WITH_HTML.find((candidate) => candidate.path === key);
  return page ? htmlFileOf(page) : SHELL_FILE;
}

/** The page rendered with data at `pathname` (case and trailing slash forgiven), if any. */
export function serverRenderedPageAt(pathname: string): ServerRenderedPage | null {
  const key = pageKeyOf(pathname);
  return SERVER_RENDERED_PAGES.find((page) => page.path === key) ?? null;
}
