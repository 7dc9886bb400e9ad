// The waitlist in a real browser against the real API: a full demo class joined
// offline syncs and says the place in line, and the line is left; a seat freed by the admin is
// offered to the first in line, who pays for it from the offer. Axe checks each screen.
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { GOES_OFFLINE, outboxSize, waitForServiceWorkerControl } from './offline-fixtures.ts';
import { payWithTestCard } from './payments-fixtures.ts';
import { apiTokenOf, FULL_DEMO_CLASS, fullClassOfOwn, raiseSeats } from './waitlist-fixtures.ts';

const PLACE = /^You are \d+(st|nd|rd|th) in line$/;

test.describe('with the service worker (it goes offline)', () => {
  test.use(GOES_OFFLINE);
  test('a full demo class joined offline syncs, says the place in line, and the line is left', async ({
    page,
    context,
    createAccount,
    signIn,
  }) => {
    const name = FULL_DEMO_CLASS.Name;
    await signIn(await createAccount());
    // One online visit: the worker caches the app, the page's responses are saved.
    await page.goto(`/classes/${FULL_DEMO_CLASS._id}`);
    const join = page.getByRole('button', { name: 'Join waitlist' });
    await expect(join).toBeEnabled();
    await expect(join).toHaveAccessibleDescription(/No seats left/);
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await join.click();
    await expect(page.getByText('Saved on this device')).toBeVisible();
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();
    await expect.poll(() => outboxSize(page)).toBe(1);

    await context.setOffline(false);
    await expect.poll(() => outboxSize(page), { timeout: 15_000 }).toBe(0);
    await page.reload();
    await expect(page.getByText(PLACE)).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The catalogue's card says it too.
    await page.goto('/classes');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByRole('button', { name: 'On the waitlist' })).toBeDisabled();
    await expect(card.getByText(PLACE)).toBeVisible();

    await page.goto(`/classes/${FULL_DEMO_CLASS._id}`);
    await page.getByRole('button', { name: `Leave waitlist: ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave the waitlist?' });
    await dialog.getByRole('button', { name: 'Yes, leave' }).click();
    await expect(page.getByText('You left the waitlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join waitlist' })).toBeVisible();
    await page.goto('/dashboard/waitlist');
    await expect(page.getByText('You are not on any waitlist')).toBeVisible();
  });
});

test('a seat freed by the admin is offered to the first in line, who pays for it from the offer', async ({
  page,
  baseURL,
  emulatorHost,
  createAccount,
  signIn,
}) => {
  // A class of this test's own: the demo's line stays as it is for the other specs.
  const admin = await apiTokenOf(baseURL!, emulatorHost, 'admin');
  const made = await fullClassOfOwn(baseURL!, admin, `Waitlist Rowing ${Date.now().toString(36)}`);
  await signIn(await createAccount());
  await page.goto(`/classes/${made.id}`);
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByText('You joined the waitlist')).toBeVisible();
  await expect(page.getByText('You are 1st in line')).toBeVisible();

  await raiseSeats(baseURL!, admin, made, 1);

  await page.goto('/dashboard/waitlist');
  const offer = page.getByText(/^A seat is held for you until /);
  await expect(offer).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(\d+:)?\d\d:\d\d$/);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: `Pay now: ${made.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment$/);
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: /^Transaction complete/ })).toBeVisible();

  await page.goto('/dashboard/waitlist');
  await expect(page.getByText('You are not on any waitlist')).toBeVisible();
  await page.goto('/dashboard/enrolledclasses');
  await expect(page.getByText(made.name, { exact: true }).first()).toBeVisible();
});
