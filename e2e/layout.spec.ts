// Every header and list fits the screen, at 360×740 and 1280×800, for each kind of person, with
// the widest header there is (offline, a change waiting, the Install button shown) and rows whose
// names, e-mails and class names are single words of 40+ characters: nothing wider than the
// screen, no table column cut off, no card overflowed, and the menu button on screen and working.
import type { Locator, Page } from '@playwright/test';
import { expect, signInOnce, test } from './fixtures.ts';
import {
  classCard,
  openInApp,
  revealBusySections,
  SELECTABLE_CLASS,
  waitForTheApp,
} from './helpers.ts';
import { layoutProblems, offerInstall, seedLongWorld, type LongWorld } from './layout-fixtures.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';

test.use(GOES_OFFLINE);

const SCREENS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

type Person = 'visitor' | 'student' | 'instructor' | 'admin';

const PAGES: Record<Person, readonly string[]> = {
  visitor: ['/', '/classes', '/instructor'],
  student: [
    '/classes',
    '/dashboard/studenthome',
    '/dashboard/myclass',
    '/dashboard/waitlist',
    '/dashboard/enrolledclasses',
    '/dashboard/timetable',
    '/dashboard/studentpayments',
    '/dashboard/family',
    '/dashboard/notifications',
  ],
  instructor: ['/dashboard/addclass', '/dashboard/instructorclasses', '/dashboard/notifications'],
  admin: [
    '/dashboard/allusers',
    '/dashboard/allclasses',
    '/dashboard/payments',
    '/dashboard/messages',
    '/dashboard/families',
    '/dashboard/notifications',
    '/dashboard/desk',
  ],
};

async function signInAs(page: Page, person: Person, world: LongWorld): Promise<void> {
  if (person === 'visitor') return;
  if (person === 'admin') return signInOnce(page, 'admin@academy.test', 'Admin@123');
  const { email, password } = world[person];
  await signInOnce(page, email, password);
}

/**
 * Waits until no skeleton or access check is on screen (they carry aria-busy). Home page sections
 * load when they come into view: each is brought into view in turn, then back to the top.
 * Offline, a list whose saved copy was not written yet (a throttled write, a busy machine) stays
 * a skeleton: that must fit too, and the online pass has checked the list itself.
 */
async function settle(page: Page, { offline = false } = {}): Promise<void> {
  await revealBusySections(page);
  if (!offline) await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page fits, and the way to the other pages is on screen and works. */
async function expectFits(page: Page, label: string, signedIn: boolean): Promise<void> {
  await offerInstall(page);
  await expect(
    page.getByRole('button', { name: 'Install app' }).filter({ visible: true }),
  ).toBeVisible();
  expect(await layoutProblems(page), label).toEqual([]);
  const header = page.getByRole('banner');
  // Below xl (1280 px) the navbar's links sit behind the menu button.
  if ((page.viewportSize()?.width ?? 0) < 1280) {
    const menu = header.getByRole('button', { name: 'Open menu' });
    await expect(menu, `${label}: menu button`).toBeInViewport({ ratio: 1 });
    await menu.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  } else {
    const account = header.getByRole(signedIn ? 'button' : 'link', {
      name: signedIn ? 'Logout' : 'Login',
    });
    await expect(account, `${label}: ${signedIn ? 'Logout' : 'Login'}`).toBeInViewport({
      ratio: 1,
    });
  }
}

let world: LongWorld;

// One world per worker: the tests only read it (the student's offline change never leaves its page).
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const emulatorHost = process.env.E2E_AUTH_EMULATOR_HOST!;
  world = await seedLongWorld(emulatorHost, `${Date.now().toString(36)}${testInfo.workerIndex}`);
});

/**
 * The page fits at each screen size in turn: one page is turned from the phone to the desktop size
 * and back, as a window resized or a tablet turned (the layouts follow the width, not the start).
 * Offline, the header's pill must show at each size too.
 */
async function expectFitsEachScreen(
  page: Page,
  label: string,
  signedIn: boolean,
  offlinePill?: Locator,
): Promise<void> {
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await settle(page, { offline: offlinePill !== undefined });
    if (offlinePill) await expect(offlinePill).toBeVisible();
    await expectFits(page, `${label} at ${screen.width}×${screen.height}`, signedIn);
  }
}

for (const person of Object.keys(PAGES) as Person[]) {
  test(`the ${person}'s header and lists fit ${SCREENS.map((screen) => `${screen.width}×${screen.height}`).join(' and ')}, online and offline`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(SCREENS[0]);
    await signInAs(page, person, world);
    const signedIn = person !== 'visitor';

    // The first page is loaded, the others opened from it as its links do: a layout does not
    // depend on how the page was reached, and a load per page would repeat the app's start.
    await page.goto(PAGES[person][0]!);
    await waitForTheApp(page);
    for (const path of PAGES[person]) {
      await openInApp(page, path);
      await expectFitsEachScreen(page, `${path} online`, signedIn);
    }

    // Offline, with a change waiting for the connection where the person can make one.
    await waitForServiceWorkerControl(page);
    // The saved copies are written a moment after the data arrives (1–2 s throttles).
    await page.waitForTimeout(2500);
    await context.setOffline(true);
    if (person === 'student') {
      await page.goto('/classes');
      await classCard(page, SELECTABLE_CLASS.Name)
        .getByRole('button', { name: 'Select', exact: true })
        .click();
      await expect(page.getByText('Saved on this device')).toBeVisible();
    }
    // The pill is for the eyes (aria-hidden); a live region beside it speaks.
    const pill = page
      .getByRole('banner')
      .locator('[aria-hidden="true"]')
      .filter({ hasText: person === 'student' ? /^Offline · 1 waiting$/ : /^Offline$/ })
      .filter({ visible: true });
    // Loaded once from the service worker (the student's /classes was), then each page opened in
    // the app.
    if (new URL(page.url()).pathname !== PAGES[person][0]) await page.goto(PAGES[person][0]!);
    for (const path of PAGES[person]) {
      await openInApp(page, path);
      await expectFitsEachScreen(page, `${path} offline`, signedIn, pill);
    }
  });
}

// The browser's install offer comes a moment after the page has painted: the Install button it
// brings must take room nothing else was using (CLS 0), at every width the header has. One page,
// loaded afresh at each width (the offer comes once per load).
test('the install offer moves nothing on the page at 360, 412, 768, 1280 and 1440 px', async ({
  page,
}) => {
  for (const width of [360, 412, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    // The app listens for the offer once it has started.
    await waitForTheApp(page);
    await page.evaluate(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node | null }[];
        })[])
          shifts.push(
            `${entry.value.toFixed(5)}: ${entry.sources.map((source) => (source.node as Element | null)?.outerHTML.slice(0, 80)).join(' | ')}`,
          );
      }).observe({ type: 'layout-shift' });
    });
    await offerInstall(page);
    await expect(
      page.getByRole('button', { name: 'Install app' }).filter({ visible: true }),
    ).toBeVisible();
    // Layout shifts are reported after the frame that shows them is painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
      `${width} px`,
    ).toEqual([]);
  }
});
