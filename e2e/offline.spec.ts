import type { Page } from '@playwright/test';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import { expect, test } from './fixtures.ts';
import { APPROVED_CLASS_NAMES, waitForTheApp } from './helpers.ts';
import {
  GOES_OFFLINE,
  hasSavedCopy,
  savedClassCount,
  waitForServiceWorkerControl,
} from './offline-fixtures.ts';

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

/** The most enrolled approved class: first among the home page's popular classes. */
const MOST_POPULAR = [...DEMO_CLASSES]
  .filter((demo) => demo.status === 'approved')
  .sort((a, b) => b.enrolled - a.enrolled || a.Name.localeCompare(b.Name))[0]!;

test('after one visit, the home page’s popular classes come from the saved copy, offline and with the API down', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const popular = page.getByRole('region', { name: 'Popular classes' });
  const card = popular.getByRole('link', { name: MOST_POPULAR.Name, exact: true });
  await page.goto('/');
  await expect(card).toBeVisible();
  // The list came in the page's HTML; the app, started by the visitor's first key, keeps it.
  await waitForTheApp(page);
  await waitForServiceWorkerControl(page);
  await expect.poll(() => hasSavedCopy(page, ['popular-classes']), { timeout: 30_000 }).toBe(true);

  // The worker's copy of the page has no lists: they are asked for, and answered from the copy.
  await context.setOffline(true);
  await page.reload();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  await expect(popular.getByRole('alert')).toHaveCount(0);

  // Online, but nothing answers: the failed refresh leaves the saved list on screen.
  await context.setOffline(false);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  // A failed first load is retried before it counts as failed: the list must stay through that.
  await page.waitForTimeout(8_000);
  await expect(card).toBeVisible();
  await expect(popular.getByText(/could not load the popular classes/)).toHaveCount(0);
  await expect(page.getByText(/Can’t reach the server — saved/)).toBeVisible();
});
