// A reader whose browser asks for Bangla (bn-BD) sends a form with mistakes: the messages under
// its fields are the catalogue's Bangla, with no English left beside them.
import { expect, test } from './fixtures.ts';

test.use({ locale: 'bn-BD' });

test('a Bangla reader sees the login form’s messages in Bangla', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const form = page.locator('form#login');
  await form.locator('#login-email').fill('not-an-email');
  await form.locator('button[type="submit"]').click();

  await expect(form.getByText('সঠিক একটি ইমেইল ঠিকানা লিখুন।')).toBeVisible();
  await expect(form.getByText('পাসওয়ার্ড দিতে হবে')).toBeVisible();
  await expect(form.getByText('Enter a valid email address.')).toHaveCount(0);
  await expect(form.getByText('Password is required')).toHaveCount(0);
});
