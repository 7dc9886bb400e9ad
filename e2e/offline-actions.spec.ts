// Online-only actions while the connection is cut: each says it needs a connection and its button
// is disabled (described by that sentence), and both come back when the connection does. The
// pages are already open: going offline must not make them fail or go blank.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SELECTABLE_CLASS, waitForTheApp } from './helpers.ts';
import { GOES_OFFLINE, accessTokenOf, selectOnServer } from './offline-fixtures.ts';

test.use(GOES_OFFLINE);

async function expectNeedsConnection(
  context: BrowserContext,
  page: Page,
  sentence: string,
  buttons: Locator[],
): Promise<void> {
  for (const button of buttons) await expect(button).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  for (const button of buttons) await expect(button).toBeDisabled();
  // The first button names the note as its description, so a screen reader says why too.
  await expect(buttons[0]!).toHaveAccessibleDescription(sentence);
  await context.setOffline(false);
  await expect(page.getByText(sentence, { exact: true })).toHaveCount(0);
  for (const button of buttons) await expect(button).toBeEnabled();
}

test('login and register say signing in needs a connection', async ({ page, context }) => {
  await page.goto('/login');
  await expectNeedsConnection(context, page, 'You are offline. Logging in needs a connection.', [
    page.getByRole('button', { name: 'Login', exact: true }),
  ]);
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Google' })).toBeDisabled();
  await context.setOffline(false);

  await page.goto('/register');
  await expectNeedsConnection(
    context,
    page,
    'You are offline. Creating an account needs a connection.',
    [page.getByRole('button', { name: 'Register', exact: true })],
  );
});

test('the contact form says sending needs a connection', async ({ page, context }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form).toBeVisible();
  // The form sends once the app has started, as the visitor comes to it.
  await waitForTheApp(page);
  await expectNeedsConnection(
    context,
    page,
    'You are offline. Sending a message needs a connection.',
    [form.getByRole('button', { name: 'Submit' })],
  );
});

test('Add a Class says adding needs a connection', async ({ page, context, signIn }) => {
  await signIn('instructor');
  await page.goto('/dashboard/addclass');
  await expectNeedsConnection(
    context,
    page,
    'You are offline. Adding a class needs a connection.',
    [page.getByRole('button', { name: 'Add Class' })],
  );
});

test('admin actions say they need a connection', async ({ page, context, signIn }) => {
  await signIn('admin');
  await page.goto('/dashboard/allusers');
  await expect(page.getByRole('button', { name: /^Make Admin:/ }).first()).toBeVisible();
  await context.setOffline(true);
  await expect(
    page.getByText('You are offline. Changing roles and deleting users needs a connection.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Make Admin:/ }).first()).toBeDisabled();
  await context.setOffline(false);

  await page.goto('/dashboard/allclasses');
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await expect(remove).toBeEnabled();
  await context.setOffline(true);
  await expect(
    page.getByText('You are offline. Approving, denying and deleting classes needs a connection.'),
  ).toBeVisible();
  await expect(remove).toBeDisabled();
  await context.setOffline(false);
  await expect(remove).toBeEnabled();
});

test('Pay says paying needs a connection', async ({
  page,
  context,
  baseURL,
  createAccount,
  signIn,
  uniqueEmail,
}) => {
  await signIn(await createAccount());
  await selectOnServer(baseURL!, await accessTokenOf(page), uniqueEmail, SELECTABLE_CLASS._id);
  await page.goto('/dashboard/payment');
  const pay = page.getByRole('button', { name: /^Pay \S/ });
  // Enabled once the seats are held.
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  await context.setOffline(true);
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription('You are offline. Paying needs a connection.');
  await context.setOffline(false);
  await expect(pay).toBeEnabled({ timeout: 15_000 });
});
