// What each person can do on a class's page (/classes/:id), in Chromium at 360 and 1280 px, in
// English and Bangla: a visitor on a full class is asked to log in to join the waitlist (no Select
// beside "Full"), a student who paid sees they are enrolled with the pass and the calendar, a
// student who selected it the way to pay, the class's instructor its students and sessions, an
// admin the class management, another instructor why Select is not theirs. Offline, a class page
// this device never saved says so and offers the saved catalogue instead of loading forever.
import type { Page } from '@playwright/test';
import { DEMO_CLASSES, DEMO_IDS } from '../api/db/demo-data.ts';
import { m } from '../shared/i18n/paraglide/messages.js';
import { seedCheckInWorld } from './check-in-fixtures.ts';
import {
  expectFitsScreen,
  inLocale,
  LOCALES,
  SCREENS,
  selectInDatabase,
  type Locale,
} from './class-states-fixtures.ts';
import { expect, signInOnce, test } from './fixtures.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';

const FULL = DEMO_CLASSES.find((demo) => demo._id === DEMO_IDS.fullClass)!;
const FOOTBALL = DEMO_CLASSES.find((demo) => demo._id === DEMO_IDS.footballClass)!;

/** A message in `locale`, as the page says it. */
const translate = (
  locale: Locale,
  message: (inputs: Record<string, never>, options: { locale: Locale }) => string,
) => message({}, { locale });

/** No Select: what the person can do stands in its place. */
const expectNoSelect = (page: Page, locale: Locale) =>
  expect(
    page.getByRole('button', { name: translate(locale, m.selection_select), exact: true }),
  ).toHaveCount(0);

/** The class page in `locale` at each screen width, `check` run on each. */
async function eachScreen(
  page: Page,
  classId: string,
  check: (locale: Locale) => Promise<void>,
): Promise<void> {
  for (const locale of LOCALES) {
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.goto(inLocale(locale, `/classes/${classId}`));
      await check(locale);
      await expectFitsScreen(page);
    }
  }
}

test('a visitor on a full class is asked to log in to join the waitlist, not offered Select', async ({
  page,
}) => {
  await eachScreen(page, FULL._id, async (locale) => {
    await expect(
      page.getByText(translate(locale, m.class_page_full), { exact: true }),
    ).toBeVisible();
    const join = page.getByRole('button', { name: translate(locale, m.waitlist_join) });
    await expect(join).toBeEnabled();
    await expect(join).toHaveAccessibleDescription(
      translate(locale, m.selection_full_visitor_hint),
    );
    await expectNoSelect(page, locale);
    await join.click();
    const prompt = page.getByRole('dialog', {
      name: translate(locale, m.selection_login_waitlist_title),
    });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: translate(locale, m.selection_not_now) }).click();
  });
});

test('a student who paid sees they are enrolled, with the pass and the calendar', async ({
  page,
  emulatorHost,
}) => {
  test.setTimeout(120_000);
  const world = await seedCheckInWorld(emulatorHost, `${Date.now().toString(36)}p`);
  await selectInDatabase(world.student.email, FOOTBALL._id);
  await signInOnce(page, world.student.email, world.student.password);
  await eachScreen(page, world.classId, async (locale) => {
    await expect(page.getByText(translate(locale, m.enrollment_enrolled_here))).toBeVisible();
    await expect(page.getByRole('link', { name: translate(locale, m.calendar_add) })).toBeVisible();
    await expectNoSelect(page, locale);
    await page
      .getByRole('button', { name: new RegExp(`^${translate(locale, m.pass_show)}`) })
      .click();
    const pass = page.getByRole('dialog', { name: world.className });
    await expect(pass.getByTestId('pass-code')).toBeVisible();
    await pass
      .getByRole('button', { name: translate(locale, m.pass_close) })
      .first()
      .click();
  });
  // A class it selected and has not paid for: the way on to paying.
  await eachScreen(page, FOOTBALL._id, async (locale) => {
    await expect(page.getByText(translate(locale, m.selection_selected_here))).toBeVisible();
    const onward = page.getByRole('link', { name: translate(locale, m.selection_go_to_selected) });
    await expect(onward).toHaveAttribute('href', '/dashboard/myclass');
  });
});

test("the class's own instructor is led to its students and sessions", async ({
  page,
  emulatorHost,
}) => {
  test.setTimeout(120_000);
  const world = await seedCheckInWorld(emulatorHost, `${Date.now().toString(36)}i`);
  await signInOnce(page, world.instructor.email, world.instructor.password);
  await eachScreen(page, world.classId, async (locale) => {
    await expect(page.getByText(translate(locale, m.selection_own_class))).toBeVisible();
    await expect(
      page.getByRole('link', { name: translate(locale, m.roster_link) }),
    ).toHaveAttribute('href', `/dashboard/instructorclasses/${world.classId}`);
    await expectNoSelect(page, locale);
  });
  await page.getByRole('link', { name: translate('bn', m.roster_link) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/instructorclasses/${world.classId}$`));
});

test('an admin is led to the class management', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnce(page, 'admin@academy.test', 'Admin@123');
  await eachScreen(page, FOOTBALL._id, async (locale) => {
    const main = page.getByRole('main');
    await expect(main.getByText(translate(locale, m.selection_admins_cannot))).toBeVisible();
    await expect(
      main.getByRole('link', { name: translate(locale, m.dashboard_menu_manage_classes) }),
    ).toHaveAttribute('href', '/dashboard/allclasses');
    await expectNoSelect(page, locale);
  });
});

test("another instructor is told Select is a student's, with no button that only refuses", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // coach@academy.test teaches Football Fundamentals, not the full tennis class.
  await signInOnce(page, 'coach@academy.test', 'Coach@123');
  await eachScreen(page, FULL._id, async (locale) => {
    await expect(page.getByText(translate(locale, m.selection_instructors_cannot))).toBeVisible();
    await expectNoSelect(page, locale);
    await expect(
      page.getByRole('button', { name: translate(locale, m.waitlist_join) }),
    ).toHaveCount(0);
  });
});

test.describe('with the service worker (it goes offline)', () => {
  test.use(GOES_OFFLINE);
  test('offline, a class page never saved on this device says so and offers the saved catalogue', async ({
    page,
    context,
  }) => {
    // The sign-in page alone: the app and its worker, nothing of the catalogue saved.
    await page.goto('/login');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    for (const locale of LOCALES) {
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await page.goto(inLocale(locale, `/classes/${FOOTBALL._id}`));
        await expect(
          page.getByRole('heading', { name: translate(locale, m.class_page_not_saved_title) }),
        ).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(translate(locale, m.class_page_not_saved_text))).toBeVisible();
        await expect(
          page.getByRole('status', { name: translate(locale, m.class_page_loading) }),
        ).toHaveCount(0);
        await expect(
          page.getByRole('link', { name: translate(locale, m.class_page_saved_catalogue) }),
        ).toHaveAttribute('href', inLocale(locale, '/classes'));
        await expectFitsScreen(page);
      }
    }
    // The instructors' page, never opened either: its list says the same.
    await page.goto('/instructor');
    await expect(
      page.getByRole('heading', { name: translate('en', m.offline_not_saved_title) }),
    ).toBeVisible({
      timeout: 15_000,
    });

    // Back online, the page loads.
    await context.setOffline(false);
    await page.goto(`/classes/${FOOTBALL._id}`);
    await expect(page.getByRole('heading', { level: 1, name: FOOTBALL.Name })).toBeVisible();
  });
});
