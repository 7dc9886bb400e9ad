// The outbox in a real browser against the real API: selections made offline survive a reload,
// land exactly once when the connection returns, refusals show their reason, and two tabs
// sharing one outbox do not send anything twice.
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { classCard } from './helpers.ts';
import {
  GOES_OFFLINE,
  accessTokenOf,
  outboxSize,
  selectionsOnServer,
  selectOnServer,
  waitForServiceWorkerControl,
} from './offline-fixtures.ts';

test.use(GOES_OFFLINE);

const [FIRST, SECOND] = DEMO_CLASSES.filter((demo) => demo.status === 'approved' && demo.sets > 0);
if (!FIRST || !SECOND) throw new Error('The demo catalogue needs two approved classes with seats');

function selectButton(page: Page, name: string) {
  return classCard(page, name).getByRole('button', { name: 'Select', exact: true });
}

test.beforeEach(async ({ page, createAccount, signIn }) => {
  const account = await createAccount();
  await signIn(account);
  // One online visit of each screen the test uses: the worker caches the app, IndexedDB the data.
  await page.goto('/dashboard/myclass');
  await expect(page.getByRole('heading', { name: 'My selected Classes' })).toBeVisible();
  await page.goto('/classes');
  await expect(selectButton(page, FIRST.Name)).toBeVisible();
  await waitForServiceWorkerControl(page);
});

test('two classes selected offline survive a reload and reach the server exactly once', async ({
  page,
  context,
  baseURL,
  uniqueEmail,
}) => {
  await context.setOffline(true);
  await selectButton(page, FIRST.Name).click();
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await selectButton(page, SECOND.Name).click();
  await expect.poll(() => outboxSize(page)).toBe(2);

  await page.reload();
  await page.goto('/dashboard/myclass');
  for (const name of [FIRST.Name, SECOND.Name]) {
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Waiting to sync')).toBeVisible();
  }

  await context.setOffline(false);
  await expect.poll(() => outboxSize(page), { timeout: 15_000 }).toBe(0);
  await expect(page.getByRole('table').getByText('Waiting to sync')).toHaveCount(0);

  const token = await accessTokenOf(page);
  const stored = await selectionsOnServer(baseURL!, token, uniqueEmail);
  expect(stored.map((selection) => selection.selectedClassId).sort()).toEqual(
    [FIRST._id, SECOND._id].sort(),
  );
});

test('a queued selection the server refuses shows its reason and can be dismissed', async ({
  page,
  context,
  baseURL,
  uniqueEmail,
}) => {
  await context.setOffline(true);
  // Meanwhile, on another device, the same student selects that class.
  await selectOnServer(baseURL!, await accessTokenOf(page), uniqueEmail, FIRST._id);
  await selectButton(page, FIRST.Name).click();
  await expect.poll(() => outboxSize(page)).toBe(1);

  await page.goto('/dashboard/myclass');
  await context.setOffline(false);

  const refused = page.getByText('Not saved: You have already selected this class.');
  await expect(refused.first()).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole('button', { name: /Dismiss/ })
    .first()
    .click();
  await expect(refused).toHaveCount(0);
  await expect.poll(() => outboxSize(page)).toBe(0);
  const stored = await selectionsOnServer(baseURL!, await accessTokenOf(page), uniqueEmail);
  expect(stored).toHaveLength(1);
});

test('two open tabs sending the same outbox store each selection once', async ({
  page,
  context,
  baseURL,
  uniqueEmail,
}) => {
  const second = await context.newPage();
  await second.goto('/dashboard/myclass');
  await expect(second.getByRole('heading', { name: 'My selected Classes' })).toBeVisible();

  await context.setOffline(true);
  await selectButton(page, FIRST.Name).click();
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await selectButton(page, SECOND.Name).click();
  await expect.poll(() => outboxSize(page)).toBe(2);
  // The other tab learns about them at once (BroadcastChannel) and would send them too.
  await expect(second.getByRole('table').getByText('Waiting to sync')).toHaveCount(2);

  await context.setOffline(false);
  await expect.poll(() => outboxSize(page), { timeout: 15_000 }).toBe(0);

  const stored = await selectionsOnServer(baseURL!, await accessTokenOf(page), uniqueEmail);
  expect(stored.map((selection) => selection.selectedClassId).sort()).toEqual(
    [FIRST._id, SECOND._id].sort(),
  );
});
