// Data for the class page's states and the notices, written straight into the e2e stack's
// database (E2E_DATABASE_URL): a student's selection of a class, and a student's payment notices
// as the server writes them (payment-notices.ts) and as older receipts were (no class names),
// with an unbroken transaction id and class name; and the checks that a page fits its screen.
import { expect, type Page } from '@playwright/test';
import { createDb } from '../api/db/client.ts';
import { notifications, selections, users } from '../api/db/schema.ts';
import { receiptNotice, refundNotice } from '../api/services/payments/payment-notices.ts';
import { createEmulatorAccount } from '../scripts/lib/emulator-accounts.ts';
import { databaseUrl, type Person } from './check-in-fixtures.ts';
import { TEST_PASSWORD } from './fixtures.ts';

export const SCREENS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

/** A public page's path in `locale` (Bangla's under /bn). */
export const inLocale = (locale: Locale, path: string) => (locale === 'bn' ? `/bn${path}` : path);

/** The reader's choice for the pages with one path (the dashboard), kept as the app keeps it. */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
}

/** Nothing wider than the screen: the page does not scroll sideways. */
export async function expectFitsScreen(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `the page's width at ${widths.screen}px`).toBeLessThanOrEqual(widths.screen);
}

export async function selectInDatabase(email: string, classId: string): Promise<void> {
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    await db.insert(selections).values({ id: crypto.randomUUID(), classId, email });
  } finally {
    client.close();
  }
}

/** A word of letters with no place to break, as a transaction id or a class name can be. */
const unbroken = (prefix: string, stamp: string) =>
  `${prefix}${'0123456789abcdefghijklmnopqrstuvwxyz'.repeat(2)}${stamp}`;

/**
 * A student with three notices, newest first: a receipt naming its classes (one a single long
 * word), a receipt of before the names (a count and a transaction id only), and a refund.
 */
export async function seedPaymentNotices(emulatorHost: string, stamp: string) {
  const student: Person = {
    name: 'Farhana Akter',
    email: `farhana-${stamp}@academy.test`,
    password: TEST_PASSWORD,
  };
  const longName = unbroken('Swimming', stamp);
  const transactionId = unbroken('pi_test_', stamp);
  const created = await createEmulatorAccount(emulatorHost, {
    email: student.email,
    password: student.password,
    displayName: student.name,
    emailVerified: true,
  });
  if (!created) throw new Error(`${student.email} exists in the Auth emulator already.`);
  const userId = crypto.randomUUID();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  // The student's own classes: no child is named.
  const own = (name: string) => ({ name, child: null });
  const receipt = receiptNotice(
    7_550,
    'usd',
    [own(longName), own('Karate for Beginners')],
    transactionId,
  );
  const older = {
    ...receipt,
    params: { amount: 40, count: 1, transactionId: unbroken('pi_test_old', stamp) },
  };
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    await db.insert(users).values({
      id: userId,
      name: student.name,
      email: student.email,
      firebaseUid: created.localId,
    });
    await db.insert(notifications).values([
      { id: crypto.randomUUID(), userId, ...receipt, createdAt: at(1) },
      {
        id: crypto.randomUUID(),
        userId,
        ...refundNotice(3_600, 'usd', [own(longName)]),
        createdAt: at(2),
      },
      { id: crypto.randomUUID(), userId, ...older, createdAt: at(60 * 24 * 3) },
    ]);
  } finally {
    client.close();
  }
  return { student, longName, transactionId };
}
