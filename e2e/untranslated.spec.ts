// Every route rendered in Chromium in Bangla: any English text a component wrote itself instead of
// taking it from the catalogue fails, named (e2e/untranslated-text.ts; issue 14's pseudo-locale
// check, decision 021). To cover more routes, add them to ROUTES: a signed-in page names the role
// to sign in as; it is opened with Bangla as the reader's choice.
import { expect, test, type DemoRole } from './fixtures.ts';
import { collectApiStrings, untranslatedTexts } from './untranslated-text.ts';

type Route = {
  path: string;
  /** Sign in as this role first (a dashboard page). */
  as?: DemoRole;
  /** What the page must show once it has rendered its content (a Bangla text of its own). */
  ready: string;
  /**
   * English still written into a component, to be moved into the catalogue by the screen's
   * owner: each entry a run of Latin words, exactly as found. Empty when the page is done.
   */
  pending?: string[];
};

const ROUTES: Route[] = [
  // '#contact' loads every section of the home page at once (they load as they come near).
  { path: '/bn#contact', ready: 'যোগাযোগ করুন' },
  {
    path: '/bn/classes',
    ready: 'পছন্দের খেলা বেছে নিন',
    // The Select button and its sign-in dialog are the selections feature's (issue 14, helper C).
    pending: ['Select'],
  },
  { path: '/bn/instructor', ready: 'আমাদের বিশ্বসেরা ইনস্ট্রাক্টররা' },
  { path: '/bn/popularinstructors', ready: 'জনপ্রিয় ইনস্ট্রাক্টর' },
  { path: '/bn/no-such-page', ready: 'হোম পেজে ফিরে যান' },
];

// The page's own requests carry the API's answers to collectApiStrings: a service worker would
// fetch them out of the page's routes.
test.use({ serviceWorkers: 'block' });

for (const route of ROUTES) {
  test(`${route.path}${route.as ? ` (${route.as})` : ''}: every text is from the catalogue or data`, async ({
    page,
    signIn,
  }) => {
    const apiStrings = await collectApiStrings(page);
    // The reader's choice is Bangla before the app starts (signed-in pages have one path).
    await page.addInitScript(() => localStorage.setItem('locale', 'bn'));
    if (route.as) await signIn(route.as);
    await page.goto(route.path);
    await expect(page.getByText(route.ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every list has loaded (its skeleton is busy until then), so the check sees the page's data.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    // Polled: the API's answers reach the collected strings as the page renders them.
    await expect
      .poll(() => untranslatedTexts(page, apiStrings, route.pending), { timeout: 10_000 })
      .toEqual([]);
    // The page's later requests (a background sync) must not outlive the test in the route.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
