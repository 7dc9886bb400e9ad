// The browser is online but the API is not answering (a proxy's 502, a refused connection): the
// app must not say "Offline", must keep showing the saved data with a note that says what is
// wrong, and selections made meanwhile wait in the outbox (not refused, not dropped) and reach
// the server exactly once when it is back.
import type { Page, Route } from '@playwright/test';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import { expect, test } from './fixtures.ts';
import { classCard } from './helpers.ts';
import {
  GOES_OFFLINE,
  accessTokenOf,
  outboxSize,
  selectionsOnServer,
  waitForServiceWorkerControl,
} from './offline-fixtures.ts';

test.use(GOES_OFFLINE);

const [FIRST, SECOND] = DEMO_CLASSES.filter((demo) => demo.status === 'approved' && demo.sets > 0);
if (!FIRST || !SECOND) throw new Error('The demo catalogue needs two approved classes with seats');

const API = '**/api/**';
const refused = (route: Route) => route.abort('connectionrefused');
const badGateway = (route: Route) =>
  route.fulfill({
    status: 502,
    contentType: 'text/html',
    body: '<html><body>502 Bad Gateway</body></html>',
  });

function selectButton(page: Page, name: string) {
  return classCard(page, name).getByRole('button', { name: 'Select', exact: true });
}

/** The navbar's pill and the notes never say "Offline" while the browser is online. */
async function expectNotCalledOffline(page: Page) {
  await expect(page.getByText(/^Offline/)).toHaveCount(0);
}

test('with the API down, saved data stays on screen, nothing claims Offline, and selections wait then land once', async ({
  page,
  baseURL,
  createAccount,
  signIn,
  uniqueEmail,
}) => {
  test.setTimeout(120_000);
  await signIn(await createAccount());
  await page.goto('/dashboard/myclass');
  await expect(page.getByRole('heading', { name: 'My selected Classes' })).toBeVisible();
  await page.goto('/classes');
  await expect(selectButton(page, FIRST.Name)).toBeVisible();
  await waitForServiceWorkerControl(page);
  const token = await accessTokenOf(page);

  // A proxy in front of the API returns 502 for everything.
  await page.route(API, badGateway);
  await page.reload();
  await expect(page.getByText(FIRST.Name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Can’t reach the server — saved/).first()).toBeVisible();
  await expectNotCalledOffline(page);

  await selectButton(page, FIRST.Name).click();
  await expect(
    page.getByText('The server is not answering: your selection will be sent when it is back.'),
  ).toBeVisible();
  await expect.poll(() => outboxSize(page)).toBe(1);
  await expect(page.getByText('1 waiting', { exact: true }).first()).toBeVisible();

  // Now the API process is gone: connections are refused.
  // The newest route answers first; the old one goes after, so no request slips through between.
  await page.route(API, refused);
  await page.unroute(API, badGateway);
  await selectButton(page, SECOND.Name).click();
  await expect.poll(() => outboxSize(page)).toBe(2);
  await expect(page.getByText('2 waiting', { exact: true }).first()).toBeVisible();

  // A reload while it is still down: both wait, neither is marked refused.
  await page.route(API, badGateway);
  await page.unroute(API, refused);
  await page.goto('/dashboard/myclass');
  for (const name of [FIRST.Name, SECOND.Name]) {
    await expect(
      page.getByRole('row', { name: new RegExp(name) }).getByText('Waiting to sync'),
    ).toBeVisible();
  }
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  await expectNotCalledOffline(page);
  expect(await selectionsOnServer(baseURL!, token, uniqueEmail)).toEqual([]);

  // The API is back: the retry sends both, once each.
  await page.unroute(API, badGateway);
  await expect.poll(() => outboxSize(page), { timeout: 45_000 }).toBe(0);
  await expect(page.getByRole('table').getByText('Waiting to sync')).toHaveCount(0);
  await expect(page.getByText(/waiting$/)).toHaveCount(0);
  const stored = await selectionsOnServer(baseURL!, token, uniqueEmail);
  expect(stored.map((selection) => selection.selectedClassId).sort()).toEqual(
    [FIRST._id, SECOND._id].sort(),
  );
});
