// A visitor narrows /classes by sport and day: the URL follows, Back undoes the last filter, a
// reload keeps them, and with the network cut the same URL filters the saved copy.
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import { DAY_NAMES } from '../shared/classes/catalogue-query.ts';
import { expect, test } from './fixtures.ts';
import { waitForTheApp } from './helpers.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';

test.use(GOES_OFFLINE);

const APPROVED = DEMO_CLASSES.filter((demo) => demo.status === 'approved');
// An approved class's sport and its first weekday: a filter with at least one class. Other specs
// add approved classes to the same stack while this one runs (without a sport, or football in
// e2e/screens-fixtures.ts), so the sport is another one and only filtered counts are compared.
const target = APPROVED.find((demo) => demo.sport && demo.sport !== 'football')!;
const sport = target.sport!;
const weekday = target.schedule!.weekdays[0]!;
const day = DAY_NAMES[weekday];
const expected = APPROVED.filter(
  (demo) => demo.sport === sport && demo.schedule?.weekdays.includes(weekday),
).map((demo) => demo.Name);
const ofSport = APPROVED.filter((demo) => demo.sport === sport).map((demo) => demo.Name);

const countText = (count: number) => (count === 1 ? '1 class' : `${count} classes`);

test('a visitor filters /classes by sport and day, with Back, reload and offline', async ({
  page,
  context,
}) => {
  const cardNames = () => page.locator('main li h2').allTextContents();
  // The result count (the offline note, a status too, comes after it).
  const count = page.locator('main p[role="status"]').first();

  await page.goto('/classes');
  // The count is told by the app (which starts on the reader's intent here), once the catalogue
  // is saved on the device (a whole sync: slow on a busy machine).
  await waitForTheApp(page);
  await expect(count).toHaveText(/^\d+ classes?$/, { timeout: 30_000 });

  await page.getByLabel('Sport').selectOption(sport);
  await expect(page).toHaveURL(`/classes?sport=${sport}`);
  await expect(count).toHaveText(countText(ofSport.length));
  await page.getByLabel('Day', { exact: true }).selectOption(day);
  await expect(page).toHaveURL(`/classes?sport=${sport}&day=${day}`);
  await expect(count).toHaveText(countText(expected.length));
  expect((await cardNames()).sort()).toEqual([...expected].sort());

  // Back takes off the day, and the control shows it.
  await page.goBack();
  await expect(page).toHaveURL(`/classes?sport=${sport}`);
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('');
  await expect(count).toHaveText(countText(ofSport.length));
  await page.goForward();
  await expect(page).toHaveURL(`/classes?sport=${sport}&day=${day}`);

  await page.reload();
  await waitForTheApp(page);
  await expect(page.getByLabel('Sport')).toHaveValue(sport);
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(day);
  await expect(count).toHaveText(countText(expected.length));
  expect((await cardNames()).sort()).toEqual([...expected].sort());

  // The card leads to the class's own page; Select stays a button of its own.
  const card = page.locator('main li', { hasText: expected[0]! });
  await expect(card.getByRole('link', { name: expected[0]! })).toHaveAttribute(
    'href',
    /^\/classes\/[\w-]+$/,
  );
  await expect(card.getByRole('button', { name: /select/i })).toBeVisible();

  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.goto(`/classes?sport=${sport}&day=${day}`);
  await expect(page.getByText(/^Offline/).first()).toBeVisible();
  await expect(count).toHaveText(countText(expected.length));
  expect((await cardNames()).sort()).toEqual([...expected].sort());
  // Offline, another filter still responds from the saved copy.
  await page.getByLabel('Day', { exact: true }).selectOption('');
  await expect(count).toHaveText(countText(ofSport.length));
  await context.setOffline(false);
});
