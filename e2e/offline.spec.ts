import { expect, test } from './fixtures.ts';
import { APPROVED_CLASS_NAMES } from './helpers.ts';

test('after one visit, /classes still shows the saved classes with the network cut', async ({ page, context }) => {
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
  for (const name of APPROVED_CLASS_NAMES) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  // The service worker must control the page before the network goes, or the reload has no shell.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker?.ready;
    return Boolean(registration?.active && navigator.serviceWorker.controller);
  });

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
  for (const name of APPROVED_CLASS_NAMES) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});
