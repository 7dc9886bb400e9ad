// A dialog opened from a list's row, and what was typed in it, outlive the list's change of
// layout: a phone turned sideways (cards become a table from 768 px) and a window widened to a
// desktop's (the dashboards' wide tables from 1280 px). Every list that switches, in English and
// Bangla: the roster's Cancel session, My Classes' Update, Manage Classes' feedback and
// sessions, Manage Users' Delete, Payments' Refund, and Enrolled Classes' pass.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  escapeRegExp,
  LANGUAGES,
  translate,
  seedScreensWorld,
  signInAs,
  type ScreensWorld,
} from './screens-fixtures.ts';

const PHONE = { width: 360, height: 800 };
/** The phone turned: wide enough for the tables of a few columns, not for the dashboards'. */
const TURNED = { width: 800, height: 360 };
const DESKTOP = { width: 1280, height: 800 };

/** Waits until no skeleton or access check is on screen (they carry aria-busy). */
async function settle(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** The button of a row's card or table row, by the words it shows. */
function rowButton(page: Page, words: string, of: string): Locator {
  return page
    .locator('main')
    .getByRole('button', { name: new RegExp(escapeRegExp(of)) })
    .filter({ hasText: words });
}

/**
 * Turns the phone, then widens the window to a desktop's: after each change the dialog is still
 * open, and the field still holds what was typed (when there is one).
 */
async function expectDialogOutlivesLayouts(page: Page, field?: { locator: Locator; text: string }) {
  // A confirmation is an alert dialog.
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog, 'open on the phone').toBeVisible();
  for (const size of [TURNED, DESKTOP]) {
    await page.setViewportSize(size);
    // Let the list render its other layout before asking.
    await page.waitForTimeout(300);
    await expect(dialog, `at ${size.width}×${size.height}`).toBeVisible();
    if (field) await expect(field.locator).toHaveValue(field.text);
  }
}

let world: ScreensWorld;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const emulatorHost = process.env.E2E_AUTH_EMULATOR_HOST!;
  world = await seedScreensWorld(emulatorHost, `${Date.now().toString(36)}${testInfo.workerIndex}`);
});

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'en' ? 'English' : 'Bangla'}`, () => {
    test.use({ viewport: PHONE });

    test(`the instructor's Cancel session and Update keep their text through a turn (${language})`, async ({
      page,
    }) => {
      await signInAs(page, world.instructor, language);

      await page.goto(`/dashboard/instructorclasses/${world.ids.class}`);
      await settle(page);
      await page
        .locator('main')
        .getByRole('button')
        .filter({ hasText: translate(language, 'session_change_cancel') })
        .first()
        .click();
      const reason = page
        .getByRole('dialog')
        .getByLabel(translate(language, 'session_change_reason'));
      const text = language === 'en' ? 'The pitch is being re-turfed' : 'মাঠ সংস্কার চলছে';
      await reason.fill(text);
      await expectDialogOutlivesLayouts(page, { locator: reason, text });

      await page.setViewportSize(PHONE);
      await page.goto('/dashboard/instructorclasses');
      await settle(page);
      await rowButton(page, translate(language, 'instructor_update'), world.className).click();
      const name = page.getByRole('dialog').getByRole('textbox').first();
      await name.fill(`${world.className} renamed`);
      await expectDialogOutlivesLayouts(page, {
        locator: name,
        text: `${world.className} renamed`,
      });
    });

    test(`the admin's feedback, sessions, Delete and Refund dialogs stay open through a turn (${language})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAs(
        page,
        { email: 'admin@academy.test', password: 'Admin@123', name: '' },
        language,
      );

      await page.goto('/dashboard/allclasses');
      await settle(page);
      await rowButton(page, translate(language, 'admin_feedback'), world.pendingName).click();
      const feedback = page.getByRole('dialog').getByRole('textbox');
      const text = language === 'en' ? 'Please add a photo' : 'একটি ছবি যোগ করুন';
      await feedback.fill(text);
      await expectDialogOutlivesLayouts(page, { locator: feedback, text });

      await page.setViewportSize(PHONE);
      await page.goto('/dashboard/allclasses');
      await settle(page);
      await rowButton(page, translate(language, 'attendance_sessions'), world.className).click();
      await expectDialogOutlivesLayouts(page);

      await page.setViewportSize(PHONE);
      await page.goto('/dashboard/allusers');
      await settle(page);
      await rowButton(page, translate(language, 'dashboard_delete'), world.student.name).click();
      await expectDialogOutlivesLayouts(page);

      await page.setViewportSize(PHONE);
      await page.goto('/dashboard/payments');
      await settle(page);
      await rowButton(page, translate(language, 'payment_refund'), world.student.email).click();
      await expectDialogOutlivesLayouts(page);
    });

    test(`the student's pass stays open through a turn (${language})`, async ({ page }) => {
      await signInAs(page, world.student, language);
      await page.goto('/dashboard/enrolledclasses');
      await settle(page);
      await rowButton(page, translate(language, 'pass_show'), world.className).click();
      await expect(page.getByRole('dialog')).toContainText(world.className);
      await expectDialogOutlivesLayouts(page);
    });
  });
}
