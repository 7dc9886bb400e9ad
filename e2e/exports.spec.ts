// The admin's CSV exports in Chromium: a student pays for a Kuala Lumpur class by card, the admin
// downloads that branch's payments from the payments page (the file is fetched with the admin's
// token and saved), and the file read by a real CSV parser holds the payment. The section passes
// axe and says offline that downloading needs the connection.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import {
  expect,
  expectNoAccessibilityViolations,
  signInOnce,
  test,
  demoAccount,
} from './fixtures.ts';
import { cardPair, payWithTestCard, selectClasses } from './payments-fixtures.ts';

test('the admin downloads a branch’s payments as a CSV that parses, with the payment in it', async ({
  page,
  browser,
  baseURL,
  createAccount,
  signIn,
  uniqueEmail,
}) => {
  // A student's payment and an admin's sign-in in one test: twice a single journey's time.
  test.setTimeout(120_000);
  const [paid] = cardPair('myr');
  await signIn(await createAccount());
  await selectClasses(page, [paid!.Name]);
  await page.goto('/dashboard/payment');
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: /^Transaction complete/ })).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const { email, password } = demoAccount('admin');
  await signInOnce(admin, email, password);
  await admin.goto('/dashboard/payments');
  const section = admin.getByRole('region', { name: 'Exports' });
  await expect(section).toBeVisible();
  await section.getByLabel('Records').selectOption('payments');
  await section.getByLabel('Branch').selectOption({ label: 'Kuala Lumpur' });
  // Kuala Lumpur's today may be the day after the browser's.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await section.getByLabel('From').fill('2020-01-01');
  await section.getByLabel('To').fill(tomorrow);
  await expectNoAccessibilityViolations(admin);

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    section.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`payments-kuala-lumpur-2020-01-01-${tomorrow}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  const mine = records.filter((record) => record.payer_email === uniqueEmail);
  expect(mine).toEqual([
    expect.objectContaining({
      type: 'payment',
      branch: 'kuala-lumpur',
      time_zone: 'Asia/Kuala_Lumpur',
      classes: paid!.Name,
      currency: 'MYR',
      amount: paid!.price.toFixed(2),
      amount_minor: String(Math.round(paid!.price * 100)),
      gateway: 'card',
      receipt_number: expect.stringMatching(/^KUL-\d{4}-\d{6}$/),
    }),
  ]);
  await expect(admin.getByText(`Saved ${download.suggestedFilename()}.`)).toBeVisible();

  await adminContext.setOffline(true);
  const button = section.getByRole('button', { name: 'Download CSV' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(
    'You are offline. Downloading an export needs a connection.',
  );
  await adminContext.setOffline(false);
  await expect(button).toBeEnabled();
  await adminContext.close();
});

test('a range that ends before it begins is refused at the field, in words', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/dashboard/payments');
  const section = page.getByRole('region', { name: 'Exports' });
  await section.getByLabel('From').fill('2026-03-02');
  await section.getByLabel('To').fill('2026-03-01');
  await section.getByRole('button', { name: 'Download CSV' }).click();
  await expect(section.getByLabel('To')).toHaveAccessibleDescription(
    'The last day must be the first day or after it.',
  );
});
