// Decision 012 in a real browser against the real build and server: the public pages arrive as
// HTML (shown with JavaScript off), every other route as the generic shell, and with JavaScript
// on the app takes over the prerendered page without moving anything.
import { expect, test } from './fixtures.ts';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages show their headings, other routes the loading shell', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Sports Academy: train with world-class sports trainers'],
      ['/classes', 'Choose Your Interest'],
      ['/instructor', 'Here Is Our World best Instructors'],
      ['/popularinstructors', 'Popular instructors'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    }
    await page.goto('/dashboard/myclass');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  // Narrow, where the list's header wraps: what arrives with the data must not push it down.
  test.use({ viewport: { width: 390, height: 844 } });

  test('the app renders over /classes with no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/classes');
    await expect(page.getByRole('button', { name: 'Select', exact: true }).first()).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
  });
});
