// A student's receipt at 390 px: opened from Payment History in English and in Bangla, printed
// from the browser on A4 and on an 80 mm roll (the printed PDF's text holds the number and the
// total), downloaded as the server's PDF, and opened again with the network off after one view.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { formatPrice } from '../shared/i18n/format.ts';
import { sumPrices } from '../shared/money.ts';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';
import { cardPair, payWithTestCard, selectClasses } from './payments-fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A PDF's text, with a no-break space read as the space it is drawn as. */
async function pdfText(data: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text.replaceAll('\u00a0', ' ');
  } finally {
    await parser.destroy();
  }
}

/** The first page's width in points, as the PDF's MediaBox says it. */
const pageWidthOf = (pdf: Buffer) =>
  Number(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)/.exec(pdf.toString('latin1'))?.[1]);

/** Pays for two card classes in `currency` and answers their total. */
async function paidFor(page: Page, currency: 'myr' | 'sar') {
  const classes = cardPair(currency);
  await selectClasses(
    page,
    classes.map((c) => c.Name),
  );
  await page.goto('/dashboard/payment');
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: /^Transaction complete/ })).toBeVisible();
  return sumPrices(
    classes.map((c) => c.price),
    currency,
  );
}

test.describe('with the service worker (it goes offline)', () => {
  test.use(GOES_OFFLINE);
  test('a student opens a receipt from Payment History, prints it, downloads it, and opens it offline', async ({
    page,
    context,
    createAccount,
    signIn,
  }) => {
    await signIn(await createAccount());
    const total = formatPrice(await paidFor(page, 'myr'), { locale: 'en' }, 'myr').replaceAll(
      '\u00a0',
      ' ',
    );

    await page.goto('/dashboard/studentpayments');
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: /^View receipt of the payment pi_/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/receipts\/[\w-]+$/);
    const receiptUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
    const number = (await page.getByText(/^KUL-\d{4}-\d{6}$/).textContent()) ?? '';
    expect(number).toMatch(/^KUL-\d{4}-\d{6}$/);
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText(total);
    await expectNoAccessibilityViolations(page);

    // Printed from the browser: the receipt alone, on A4, then on the roll.
    const a4 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pageWidthOf(a4)).toBeCloseTo(595.28, 0);
    const a4Text = await pdfText(new Uint8Array(a4));
    expect(a4Text).toContain(number);
    expect(a4Text).toContain(total);
    expect(a4Text).not.toContain('Download PDF');
    expect(a4Text).not.toContain('Payment History');
    await page.getByRole('radio', { name: 'Receipt printer (80 mm)' }).check();
    const roll = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pageWidthOf(roll)).toBeCloseTo((80 / 25.4) * 72, 0);
    const rollText = await pdfText(new Uint8Array(roll));
    expect(rollText).toContain(number);
    expect(rollText).toContain(total);

    // The server's PDF, named by the receipt's number.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fileText = await pdfText(new Uint8Array(file));
    expect(fileText).toContain(number);
    expect(fileText).toContain(total);

    // Offline, the receipt seen once opens again, by reload and by navigation; the PDF says why not.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    await expect(page.getByText(/Downloading the PDF needs/)).toBeVisible();
    await page.goto('/dashboard/studentpayments');
    await page.goto(receiptUrl);
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText(total);
    await expectNoAccessibilityViolations(page);
    await context.setOffline(false);
  });
});

test('in Bangla the receipt says it in Bangla, with Bengali digits, on the page and in both PDFs', async ({
  page,
  createAccount,
  signIn,
}) => {
  await signIn(await createAccount());
  const total = formatPrice(await paidFor(page, 'sar'), { locale: 'bn' }, 'sar').replaceAll(
    '\u00a0',
    ' ',
  );
  await page.goto('/dashboard/studentpayments');
  await page.getByRole('link', { name: 'বাংলা' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page
    .getByRole('link', { name: /পেমেন্টের রসিদ দেখুন$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'রসিদ', level: 1 })).toBeVisible();
  const number = (await page.getByText(/^RUH-\d{4}-\d{6}$/).textContent()) ?? '';
  await expect(page.getByRole('row', { name: /^মোট/ })).toContainText(total);
  await expect(page.getByText('সৌদি আরব সময়', { exact: false }).first()).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Its amount in Bengali digits; the currency's word may come out of a PDF's text with its vowel
  // sign first (decision 039).
  const amount = total.split(' ')[0]!;
  const printed = await pdfText(
    new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true })),
  );
  expect(printed).toContain(number);
  expect(printed).toContain(amount);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF ডাউনলোড' }).click();
  const file = await readFile((await (await downloading).path())!);
  const fileText = await pdfText(new Uint8Array(file));
  expect(fileText).toContain(number);
  expect(fileText).toContain(amount);
  expect(fileText).toMatch(/[০-৯]/u);
});
