// Payments at the desk in Chromium (decision 040): the front desk, on a 390 px phone in Bangla,
// finds the demo student, records a cash payment for a Dhaka class and reads the receipt number;
// the student then sees the class among their enrolled classes, and the desk hands it back. The desk screen opens offline
// and finds a student from the roster it saved, and says that recording needs the connection.
import type { Browser, Page } from '@playwright/test';
import { createDb } from '../api/db/client.ts';
import { classes } from '../api/db/schema.ts';
import { m } from '../shared/i18n/paraglide/messages.js';
import { chooseLanguage, expectFitsScreen } from './class-states-fixtures.ts';
import { databaseUrl } from './check-in-fixtures.ts';
import {
  demoAccount,
  expect,
  expectNoAccessibilityViolations,
  signInOnce,
  test,
} from './fixtures.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';

const bn = { locale: 'bn' } as const;
const PHONE = { width: 390, height: 844 };

/** A new approved Dhaka class with seats, that no one has paid for yet. */
async function dhakaClass(name: string): Promise<void> {
  const { db, client } = createDb({ url: databaseUrl() });
  try {
    await db.insert(classes).values({
      id: crypto.randomUUID(),
      name,
      photo: '/images/classes/football.webp',
      instructorName: 'Carlos Mendes',
      instructorEmail: 'coach@academy.test',
      priceCents: 250_000,
      currency: 'bdt',
      venue: 'dhaka',
      seats: 5,
      status: 'approved',
    });
  } finally {
    client.close();
  }
}

async function signInAsDesk(page: Page) {
  const desk = demoAccount('frontdesk');
  await signInOnce(page, desk.email, desk.password);
}

async function findDemoStudent(page: Page) {
  const student = demoAccount('student');
  await page.getByLabel(m.desk_student_search_label({}, bn)).fill('student@academy');
  await page.getByRole('button', { name: m.desk_student_pick({ name: student.name }, bn) }).click();
  await expect(page.getByText(student.email)).toBeVisible();
}

async function enrolledClassesOfStudent(browser: Browser, className: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const student = demoAccount('student');
  await signInOnce(page, student.email, student.password);
  await page.goto('/dashboard/enrolledclasses');
  await expect(page.getByText(className).first()).toBeVisible();
  await context.close();
}

test('the front desk records a cash payment in Bangla on a 390 px phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const className = `Desk Cricket ${Date.now().toString(36)}`;
  await dhakaClass(className);
  await page.setViewportSize(PHONE);
  await signInAsDesk(page);
  await chooseLanguage(page, 'bn');
  await page.goto('/dashboard/desk');
  await expect(
    page.getByRole('heading', { name: m.desk_page_title({}, bn), level: 1 }),
  ).toBeVisible();
  await findDemoStudent(page);
  await page.getByLabel(new RegExp(className)).check();
  await expect(page.getByText(m.desk_total({ total: '৳২,৫০০' }, bn))).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectFitsScreen(page);

  await page.getByRole('button', { name: m.desk_record({}, bn) }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(className);
  await expectNoAccessibilityViolations(page);
  await confirm.getByRole('button', { name: m.desk_record({}, bn) }).click();

  const receipt = page.getByTestId('desk-receipt-number');
  await expect(receipt).toContainText(/DHK-\d{4}-\d{6}/);
  await expect(page.getByRole('heading', { name: m.desk_recorded_title({}, bn) })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectFitsScreen(page);

  await enrolledClassesOfStudent(browser, className);

  // The student changes their mind: the money is handed back at the desk, recorded at once.
  await page.getByRole('button', { name: m.desk_hand_back({}, bn) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: m.desk_hand_back({}, bn) })
    .click();
  await expect(page.getByText(m.desk_handed_back({ total: '৳২,৫০০' }, bn))).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The receipt handed over: its page names the number, the cash and the money handed back.
  const number = /DHK-\d{4}-\d{6}/.exec(await receipt.innerText())![0];
  await page.getByRole('link', { name: m.receipt_open_label({ id: number }, bn) }).click();
  await expect(page).toHaveURL(/\/dashboard\/receipts\//);
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByText(m.payment_gateway_cash({}, bn)).first()).toBeVisible();
});

test.describe('with the service worker (it goes offline)', () => {
  test.use(GOES_OFFLINE);
  test('the desk screen finds a student offline and says recording needs the connection', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInAsDesk(page);
    await chooseLanguage(page, 'bn');
    await page.goto('/dashboard/desk');
    await waitForServiceWorkerControl(page);
    // The roster is saved once it has been read.
    await expect(page.getByText(/শিক্ষার্থীর তালিকা সংরক্ষিত/)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: m.desk_page_title({}, bn), level: 1 }),
    ).toBeVisible();
    await findDemoStudent(page);
    await expect(page.getByText(m.desk_needs_connection({}, bn))).toBeVisible();
    await expect(page.getByRole('button', { name: m.desk_record({}, bn) })).toBeDisabled();
    await expectNoAccessibilityViolations(page);
    await context.setOffline(false);
  });
});
