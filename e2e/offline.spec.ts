import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { APPROVED_CLASS_NAMES } from './helpers.ts';
import { GOES_OFFLINE, savedClassCount, waitForServiceWorkerControl } from './offline-fixtures.ts';

test.use(GOES_OFFLINE);

/**
 * Saved by the service worker, asked by the page: a visitor who only read it never started the
 * app (decision 053). At least the seed's classes: other specs on the same stack approve more.
 */
async function expectCatalogueSavedWithoutTheApp(page: Page): Promise<void> {
  await expect
    .poll(() => savedClassCount(page), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(APPROVED_CLASS_NAMES.length);
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
}

test('after one visit, /classes still shows the saved classes with the network cut', async ({
  page,
  context,
}) => {
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
  for (const name of APPROVED_CLASS_NAMES)
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expectCatalogueSavedWithoutTheApp(page);

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
  for (const name of APPROVED_CLASS_NAMES)
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test('after one visit, Bangla’s pages open in Bangla with the network cut', async ({
  page,
  context,
}) => {
  await page.goto('/bn/classes');
  await expect(page.getByRole('heading', { name: 'পছন্দের খেলা বেছে নিন' })).toBeVisible();
  for (const name of APPROVED_CLASS_NAMES)
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expectCatalogueSavedWithoutTheApp(page);

  await context.setOffline(true);
  await page.goto('/bn/classes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'পছন্দের খেলা বেছে নিন' })).toBeVisible();
  for (const name of APPROVED_CLASS_NAMES)
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  // A Bangla page not visited yet comes from the precache, in Bangla too.
  await page.goto('/bn/instructor');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByText('আমাদের বিশ্বসেরা ইনস্ট্রাক্টররা').first()).toBeVisible();
});
