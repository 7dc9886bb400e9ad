// A student's payment notices on /dashboard/notifications, in Chromium at 360 and 1280 px, in
// English and Bangla: a receipt names the classes paid and the amount (a receipt of before the
// names says how many), and an unbroken transaction id or class name never makes the page wider
// than the screen, nor the bell's list on a wide screen.
import { m } from '../shared/i18n/paraglide/messages.js';
import {
  chooseLanguage,
  expectFitsScreen,
  LOCALES,
  SCREENS,
  seedPaymentNotices,
} from './class-states-fixtures.ts';
import { expect, signInOnce, test } from './fixtures.ts';

test('payment notices name their classes and fit a 360 px phone, in both languages', async ({
  page,
  emulatorHost,
}) => {
  test.setTimeout(120_000);
  const { student, longName, transactionId } = await seedPaymentNotices(
    emulatorHost,
    `${Date.now().toString(36)}n`,
  );
  await signInOnce(page, student.email, student.password);
  for (const locale of LOCALES) {
    await chooseLanguage(page, locale);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.goto('/dashboard/notifications');
      const list = page.getByRole('list', { name: m.notification_list_label({}, { locale }) });
      const receipt = m.notification_payment_receipt_body(
        {
          amount: locale === 'bn' ? '$৭৫.৫০' : '$75.50',
          classNames: `${longName}, Karate for Beginners`,
        },
        { locale },
      );
      await expect(list.getByText(receipt)).toBeVisible();
      const older = m.notification_payment_receipt_count_one(
        { amount: locale === 'bn' ? '$৪০.০০' : '$40.00', count: locale === 'bn' ? '১' : '1' },
        { locale },
      );
      await expect(list.getByText(older)).toBeVisible();
      await expect(list).not.toContainText(transactionId);
      await expectFitsScreen(page);
      // Each notice inside the list's width: the long name wraps within it.
      for (const item of await list.getByRole('listitem').all()) {
        const fits = await item.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits, await item.innerText()).toBe(true);
      }
    }
  }

  // The bell's list on a wide screen, in the popover.
  await page.setViewportSize(SCREENS[1]);
  await chooseLanguage(page, 'en');
  await page.goto('/dashboard/studenthome');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(longName).first()).toBeVisible();
  const fits = await panel.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits, 'the bell list fits its panel').toBe(true);
});
