// Classes that happen in time: an instructor sets a class's schedule and sees its dates
// before saving and in My Classes, an admin approves it and sees its schedule in Manage Classes,
// and a student who selected a class meeting at the same time is warned before selecting it.
import {
  addClass,
  daysFromToday,
  expect,
  registerThroughUi,
  tableRow,
  test,
  waitForContent,
} from './journeys-fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * Not a check: with SHOTS_DIR set, the screen as it is now at 390 and 1280 px wide (whole page),
 * to look at what people see (`SHOTS_DIR=/tmp/shots npm run test:e2e -- e2e/schedules.spec.ts`).
 */
async function shoot(page: Page, name: string, fullPage = false) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
}

/** Morning Vinyasa Flow (demo data): Dhaka, Sunday, Tuesday and Thursday, 7:00–8:00 AM, running. */
const VINYASA = 'Morning Vinyasa Flow';

/** The next Tuesday at least a day away, YYYY-MM-DD (the first date must be to come in Dhaka). */
function nextTuesday(): string {
  for (let days = 2; ; days += 1) {
    const date = daysFromToday(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 2) return date;
  }
}

test('an instructor schedules a class and sees its dates, an admin approves it, a student is warned of an overlap', async ({
  openAs,
  uniqueName,
  baseURL,
}) => {
  // Three people, two sign-ins and a registration: longer than one person's journey.
  test.setTimeout(150_000);
  const name = uniqueName('Tuesday Sunrise Drills');
  const firstDate = nextTuesday();
  const coach = await openAs('instructor');

  // The preview follows the fields: four Tuesdays at 7:30 AM in Bangladesh time.
  await coach.goto('/dashboard/addclass');
  const preview = coach.getByRole('region', { name: 'The dates' });
  await expect(preview).toContainText('Choose a venue, the first date');
  await coach.getByLabel('Venue').selectOption('dhaka');
  await coach.getByLabel('First date').fill(firstDate);
  await coach.getByLabel('Start time').fill('07:30');
  await coach.getByRole('button', { name: 'Tue', exact: true }).click();
  await coach.getByLabel('Number of sessions', { exact: true }).fill('4');
  await expect(preview).toContainText(
    /^The dates4 sessions, from Tue, .* to Tue, .*, in Bangladesh time\./,
  );
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await expect(preview.getByRole('listitem').first()).toContainText('7:30 AM–8:30 AM');
  await shoot(coach, 'add-class', true);

  await addClass(coach, {
    name,
    photoUrl: `${baseURL}/images/classes/football.svg`,
    price: '30',
    seats: '12',
    schedule: { firstDate, startTime: '07:30', sessions: 4 },
  });

  await coach.goto('/dashboard/instructorclasses');
  await waitForContent(coach);
  const mine = tableRow(coach, name);
  // The helper's 15-minute length: Tuesdays at 7:30 AM, from the first date to the fourth.
  await expect(mine).toContainText('Tue · 7:30 AM (Bangladesh time)');
  await expect(mine).toContainText(/Tue, \w+ \d+ to Tue, \w+ \d+/);
  await expect(mine.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    /\/classes\/[\w-]+$/,
  );
  if (process.env.SHOTS_DIR) {
    await mine.getByRole('button', { name: /Update/ }).click();
    await shoot(coach, 'edit-dialog');
    await coach.getByRole('group', { name: 'Schedule' }).scrollIntoViewIfNeeded();
    await shoot(coach, 'edit-dialog-schedule');
  }

  const admin = await openAs('admin');
  await admin.goto('/dashboard/allclasses');
  await waitForContent(admin);
  const row = tableRow(admin, name);
  await expect(row).toContainText('Football · Beginners · Dhanmondi, Dhaka');
  await expect(row).toContainText('Tue · 7:30 AM (Bangladesh time)');
  await admin
    .getByRole('table')
    .getByRole('button', { name: `pending: approve ${name}` })
    .click();
  await expect(row.getByRole('button', { name: 'Status: approved' })).toBeDisabled();

  // A new student selects the running yoga class, then the new one: they meet on Tuesdays.
  const student = await openAs('visitor');
  await registerThroughUi(student, {
    name: 'Overlap Student',
    email: `${uniqueName('overlap').replace(/\W+/g, '-').toLowerCase()}@academy.test`,
  });
  await student.goto('/classes');
  await waitForContent(student);
  const card = (className: string) =>
    student
      .getByRole('listitem')
      .filter({ has: student.getByRole('heading', { name: className }) });
  await card(VINYASA).getByRole('button', { name: 'Select' }).click();
  await expect(card(VINYASA).getByRole('button', { name: 'Selected' })).toBeVisible();

  await card(name).getByRole('button', { name: 'Select' }).click();
  const warning = student.getByRole('alertdialog', { name: 'This class overlaps one of yours' });
  await expect(warning).toContainText(
    `“${name}” meets at the same time as “${VINYASA}”, which you have already selected:`,
  );
  await expect(warning).toContainText(/Tue, \w+ \d+, 7:00 AM–8:00 AM \(Bangladesh time\)/);
  await shoot(student, 'overlap-warning');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(name).getByRole('button', { name: 'Select' })).toBeEnabled();

  await card(name).getByRole('button', { name: 'Select' }).click();
  await student.getByRole('button', { name: 'Select anyway' }).click();
  await expect(card(name).getByRole('button', { name: 'Selected' })).toBeVisible();
});
