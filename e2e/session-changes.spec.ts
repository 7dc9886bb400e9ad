// One session cancelled and another moved: the demo instructor adds a class, opens its
// students and sessions from My Classes, cancels a session to come with a reason and moves
// another; the page shows the first struck through with its reason and the second at its new
// time with where it was first planned. An admin sees the class's attendance in Manage Classes.
import type { Page } from '@playwright/test';
import {
  addClass,
  daysFromToday,
  expect,
  tableRow,
  test,
  waitForContent,
} from './journeys-fixtures.ts';
import { expectNoAccessibilityViolations } from './fixtures.ts';

/**
 * Not a check: with SHOTS_DIR set, the screen at 390 and 1280 px wide (whole page), to look at
 * (`SHOTS_DIR=/tmp/shots npm run test:e2e -- e2e/session-changes.spec.ts`).
 */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A day at least a month away, YYYY-MM-DD, its Dhaka weekday as the toggle names it. */
const firstDate = daysFromToday(30 + Math.floor(Math.random() * 200));

test('the instructor cancels one session with a reason and moves another; the sessions page shows both', async ({
  openAs,
  uniqueName,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Session Changes Drills');
  // Early morning (no demo class meets before 6 AM), a random quarter so runs do not clash.
  const startTime = `05:${String(15 * Math.floor(Math.random() * 4)).padStart(2, '0')}`;
  const coach = await openAs('instructor');
  await addClass(coach, {
    name,
    photoUrl: `${baseURL}/images/classes/football.svg`,
    price: '25',
    seats: '10',
    schedule: { firstDate, startTime, sessions: 3 },
  });

  await coach.goto('/dashboard/instructorclasses');
  await waitForContent(coach);
  await tableRow(coach, name)
    .getByRole('link', { name: `Students and sessions: ${name}` })
    .click();
  await expect(coach.getByRole('heading', { level: 1, name })).toBeVisible();
  const sessions = coach.getByRole('table').filter({ hasText: 'Attendance' });
  await expect(sessions.getByRole('row')).toHaveCount(4); // the heading and three sessions

  // The first session: cancelled, with a reason (which is required).
  const first = sessions.getByRole('row').nth(1);
  const firstWhen = (await first.getByRole('cell').first().innerText()).split('\n')[0]!;
  await first.getByRole('button', { name: /^Cancel session/ }).click();
  const cancelDialog = coach.getByRole('dialog');
  await cancelDialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(cancelDialog).toContainText('Give a reason: students see it.');
  await cancelDialog.getByLabel('Reason').fill('The pitch is being re-turfed');
  await cancelDialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(first).toContainText('Cancelled');
  await expect(first).toContainText('Reason: The pitch is being re-turfed');
  await expect(first.getByText(firstWhen)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(first.getByRole('button')).toHaveCount(0);

  // The second: moved a day later, an hour later, at the venue's time.
  const second = sessions.getByRole('row').nth(2);
  await second.getByRole('button', { name: /^Move session/ }).click();
  const moveDialog = coach.getByRole('dialog');
  const date = moveDialog.getByLabel('New date');
  const dayAfter = new Date(Date.parse(`${await date.inputValue()}T12:00:00Z`) + 86_400_000);
  await date.fill(dayAfter.toISOString().slice(0, 10));
  await moveDialog.getByLabel('New start time').fill(`06:${startTime.slice(3)}`);
  await moveDialog.getByLabel('Reason').fill('Exams on the usual day');
  await moveDialog.getByRole('button', { name: 'Move session' }).click();
  await expect(moveDialog).toBeHidden();
  const moved = sessions.getByRole('row').filter({ hasText: 'Exams on the usual day' });
  await expect(moved).toContainText(/Moved from \w+, \w+ \d+/);
  await expect(moved).toContainText(`6:${startTime.slice(3)} AM`);
  await expect(moved).toContainText('Coming');
  await shoot(coach, 'sessions-page');
  // The page, not the "Session moved" toast still fading in (its colours are mid-animation).
  await expectNoAccessibilityViolations(coach, ['[data-sonner-toaster]']);

  // The admin's Manage Classes: the class's attendance ("—": nothing held yet) and its sessions.
  const admin = await openAs('admin');
  await admin.goto('/dashboard/allclasses');
  await waitForContent(admin);
  const row = tableRow(admin, name);
  const sessionsButton = row.getByRole('button', { name: `Attendance —: sessions of ${name}` });
  await expect(sessionsButton).toHaveText('Attendance —');
  await sessionsButton.click();
  const dialog = admin.getByRole('dialog', { name: `${name}: students and sessions` });
  await expect(dialog).toContainText('Reason: The pitch is being re-turfed');
  await expect(dialog).toContainText('Reason: Exams on the usual day');
  await shoot(admin, 'admin-sessions-dialog');
});
