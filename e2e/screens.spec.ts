// What the journeys through the newer screens found, each at 360 and 1280 px in English and
// Bangla: the catalogue's active filters as removable chips on a phone, "1 student enrolled", a
// class named by one long word fitting the catalogue; Enrolled Classes' actions in a column of
// their own and the class's name as a link; one Close on the pass; the timetable's sessions a
// whole row each, their times unbroken, a missing photo standing in as the sport's icon; and a
// check-in made offline marked as waiting to sync.
import { expect, type Page } from '@playwright/test';
import { passOf } from './check-in-fixtures.ts';
import { test } from './fixtures.ts';
import { waitForTheApp } from './helpers.ts';
import { layoutProblems } from './layout-fixtures.ts';
import {
  digitsIn,
  escapeRegExp,
  LANGUAGES,
  translate,
  seedScreensWorld,
  signInAs,
  type ScreensWorld,
} from './screens-fixtures.ts';

const WIDTHS = [360, 1280] as const;

async function settle(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** How many lines an element's text takes (an inline element has a box per line). */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
    }),
  );

let world: ScreensWorld;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const emulatorHost = process.env.E2E_AUTH_EMULATOR_HOST!;
  world = await seedScreensWorld(emulatorHost, `${Date.now().toString(36)}${testInfo.workerIndex}`);
});

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    const phone = width < 1024;
    const home = language === 'en' ? '' : '/bn';
    const at = `${language}, ${width} px`;

    test.describe(at, () => {
      test.use({ viewport: { width, height: phone ? 740 : 800 } });

      test(`the catalogue shows its filters as chips on a phone, counts one student, and fits a long name (${at})`, async ({
        page,
      }) => {
        await page.goto(`${home}/classes?sport=football&level=beginner&q=${world.longName}`);
        const card = page
          .locator('main li')
          .filter({ has: page.getByRole('heading', { name: world.longName }) });
        await expect(card).toBeVisible();
        expect(await layoutProblems(page), 'the catalogue fits').toEqual([]);
        // The chips work once the app has taken over the server's HTML.
        await waitForTheApp(page);

        const chips = page.getByRole('list', {
          name: translate(language, 'catalogue_filters_active'),
        });
        if (phone) {
          await expect(chips.getByRole('button')).toHaveCount(2);
          const level = chips.getByRole('button').nth(1);
          await expect(level).toHaveAccessibleName(
            new RegExp(escapeRegExp(translate(language, 'catalogue_remove_filter_plain'))),
          );
          await level.click();
          await expect(page).not.toHaveURL(/level=/);
          await expect(page).toHaveURL(/sport=football/);
          await expect(chips.getByRole('button')).toHaveCount(1);
        } else {
          // The sidebar shows the filters on a wide screen.
          await expect(chips).toBeHidden();
          await expect(page.getByRole('complementary')).toBeVisible();
        }

        await page.goto(`${home}/classes?q=${encodeURIComponent(world.className)}`);
        const enrolled = translate(language, 'classes_students_enrolled_one', {
          count: digitsIn(language, '1'),
        });
        await expect(
          page
            .locator('main li')
            .filter({ has: page.getByRole('heading', { name: world.className }) }),
        ).toContainText(enrolled);
      });

      test(`Enrolled Classes, the pass and the timetable (${at})`, async ({ page }) => {
        await signInAs(page, world.student, language);
        await page.goto('/dashboard/enrolledclasses');
        await settle(page);

        // The class's name looks like a link: the links' green (emerald-800), underlined.
        const name = page.locator('main').getByRole('link', { name: world.className, exact: true });
        await expect(name).toHaveCSS('text-decoration-line', 'underline');
        await expect(name).toHaveCSS('color', 'oklch(0.432 0.095 166.913)');
        if (!phone) {
          const actions = translate(language, 'dashboard_col_actions');
          await expect(page.getByRole('columnheader', { name: actions })).toBeVisible();
          const row = page.getByRole('row').filter({ hasText: world.className });
          const status = row
            .getByRole('cell')
            .filter({ hasText: translate(language, 'enrollment_enrolled') });
          await expect(status.getByRole('button')).toHaveCount(0);
          await expect(status.getByRole('link')).toHaveCount(0);
        }

        // The pass has one way out, named once.
        await page
          .locator('main')
          .getByRole('button', { name: new RegExp(escapeRegExp(world.className)) })
          .filter({ hasText: translate(language, 'pass_show') })
          .click();
        const pass = page.getByRole('dialog');
        await expect(pass).toContainText(world.className);
        const close = new RegExp(
          `^(${escapeRegExp(translate(language, 'pass_close'))}|${escapeRegExp(translate(language, 'app_close'))})$`,
        );
        await expect(pass.getByRole('button', { name: close })).toHaveCount(1);
        // The next session's times on one line (once they are shown: the sessions load after the
        // pass opens).
        await expect(pass.locator('[data-slot="time-range"]')).toBeVisible();
        expect(await linesOf(page, '[role="dialog"] [data-slot="time-range"]')).toEqual([1]);
        await pass.getByRole('button', { name: close }).click();
        await expect(pass).toBeHidden();

        // The week of the session under way, by name: the page opens on the device's week (this
        // browser's clock is in UTC), and on a Saturday evening in UTC it is already Sunday, the
        // next week, in Dhaka where the session is.
        await page.goto(`/dashboard/timetable?week=${world.sessionNowDate}`);
        await settle(page);
        const session = page.locator('main article').filter({ hasText: world.className }).first();
        await expect(session).toBeVisible();
        // The photo is missing: no broken image; from sm up, the sport's icon on a tinted tile (a
        // phone shows no photo there).
        await expect(session.locator('img:visible')).toHaveCount(0);
        const standIn = session.locator('[data-slot="thumbnail-fallback"]');
        if (!phone) await expect(standIn.locator('svg')).toBeVisible();
        // Each session has the whole row; its times sit on one line.
        const widths = await session.evaluate((article) => ({
          article: article.getBoundingClientRect().width,
          list: article.closest('ul')!.getBoundingClientRect().width,
        }));
        expect(widths.article).toBeGreaterThan(widths.list * 0.95);
        expect(await linesOf(page, 'main article .tabular-nums')).not.toContain(2);
      });

      test(`a check-in made offline says it waits to sync (${at})`, async ({ page, context }) => {
        await signInAs(page, world.instructor, language);
        await page.goto(`/dashboard/checkin/${world.ids.sessionNow}?class=${world.ids.class}`);
        await settle(page);
        const student = page.getByRole('listitem').filter({ hasText: world.student.email });
        await expect(student).toBeVisible();

        await context.setOffline(true);
        const { code } = await passOf(world.ids.class, world.student.email);
        await page.getByLabel(translate(language, 'check_in_code_label')).fill(code);
        await page
          .getByRole('button', { name: translate(language, 'check_in_code_submit') })
          .click();

        const waiting = translate(language, 'status_waiting_sync');
        const result = page.getByTestId('scan-result');
        await expect(result).toHaveAttribute('data-verdict', 'ok');
        await expect(result).toContainText(waiting);
        await expect(student).toContainText(translate(language, 'check_in_ok'));
        await expect(student).toContainText(waiting);
        // The times of the session under the heading are one piece too.
        expect(await linesOf(page, 'main header [data-slot="time-range"]')).toEqual([1]);
      });
    });
  }
}
