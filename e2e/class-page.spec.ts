// A class's page (decision 023) in Chromium against the real build and Node server: it
// arrives with its content and share preview before any JavaScript, a visitor reaches it from the
// home page's popular classes, and after one visit it opens again with the network cut.
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import { expect, test } from './fixtures.ts';
import { GOES_OFFLINE } from './offline-fixtures.ts';
import { waitForTheApp } from './helpers.ts';

/** The most popular approved class: first among the home page's popular classes. */
const POPULAR = [...DEMO_CLASSES]
  .filter((demo) => demo.status === 'approved')
  .sort((a, b) => b.enrolled - a.enrolled || a.Name.localeCompare(b.Name))[0]!;
const FIRST_PARAGRAPH = POPULAR.description.split(/\n\s*\n/)[0]!.trim();

test('the server sends the class page with its content and share preview', async ({ page }) => {
  const answer = await page.request.get(`/classes/${POPULAR._id}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${POPULAR.Name}</h1>`));
  expect(html).toContain(POPULAR.IName);
  expect(html).toContain(`<title>${POPULAR.Name} · Sports Academy</title>`);
  expect(html).toContain(`<meta property="og:title" content="${POPULAR.Name} · Sports Academy"/>`);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/images\/classes\//);
  expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/classes\//);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');

  const missing = await page.request.get('/classes/no-such-class');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Class not found');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the class page shows its description, venue and sessions', async ({ page }) => {
    await page.goto(`/classes/${POPULAR._id}`);
    await expect(page.getByRole('heading', { level: 1, name: POPULAR.Name })).toBeVisible();
    await expect(page.getByText(FIRST_PARAGRAPH)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  });
});

test.describe('with the service worker (it goes offline)', () => {
  test.use(GOES_OFFLINE);
  test('a visitor opens a class from the home page, then offline after one visit', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: POPULAR.Name, exact: true }).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/classes/${POPULAR._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: POPULAR.Name })).toBeVisible();
    await expect(page.getByText(FIRST_PARAGRAPH)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Next sessions' })).toBeVisible();
    await expect(page.getByText(/time\.$/).first()).toBeVisible(); // "All times are … time."
    // The page came whole from the server; the app, which keeps it for offline, starts as the
    // visitor acts on it.
    await waitForTheApp(page);

    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker?.ready;
      return Boolean(registration?.active && navigator.serviceWorker.controller);
    });
    // The page's data is saved as the page is left (pwa/lib/storage/offline-cache.ts) or after a pause.
    await page.waitForTimeout(2500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: POPULAR.Name })).toBeVisible();
    await expect(page.getByText(FIRST_PARAGRAPH)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Next sessions' })).toBeVisible();
  });
});
