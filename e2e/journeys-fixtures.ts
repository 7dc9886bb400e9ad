// Fixtures for the multi-person journeys of e2e/journeys/: each person (admin, instructor,
// student, visitor) gets a browser context of their own, signed in (e2e/fixtures.ts, signInOnce),
// so one test can hand a class from the instructor to the admin to a visitor. The contexts close
// after the test.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  demoAccount,
  expect,
  signInOnce,
  test as base,
  TEST_PASSWORD,
  type DemoRole,
} from './fixtures.ts';

export { expect };

/** The size the "Done when" names for wide screens: the dashboard shows tables there. */
export const WIDE = { width: 1280, height: 800 } as const;
/** The phone size of the "Done when": the dashboard shows cards there. */
export const PHONE = { width: 390, height: 844 } as const;

type Person = DemoRole | 'visitor' | { email: string; password: string };

interface JourneyFixtures {
  /**
   * A new page in a context of its own, signed in as the person (a visitor stays signed out); it
   * may still be blank: go to the page the test needs.
   */
  openAs: (who: Person, viewport?: { width: number; height: number }) => Promise<Page>;
  /** A name no other test (or earlier run) uses, e.g. for a class or a user. */
  uniqueName: (prefix: string) => string;
}

let nameCounter = 0;

async function newSignedInPage(
  browser: Browser,
  baseURL: string | undefined,
  who: Person,
  viewport: { width: number; height: number },
  contexts: BrowserContext[],
  serviceWorkers: 'allow' | 'block',
): Promise<Page> {
  // Blocked unless the journey goes offline (GOES_OFFLINE): without a service worker, no context
  // downloads the whole precache.
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers });
  contexts.push(context);
  const page = await context.newPage();
  if (who === 'visitor') return page;
  const { email, password } = typeof who === 'string' ? demoAccount(who) : who;
  await signInOnce(page, email, password);
  return page;
}

export const test = base.extend<JourneyFixtures>({
  openAs: async ({ browser, baseURL, serviceWorkers }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide((who, viewport = WIDE) =>
      newSignedInPage(browser, baseURL, who, viewport, contexts, serviceWorkers),
    );
    for (const context of contexts) await context.close();
  },
  // eslint-disable-next-line no-empty-pattern
  uniqueName: async ({}, provide, testInfo) => {
    await provide((prefix) => {
      nameCounter += 1;
      return `${prefix} ${Date.now().toString(36)}${testInfo.workerIndex}${nameCounter}`;
    });
  },
});

/** Waits until no skeleton or access check is on screen (they carry aria-busy). */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The instructor's Add a Class form, filled and sent; ends when the 'SUCCESS' dialog shows.
 * The instructor's name and e-mail are prefilled from the signed-in account.
 */
export async function addClass(
  page: Page,
  klass: { name: string; photoUrl: string; price: string; seats: string; schedule?: Slot },
): Promise<void> {
  await page.goto('/dashboard/addclass');
  await page.getByLabel('Class Name').fill(klass.name);
  await page.getByLabel('Photo URL').fill(klass.photoUrl);
  await page.getByLabel('Price ($)').fill(klass.price);
  await page.getByLabel('Available seats').fill(klass.seats);
  await fillClassDetails(page, klass.schedule ?? uniqueSlot());
  await page.getByRole('button', { name: 'Add Class', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'SUCCESS' })).toBeVisible();
}

/** When a class meets: its first date (YYYY-MM-DD), start time and how many weekly sessions. */
export type Slot = { firstDate: string; startTime: string; sessions: number };

/** The weekday toggles' names, as they show (Date.getDay() order). */
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A date `days` from today, YYYY-MM-DD (UTC; Dhaka's day can be a day later, still future). */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One early-morning session on a random future day: no demo class meets before 6 AM, and two
 * classes the same instructor adds in one run almost never share a slot (the API refuses a clash).
 */
function uniqueSlot(): Slot {
  const minutes = 5 * 60 + 15 * Math.floor(Math.random() * 4);
  const time = `0${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  return {
    firstDate: daysFromToday(40 + Math.floor(Math.random() * 300)),
    startTime: time,
    sessions: 1,
  };
}

/** Sport, level, a Dhaka venue and a weekly schedule on the first date's weekday. */
export async function fillClassDetails(page: Page, slot: Slot): Promise<void> {
  await page.getByLabel('Sport').selectOption('football');
  await page.getByLabel('Level').selectOption('beginner');
  await page.getByLabel('Venue').selectOption('dhaka');
  await page.getByLabel('Description').fill('Drills and a match.');
  await page.getByLabel('First date').fill(slot.firstDate);
  await page.getByLabel('Start time').fill(slot.startTime);
  await page.getByLabel('Length (minutes)').fill('15');
  const weekday = new Date(`${slot.firstDate}T12:00:00Z`).getUTCDay();
  await page.getByRole('button', { name: WEEKDAY_NAMES[weekday], exact: true }).click();
  await page.getByLabel('Number of sessions', { exact: true }).fill(String(slot.sessions));
}

/**
 * The row of a dashboard table holding the exact text (a class or user name) as a cell of its own
 * or as the link a cell starts with (a class's name links to its page, its schedule under it).
 * The desktop table and the phone cards are both in the DOM; on wide screens only the table is
 * shown.
 */
export function tableRow(page: Page, text: string) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({
      has: page
        .getByRole('cell', { name: text, exact: true })
        .or(page.getByRole('cell').getByRole('link', { name: text, exact: true })),
    });
}

/**
 * Registers a new student through /register (the only e-mail path that stores the user in the
 * API's database: a plain sign-in does not post the user). Ends signed in, on the home page.
 */
export async function registerThroughUi(
  page: Page,
  account: { name: string; email: string },
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page
    .getByLabel('Photo URL', { exact: true })
    .fill(new URL('/images/avatars/student.svg', page.url()).href);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).not.toHaveURL(/\/register/);
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
}
