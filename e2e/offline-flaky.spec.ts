// A flaky connection: the network is cut and restored every few hundred milliseconds while a
// student selects classes, reloads and deletes one. The server must end with exactly the
// expected selections (none lost, none doubled, the deleted one gone), and no screen may go blank
// or show the error page on the way.
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import { expect, test } from './fixtures.ts';
import {
  GOES_OFFLINE,
  accessTokenOf,
  outboxSize,
  selectionsOnServer,
  waitForServiceWorkerControl,
} from './offline-fixtures.ts';

test.use(GOES_OFFLINE);

const SELECTABLE = DEMO_CLASSES.filter((demo) => demo.status === 'approved' && demo.sets > 0);
const [A, B, C, D] = SELECTABLE.slice(2, 6);
if (!A || !B || !C || !D)
  throw new Error('The demo catalogue needs six approved classes with seats');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cuts and restores the network at random short intervals until stopped (then leaves it on). */
function flakyNetwork(context: BrowserContext) {
  let running = true;
  const done = (async () => {
    let offline = false;
    while (running) {
      offline = !offline;
      await context.setOffline(offline);
      await new Promise((resolve) => setTimeout(resolve, 120 + Math.random() * 380));
    }
    await context.setOffline(false);
  })();
  return async () => {
    running = false;
    await done;
  };
}

/** Something readable is on screen, and it is not the error page. */
async function expectPageShown(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('#error-title')).toHaveCount(0);
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(50);
}

/** A class's card on /classes, found by its heading (it stays the same card once selected). */
function cardOf(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function select(page: Page, name: string) {
  const card = cardOf(page, name);
  await card.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Selected' })).toBeVisible();
}

test('selecting and deleting through a flaky connection ends with exactly the expected selections', async ({
  page,
  context,
  baseURL,
  createAccount,
  signIn,
  uniqueEmail,
}) => {
  test.setTimeout(180_000);
  await signIn(await createAccount());
  await page.goto('/dashboard/myclass');
  await expectPageShown(page, 'My selected Classes');
  await page.goto('/classes');
  await expectPageShown(page, 'Choose Your Interest');
  await waitForServiceWorkerControl(page);
  const token = await accessTokenOf(page);

  // A blank screen at any moment, not just at the checkpoints: sampled while the network flaps.
  // Blank for three samples in a row (300 ms) counts; the instant a page starts loading does not.
  const blanks: string[] = [];
  let blankRun = 0;
  const watching = setInterval(() => {
    void page
      .evaluate(() => document.body.innerText.trim().length)
      .then((length) => {
        blankRun = length === 0 ? blankRun + 1 : 0;
        if (blankRun === 3) blanks.push(page.url());
      })
      .catch(() => undefined); // mid-navigation: nothing to read yet
  }, 100);

  let stop = flakyNetwork(context);
  try {
    await select(page, A.Name);
    await select(page, B.Name);
    await page.reload();
    await expectPageShown(page, 'Choose Your Interest');
    await select(page, C.Name);
    await stop();

    // Offline for a moment: a reload still shows the app, and a select waits.
    await context.setOffline(true);
    await page.reload();
    await expectPageShown(page, 'Choose Your Interest');
    await select(page, D.Name);

    stop = flakyNetwork(context);
    await page.goto('/dashboard/myclass');
    await expectPageShown(page, 'My selected Classes');
    await page
      .getByRole('button', { name: `Delete ${A.Name}` })
      .filter({ visible: true })
      .click();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(
      page.getByRole('button', { name: `Delete ${A.Name}` }).filter({ visible: true }),
    ).toHaveCount(0);
    await page.reload();
    await expectPageShown(page, 'My selected Classes');
    await page.goto('/classes');
    await expectPageShown(page, 'Choose Your Interest');
  } finally {
    clearInterval(watching);
    await stop();
  }

  // Steady connection: everything waiting goes out.
  await expect.poll(() => outboxSize(page), { timeout: 60_000 }).toBe(0);
  const stored = await selectionsOnServer(baseURL!, token, uniqueEmail);
  expect(stored.map((selection) => selection.selectedClassId).sort()).toEqual(
    [B._id, C._id, D._id].sort(),
  );
  expect(blanks).toEqual([]);

  await page.goto('/dashboard/myclass');
  for (const name of [B.Name, C.Name, D.Name]) {
    await expect(page.getByRole('row', { name: new RegExp(escape(name)) })).toBeVisible();
  }
  await expect(page.getByRole('row', { name: new RegExp(escape(A.Name)) })).toHaveCount(0);
});
