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
 *
 * Languages (decision 021): every public page (one with its own HTML) is in the table once per
 * language, Bangla's under /bn (/bn, /bn/classes, …), each with its own HTML; the dashboard and
 * sign-in pages have one path, shown in the reader's language.
 *
 * A path may have parameters: a segment `:name` stands for any one segment ('/classes/:id' is
 * every class's page). Such a page has one HTML file, its template (classes/_id.html: the page as
 * it loads), which the service worker and the static hosts answer for every value; the servers
 * render it with the value's data (decision 023).
 */
import { localeOfPrefix, LOCALES, withLocalePrefix, type Locale } from '../i18n/locale.ts';
import { matchPath, pathOf } from './path-pattern.ts';

/**
 * Every route of product.md by name, for links (`paths.dashboard.myClass`, never a written path).
 */
export const paths = {
  home: '/',
  classes: '/classes',
  /** One class's page: `pathOf(paths.classPage, { id })`. */
  classPage: '/classes/:id',
  instructors: '/instructor',
  popularInstructors: '/popularinstructors',
  login: '/login',
  register: '/register',
  dashboard: {
    root: '/dashboard',
    studentHome: '/dashboard/studenthome',
    myClass: '/dashboard/myclass',
    enrolledClasses: '/dashboard/enrolledclasses',
    /** The student's waitlist entries and offers (offers' notices point here). */
    waitlist: '/dashboard/waitlist',
    timetable: '/dashboard/timetable',
    studentPayments: '/dashboard/studentpayments',
    /** The student's family: children, guardians, invitations (decision 049). */
    family: '/dashboard/family',
    /** An invitation's link: `/dashboard/family/join#<token>`. */
    familyJoin: '/dashboard/family/join',
    payment: '/dashboard/payment',
    /**
     * Where a bKash or SSLCommerz payment ends (`?reference=`): the server sends the browser here
     * once it has asked the gateway, and the page can be opened again later.
     */
    paymentReturn: '/dashboard/payment/return',
    addClass: '/dashboard/addclass',
    instructorClasses: '/dashboard/instructorclasses',
    /** One own class's students and sessions: `pathOf(paths.dashboard.classRoster, { id })`. */
    classRoster: '/dashboard/instructorclasses/:id',
    allUsers: '/dashboard/allusers',
    allClasses: '/dashboard/allclasses',
    messages: '/dashboard/messages',
    /** The admins' search of families (decision 049). */
    families: '/dashboard/families',
    adminPayments: '/dashboard/payments',
    /** The owner's report: the academy's books per branch and month. */
    report: '/dashboard/report',
    /**
     * Check-in at the door for one session: `checkInPath(sessionId, classId)`
     * (pwa/features/roster/lib/check-in-path.ts).
     */
    checkIn: '/dashboard/checkin/:sessionId',
    /** Payments taken at a branch's desk: the front desk's and admins' (decision 040). */
    desk: '/dashboard/desk',
    /** The bell's full list and the push settings, for every signed-in person. */
    notifications: '/dashboard/notifications',
    /**
     * One payment's receipt, for the payer or an admin: `pathOf(paths.dashboard.receipt, { id })`.
     */
    receipt: '/dashboard/receipts/:id',
  },
} as const;

/**
 * How many classes the first screen of /classes shows (its first step of cards), and so what the
 * server renders it with and the client asks for first.
 */
export const FIRST_PAGE_SIZE = 24;

/** Who may open a dashboard page (the server checks every request; the page only explains). */
export type PageRole = 'admin' | 'instructor' | 'frontdesk' | 'student';

