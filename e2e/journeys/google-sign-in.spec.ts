// Google sign-in through the Auth emulator's popup, with the gapi stand-in serving the script
// the SDK and the emulator's helper iframe would load from apis.google.com.
import { expect, test } from '../fixtures.ts';
import { serveGapiStandIn } from '../gapi-stand-in.ts';

// The app's service worker would fetch apis.google.com itself, out of context.route's reach.
test.use({ serviceWorkers: 'block' });

test('Google sign-in through the emulator popup signs a new user in and stores them through POST /api/users', async ({
  page,
  context,
  uniqueEmail,
}) => {
  await serveGapiStandIn(context);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'please Login' })).toBeVisible();

  const userPosted = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/users' && response.request().method() === 'POST',
  );
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Google' }).click();
  const popup = await popupOpened;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(uniqueEmail);
  await popup.locator('#display-name-input').fill('Gia Google');
  await popup.locator('#sign-in').click();

  const response = await userPosted;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toMatchObject({
    email: uniqueEmail,
    name: 'Gia Google',
  });
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});
