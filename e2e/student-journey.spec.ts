import { TEST_PASSWORD, expect, test } from './fixtures.ts';
import { SELECTABLE_CLASS, classCard } from './helpers.ts';

test('a new user registers, is signed in, selects a class and finds it in My selected Classes', async ({
  page,
  uniqueEmail,
  baseURL,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Please Register' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Riley Runner');
  await page.getByLabel('Photo URL', { exact: true }).fill(`${baseURL}/images/avatars/student.svg`);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  // Registration ends on the home page, signed in: the navigation offers the dashboard, not Login.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/?$`));
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  await page.goto('/classes');
  await classCard(page, SELECTABLE_CLASS.Name)
    .getByRole('button', { name: 'Select', exact: true })
    .click();
  await expect(page.getByText('Your Class Is Selected')).toBeVisible();

  await page.goto('/dashboard/myclass');
  await expect(page.getByRole('heading', { name: /My selected Classes/i }).first()).toBeVisible();
  await expect(page.getByText(SELECTABLE_CLASS.Name, { exact: true }).first()).toBeVisible();
});