type PageCommon = {
  path: string;
  /** Its path in product.md: the English page's, the same for each language's page. */
  basePath: string;
  /** The language its path names; null: one path for both, in the reader's language. */
  locale: Locale | null;
  /** Its route module, under pwa/app/routes/; it exports the page as `Component`. */
  module: string;
  /**
   * Shown to this role only (a dashboard page); anyone else sees a refusal. A dashboard page
   * without one is every signed-in person's (the dashboard's layout asks visitors to sign in).
   */
  role?: PageRole | readonly PageRole[];
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
         * Prerendered too (the service worker serves that file), and on the servers (Node and
         * Workers, decision 023) rendered again as it is requested with its data: the response of
         * its data source (page-data-sources.ts) on the same server, also carried in the page as
         * JSON for the client's first render (decision 014).
         */
        delivery: 'server-rendered';
      }
    | {
        /** The generic shell (the loading screen); the app renders the page once its code is in. */
        delivery: 'shell';
      }
  );

/** What a page's data is asked for with: the path's parameters and the URL's query. */
export type PageRequest = {
  params: Readonly<Record<string, string>>;
  searchParams: URLSearchParams;
};

/** A page as the table lists it; the paths and languages are added below. */
type PageRow = DistributiveOmit<Page, 'basePath' | 'locale'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A page of the dashboard: shown in its layout, to one role, from the shell. */
const dashboardPage = (
  path: string,
  module: string,
  role: PageRole | readonly PageRole[],
): Extract<PageRow, { delivery: 'shell' }> => ({
  path,
  module: `dashboard/${module}`,
  delivery: 'shell',
  role,
});

/** A page of the dashboard for every signed-in person, whatever their role. */
const signedInPage = (path: string, module: string): Extract<PageRow, { delivery: 'shell' }> => ({
  path,
  module: `dashboard/${module}`,
  delivery: 'shell',
});

