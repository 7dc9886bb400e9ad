// Every route rendered in Chromium in Bangla: any English text a component wrote itself instead of
// taking it from the catalogue fails, named (e2e/untranslated-text.ts; the pseudo-locale
// check, decision 021), and so does any accessibility violation axe finds. To cover more routes,
// add them to ROUTES: a signed-in page names the role to sign in as; it is opened with Bangla as
// the reader's choice.
import {
  demoAccount,
  expect,
  expectNoAccessibilityViolations,
  test,
  type DemoRole,
} from './fixtures.ts';
import { openInApp, waitForTheApp } from './helpers.ts';
import { collectApiStrings, untranslatedTexts } from './untranslated-text.ts';
import { paths } from '../shared/pages/page-table.ts';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';

type Route = {
  path: string;
  /** Sign in as this role first (a dashboard page). */
  as?: DemoRole;
  /**
   * What the page must show once it has rendered its content (a Bangla text of its own); a
   * dashboard page needs none: its heading in Bengali script says it has rendered.
   */
  ready?: string;
  /**
   * English still written into a component, to be moved into the catalogue by the screen's
   * owner: each entry a run of Latin words, exactly as found. Empty when the page is done.
   */
  pending?: string[];
};

const ROUTES: Route[] = [
  // '#contact' loads every section of the home page at once (they load as they come near).
  { path: '/bn#contact', ready: 'যোগাযোগ করুন' },
  { path: '/bn/classes', ready: 'পছন্দের খেলা বেছে নিন' },
  // A class's page: the first demo class, approved, with its description and sessions.
  { path: `/bn/classes/${DEMO_CLASSES[0]!._id}`, ready: 'এই ক্লাস সম্পর্কে' },
  // Filtered: the filters' texts, and an empty result's suggestions.
  { path: '/bn/classes?sport=yoga&day=sun', ready: '১টি ক্লাস' },
  { path: '/bn/classes?sport=football&venue=riyadh', ready: 'এই ফিল্টারে কোনো ক্লাস নেই' },
  { path: '/bn/instructor', ready: 'আমাদের বিশ্বসেরা ইনস্ট্রাক্টররা' },
  { path: '/bn/popularinstructors', ready: 'জনপ্রিয় ইনস্ট্রাক্টর' },
  { path: '/bn/no-such-page', ready: 'হোম পেজে ফিরে যান' },
  { path: paths.login, ready: 'লগইন' },
  { path: paths.register, ready: 'রেজিস্টার' },
  ...[
    paths.dashboard.studentHome,
    paths.dashboard.myClass,
    paths.dashboard.enrolledClasses,
    paths.dashboard.studentPayments,
    paths.dashboard.timetable,
    paths.dashboard.family,
    paths.dashboard.payment,
  ].map((path) => ({ path, as: 'student' as const })),
  ...[paths.dashboard.addClass, paths.dashboard.instructorClasses].map((path) => ({
    path,
    as: 'instructor' as const,
  })),
  ...[
    paths.dashboard.allUsers,
    paths.dashboard.allClasses,
    paths.dashboard.messages,
    paths.dashboard.families,
    paths.dashboard.adminPayments,
    paths.dashboard.report,
  ].map((path) => ({ path, as: 'admin' as const })),
];

// The page's own requests carry the API's responses to collectApiStrings: a service worker would
// fetch them out of the page's routes.
test.use({ serviceWorkers: 'block' });

// One test per person: the first route is loaded, the others opened from it as the app's links
// do (a load per route would repeat the app's start). Each route is a step with soft checks, so
// one run names every route that fails.
const PEOPLE = [undefined, 'student', 'instructor', 'admin'] as const;

for (const person of PEOPLE) {
  const routes = ROUTES.filter((route) => route.as === person);
  test(`${person ?? 'a visitor'}: every text of ${routes.length} Bangla routes is from the catalogue or data`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000 + 20_000 * routes.length);
    const apiStrings = await collectApiStrings(page);
    // Signed in (in English: the sign-in helper reads English labels), then the reader's choice
    // is Bangla before the page's app starts (signed-in pages have one path for both languages).
    if (person) {
      await signIn(person);
      // The reader's own name and its initials (the user menu, a welcome) are data too: they come
      // from the sign-in, not from the API's responses the route collects.
      const { name } = demoAccount(person);
      apiStrings.add(name).add(name.replace(/(\w)\w*\s*/g, '$1'));
    }
    await page.addInitScript(() => localStorage.setItem('locale', 'bn'));
    await page.goto(routes[0]!.path);
    for (const route of routes) {
      await test.step(route.path, async () => {
        await openInApp(page, route.path);
        await expect
          .soft(
            route.ready
              ? page.getByText(route.ready).first()
              : page.locator('main h1').filter({ hasText: /[\u0980-\u09FF]/ }),
            `${route.path} shows its Bangla content`,
          )
          .toBeVisible();
        // The app's page, not only the server's HTML (a prerendered page shows its words before).
        await waitForTheApp(page);
        // Every list has loaded (its skeleton is busy until then), so the check sees the page's
        // data.
        await expect
          .soft(page.locator('[aria-busy="true"]'), `${route.path} has loaded`)
          .toHaveCount(0, { timeout: 15_000 });
        // Polled: the API's responses reach the collected strings as the page renders them.
        await expect
          .poll(() => untranslatedTexts(page, apiStrings, route.pending), {
            message: `${route.path}: English written into a component`,
            timeout: 10_000,
          })
          .toEqual([]);
        // Bangla's pages are as accessible as English's (lang, names, contrast with the Bengali
        // font).
        await expectNoAccessibilityViolations(page);
      });
    }
    // The page's later requests (a background sync) must not outlive the test in the route.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
