// Bangla's public pages in Chromium (decision 021): /bn and /bn/classes in Bangla with lang="bn"
// and their alternate-language links, the navbar's switch between /classes and /bn/classes
// remembered across reloads and at the front door, a first visit in the browser's language, and
// axe on the Bangla pages.
import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { APPROVED_CLASS_NAMES, revealBusySections, waitForTheApp } from './helpers.ts';
import { layoutProblems, offerInstall } from './layout-fixtures.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';

/**
 * The page's canonical link and its <link rel="alternate"> targets by hreflang, once the app has
 * started (its own links must be the HTML's, each once), absolute on the page's origin as the
 * server writes them (decision 037).
 */
async function pageLinks(page: Page, links: Record<string, string>) {
  await waitForTheApp(page);
  const found = await page
    .locator('link[rel="alternate"], link[rel="canonical"]')
    .evaluateAll((elements) =>
      elements.map((link) => [
        link.getAttribute('hreflang') ?? 'canonical',
        link.getAttribute('href'),
      ]),
    );
  const { origin } = new URL(page.url());
  const expected = Object.entries(links).map(([key, path]) => [key, origin + path]);
  expect(found.sort()).toEqual(expected.sort());
}

test.describe('Bangla pages', () => {
  test('/bn is the home page in Bangla, with its other language for search engines', async ({
    page,
  }) => {
    await page.goto('/bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle('স্পোর্টস একাডেমি: বিশ্বমানের স্পোর্টস ট্রেইনারদের কাছে শিখুন');
    await expect(page.getByRole('link', { name: 'ক্লাসগুলো দেখুন' }).first()).toBeVisible();
    await pageLinks(page, { canonical: '/bn', en: '/', bn: '/bn', 'x-default': '/' });
    // Links inside a Bangla page stay in Bangla.
    const nav = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    if (await nav.isVisible()) {
      await expect(nav.getByRole('link', { name: 'ক্লাস' })).toHaveAttribute('href', '/bn/classes');
    }
    await expect(page.locator('footer')).toContainText('ধানমন্ডি');
    await expectNoAccessibilityViolations(page);
  });

  test('/bn/classes shows the catalogue in Bangla, prices in taka with Bengali digits', async ({
    page,
  }) => {
    await page.goto('/bn/classes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'পছন্দের খেলা বেছে নিন' })).toBeVisible();
    await expect(
      page.getByText(APPROVED_CLASS_NAMES[0] ?? '', { exact: true }).first(),
    ).toBeVisible();
    // The demo football class is in Dhaka: BDT 3,500, as Bangla writes it.
    await expect(page.getByText('৳৩,৫০০').first()).toBeVisible();
    await pageLinks(page, {
      canonical: '/bn/classes',
      en: '/classes',
      bn: '/bn/classes',
      'x-default': '/classes',
    });
    await expectNoAccessibilityViolations(page);
  });

  test.describe('with the service worker (it goes offline)', () => {
    test.use(GOES_OFFLINE);
    test("a return visit, from the service worker's copy of the page, has the same links", async ({
      page,
    }) => {
      await page.goto('/bn');
      await waitForServiceWorkerControl(page);
      // Answered by the service worker, from the copy it fetched from the server at install.
      await page.reload();
      await pageLinks(page, { canonical: '/bn', en: '/', bn: '/bn', 'x-default': '/' });
    });
  });

  test('the switch clicked before the app has started is remembered too', async ({ page }) => {
    // On a slow connection the switch is a plain link until the app's code is in: hold the code
    // of the first page back, click, and let the Bangla page start normally.
    // A returning reader who had English.
    await page.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en');
    });
    let holdEntry = true;
    await page.route('**/assets/index-*.js', async (route) => {
      while (holdEntry) await new Promise((resolve) => setTimeout(resolve, 50));
      await route.continue();
    });
    await page.goto('/classes');
    await page.getByRole('link', { name: 'বাংলা' }).first().click();
    await expect(page).toHaveURL(/\/bn\/classes$/);
    holdEntry = false;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('bn');
    await page.goto('/');
    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });

  test('the switch moves between /classes and /bn/classes and is remembered', async ({ page }) => {
    await page.goto('/classes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'বাংলা' }).first().click();
    await expect(page).toHaveURL(/\/bn\/classes$/);
    await expect(page.getByRole('heading', { name: 'পছন্দের খেলা বেছে নিন' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'পছন্দের খেলা বেছে নিন' })).toBeVisible();
    // The front door opens in the remembered language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // Signed-in pages have one path, in the reader's language.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    await page.goto('/bn/classes');
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a first visit from a Bangla browser', () => {
  test.use({ locale: 'bn-BD' });

  test('opens the front door in Bangla', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // A shared English link still opens in English.
    await page.goto('/classes');
    await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
  });
});

test.describe('Bangla at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, ...GOES_OFFLINE });

  test('the public pages fit, with the widest header (Install offered, offline)', async ({
    page,
    context,
  }) => {
    for (const path of ['/bn', '/bn/classes', '/bn/instructor', '/bn/popularinstructors']) {
      await page.goto(path);
      await revealBusySections(page);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await offerInstall(page);
      await expect(
        page.getByRole('button', { name: 'অ্যাপ ইনস্টল করুন' }).filter({ visible: true }),
      ).toBeVisible();
      await context.setOffline(true);
      await expect(
        page
          .getByRole('banner')
          .getByText('অফলাইন', { exact: true })
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      expect(await layoutProblems(page), path).toEqual([]);
      const menu = page.getByRole('banner').getByRole('button', { name: 'মেনু খুলুন' });
      await expect(menu, `${path}: menu button`).toBeInViewport({ ratio: 1 });
      await context.setOffline(false);
    }
  });
});
