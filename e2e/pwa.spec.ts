// Installable and updatable, and every screen seen once opens offline.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';
import { waitForTheApp } from './helpers.ts';
import { chromiumLaunchOptions, endToEndBrowserPath } from '../scripts/lib/chromium.ts';

test.use(GOES_OFFLINE);

test('the app is installable with no errors (manifest, icons, service worker)', async ({
  baseURL,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'CDP is Chromium only');
  // A normal context is incognito, where Chromium always answers 'in-incognito'.
  const dir = await mkdtemp(path.join(tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(dir, {
    headless: true,
    ...chromiumLaunchOptions(endToEndBrowserPath()),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL!);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      errors: unknown[];
      data?: string;
    };
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      icons?: { purpose?: string }[];
      screenshots?: unknown[];
    };
    expect(parsed.icons?.some((icon) => icon.purpose === 'maskable')).toBe(true);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
});

const SCREENS = [
  {
    path: '/',
    ready: (page: Page) => page.getByRole('heading', { name: /Popular Classes/i }).first(),
  },
  {
    path: '/classes',
    ready: (page: Page) => page.getByRole('heading', { name: 'Choose Your Interest' }),
  },
  {
    path: '/instructor',
    ready: (page: Page) =>
      page.getByRole('heading', { name: 'Here Is Our World best Instructors' }),
  },
  {
    path: '/dashboard/myclass',
    ready: (page: Page) => page.getByRole('heading', { name: 'My selected Classes' }),
  },
  {
    path: '/dashboard/enrolledclasses',
    ready: (page: Page) => page.getByRole('heading', { name: 'Your paid Classes' }),
  },
];

test('after one online visit, each screen reloads with the network cut, signed in, with its saved data', async ({
  page,
  context,
  createAccount,
  signIn,
}) => {
  const account = await createAccount();
  await signIn(account);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
  }
  await waitForServiceWorkerControl(page);
  // Let the throttled persisters (query cache 1 s, IndexedDB copies 2 s) write.
  await page.waitForTimeout(2500);

  await context.setOffline(true);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(screen.ready(page), `${screen.path} offline`).toBeVisible();
    // Still signed in: no way to /login, and the page says it shows saved data.
    await expect(page).toHaveURL(new RegExp(`${screen.path.replace(/\//g, '\\/')}$`));
    await expect(
      page.getByText(/Offline — saved/).first(),
      `${screen.path} saved note`,
    ).toBeVisible();
  }
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Offline$/ })
      .first(),
  ).toBeVisible();
});

test('a new build shows the update prompt, and Reload switches to it', async ({ page }) => {
  await page.goto('/');
  // The app, which offers the update, starts on the visitor's first act.
  await waitForTheApp(page);
  await waitForServiceWorkerControl(page);
  // A deploy: the same worker with one more byte is a new version to the browser. Observed
  // here: neither context.route nor CDP Fetch sees the browser's update check of the worker
  // script, so the built file itself changes (the server reads it again: new mtime and size),
  // and is put back after.
  const swPath = path.join(process.cwd(), 'dist', 'sw.js');
  const original = await readFile(swPath, 'utf8');
  try {
    await writeFile(swPath, `${original}\n// build ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('status').filter({ hasText: 'Update available' })).toHaveCount(0);
    // The page now runs under the new worker, which is active with nothing left waiting.
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(registration?.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(before).toBeTruthy();
    expect(after).toEqual({ waiting: false, controlled: true });
  } finally {
    await writeFile(swPath, original);
  }
});