/** The table. Any other path renders the not-found page, from the shell. */
const PAGE_LIST = [
  { path: paths.home, module: 'home.tsx', delivery: 'server-rendered' },
  {
    path: paths.classes,
    module: 'classes.tsx',
    delivery: 'server-rendered',
  },
  {
    path: paths.classPage,
    module: 'class-page.tsx',
    delivery: 'server-rendered',
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
  dashboardPage(paths.dashboard.waitlist, 'waitlist.tsx', 'student'),
  dashboardPage(paths.dashboard.timetable, 'timetable.tsx', 'student'),
  dashboardPage(paths.dashboard.studentPayments, 'student-payments.tsx', 'student'),
  dashboardPage(paths.dashboard.family, 'family.tsx', 'student'),
  dashboardPage(paths.dashboard.familyJoin, 'family-join.tsx', 'student'),
  dashboardPage(paths.dashboard.payment, 'payment.tsx', 'student'),
  dashboardPage(paths.dashboard.paymentReturn, 'payment-return.tsx', 'student'),
  dashboardPage(paths.dashboard.addClass, 'add-class.tsx', 'instructor'),
  dashboardPage(paths.dashboard.instructorClasses, 'instructor-classes.tsx', 'instructor'),
  dashboardPage(paths.dashboard.classRoster, 'class-roster.tsx', 'instructor'),
  dashboardPage(paths.dashboard.allUsers, 'all-users.tsx', 'admin'),
  dashboardPage(paths.dashboard.allClasses, 'all-classes.tsx', 'admin'),
  dashboardPage(paths.dashboard.messages, 'messages.tsx', 'admin'),
  dashboardPage(paths.dashboard.families, 'families.tsx', 'admin'),
  dashboardPage(paths.dashboard.adminPayments, 'admin-payments.tsx', 'admin'),
  dashboardPage(paths.dashboard.report, 'report.tsx', 'admin'),
  dashboardPage(paths.dashboard.checkIn, 'check-in.tsx', 'instructor'),
  signedInPage(paths.dashboard.notifications, 'notifications.tsx'),
  dashboardPage(paths.dashboard.desk, 'desk.tsx', ['frontdesk', 'admin']),
  signedInPage(paths.dashboard.receipt, 'receipt.tsx'),
] as const satisfies readonly PageRow[];

/** A public page in each language, at its language's path; any other page once, in no language. */
function inEachLanguage(row: PageRow): Page[] {
  if (row.delivery === 'shell') return [{ ...row, basePath: row.path, locale: null }];
  return LOCALES.map((locale) => ({
    ...row,
    path: withLocalePrefix(row.path, locale),
    basePath: row.path,
    locale,
  }));
}

export const PAGES: readonly Page[] = PAGE_LIST.flatMap(inEachLanguage);

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
 * A page's HTML file in dist/: `/classes` → classes.html, `/bn` → bn.html, `/bn/classes` →
 * bn/classes.html, which is also how Node's static files (api/lib/static-files.ts) and
 * Cloudflare's assets resolve the path.
 */
export function htmlFileOf(page: Pick<Page, 'path'>): string {
  if (page.path === paths.home) return 'index.html';
  // A parameter's template: classes/_id.html (no ':' in file names).
  return `${page.path.slice(1).replace(/:(\w+)/g, '_$1')}.html`;
}

/** The page at `pathname` and its parameters (case and trailing slash forgiven), if any. */
export function pageMatchAt<P extends Page>(
  pathname: string,
  pages: readonly P[] = PAGES as readonly P[],
): { page: P; params: Record<string, string> } | null {
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}

/** The page at `pathname` (case and trailing slash forgiven), if the table has one. */
export function pageAt(pathname: string): Page | null {
  return pageMatchAt(pathname)?.page ?? null;
}

/**
 * A path of the app as `locale`'s reader should open it: a public page's path in that language
 * ('/classes' → '/bn/classes', '/#news' → '/bn#news'), any other path as it is (the dashboard has
 * one path). `path` is product.md's (English) path, as `paths` names it.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const [pathname = '/'] = path.split(/[?#]/, 1);
  const isPublic = PAGES_WITH_HTML.some(
    (page) => page.locale === locale && matchPath(page.basePath, pathname) !== null,
  );
  return isPublic ? withLocalePrefix(path, locale) : path;
}

/**
 * The language the page at `pathname` is shown in: the one its path names (a public page, or any
 * path under /bn), else the reader's `preferred` one (the dashboard, sign-in, an unknown path).
 */
export function pageLocale(pathname: string, preferred: Locale): Locale {
  return pageAt(pathname)?.locale ?? localeOfPrefix(pageKeyOf(pathname)) ?? preferred;
}

/** The same public page in each language (for the alternate-language links), or none. */
export function languageVersionsOf(pathname: string): { locale: Locale; path: string }[] {
  const match = pageMatchAt(pathname);
  if (!match?.page.locale) return [];
  const { page, params } = match;
  return PAGES_WITH_HTML.filter((other) => other.basePath === page.basePath).map((other) => ({
    locale: other.locale as Locale,
    path: pathOf(other.path, params),
  }));
}

/**
 * The same public page in `locale` ('/classes/AbC' → '/bn/classes/AbC'), or null (no such page).
 */
export function samePageIn(pathname: string, locale: Locale): string | null {
  return languageVersionsOf(pathname).find((version) => version.locale === locale)?.path ?? null;
}

/** A path as the page table keys it: lower case, no trailing slash ('/Classes/' → '/classes'). */
export function pageKeyOf(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/** The HTML file (no leading slash) that serves a navigation to `pathname`. */
export function htmlFileFor(pathname: string): string {
  const match = pageMatchAt(pathname, PAGES_WITH_HTML);
  return match ? htmlFileOf(match.page) : SHELL_FILE;
}

/** The page rendered with data at `pathname` (case and trailing slash forgiven), if any. */
export function serverRenderedPageAt(pathname: string): ServerRenderedPage | null {
  return pageMatchAt(pathname, SERVER_RENDERED_PAGES)?.page ?? null;
}

/** The pattern a host's routing rules match a page with: '/classes/:id' → '/classes/*'. */
export const routePatternOf = (page: Pick<Page, 'path'>): string => page.path.replace(/:\w+/g, '*');
