import { FIRST_PAGE_SIZE } from '../shared/pages/page-table.ts';
import { expect, test } from './fixtures.ts';
import { APPROVED_CLASS_NAMES, HIDDEN_CLASS_NAMES, classCard, waitForTheApp } from './helpers.ts';

test.describe('a visitor (signed out)', () => {
  test('sees exactly the approved classes on /classes', async ({ page, request }) => {
    // Other specs share this stack and approve classes of their own: the API's approved list is
    // the truth; the seed's statuses say what must and must not be there.
    const approved = (await (await request.get('/api/class')).json()) as Array<{
      status: string;
      sets: number;
    }>;
    expect(approved.every((item) => item.status === 'approved')).toBe(true);
    await page.goto('/classes');
    await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
    // The app, started as a reader starts it, follows the seats other specs take meanwhile; the
    // server's HTML shows them as they were when it was sent.
    await waitForTheApp(page);

    for (const name of APPROVED_CLASS_NAMES) {
      await expect(
        page.getByText(name, { exact: true }).first(),
        `approved class "${name}"`,
      ).toBeVisible();
    }
    for (const name of HIDDEN_CLASS_NAMES) {
      await expect(
        page.getByText(name, { exact: true }),
        `not approved class "${name}"`,
      ).toHaveCount(0);
    }
    // A full class offers a visitor Join waitlist (which asks them to log in) in place of Select.
    // The page shows the catalogue's first page, in the API's order (newest first).
    const shown = approved.slice(0, FIRST_PAGE_SIZE);
    const full = shown.filter((item) => item.sets <= 0).length;
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(
      shown.length - full,
    );
    await expect(page.getByRole('button', { name: 'Join waitlist', exact: true })).toHaveCount(
      full,
    );
  });

  test('is asked to log in on Select and "Go to login" leads to /login', async ({ page }) => {
    await page.goto('/classes');
    const name = APPROVED_CLASS_NAMES[0] ?? '';
    await classCard(page, name).getByRole('button', { name: 'Select', exact: true }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('You Need to Login to Select Class')).toBeVisible();
    await dialog
      .getByRole('button', { name: 'Go to login' })
      .or(dialog.getByRole('link', { name: 'Go to login' }))
      .click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'please Login' })).toBeVisible();
  });
});
