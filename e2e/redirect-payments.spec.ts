// Paying taka on a gateway's page (decision 036) in Chromium, against the stand-ins the server
// mounts without gateway keys: the payment page starts the payment, the browser goes to the
// stand-in's TEST MODE page, and the server sends it back to the return page once it has asked
// the gateway. Each test pays for a class of its own, with a fresh student.
import type { Page } from '@playwright/test';
import { formatPrice } from '../shared/i18n/format.ts';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import { chooseLanguage } from './class-states-fixtures.ts';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { selectClasses } from './payments-fixtures.ts';

/** Roomy approved classes of the Dhaka branches, priced in taka. */
const TAKA_CLASSES = DEMO_CLASSES.filter(
  (demo) => demo.status === 'approved' && demo.sets >= 20 && demo.currency === 'bdt',
).toSorted((a, b) => b.sets - a.sets);
const takaClass = (index: number) => {
  const found = TAKA_CLASSES[index];
  if (!found) throw new Error('The demo catalogue has too few roomy classes in taka');
  return found;
};

/** GET /api/paid as the signed-in student: the classes they are enrolled in. */
async function paidClassNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/paid', {
      headers: { authorization: `Bearer ${localStorage.getItem('access-token') ?? ''}` },
    });
    return ((await answer.json()) as { Name: string }[]).map((paid) => paid.Name);
  });
}

const RETURN_PAGE = /\/dashboard\/payment\/return\?reference=[\w-]+$/;

test.describe('paying taka through bKash and SSLCommerz', () => {
  test('a new student in Bangla on a phone pays with bKash and is enrolled once', async ({
    page,
    createAccount,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const paid = takaClass(0);
    await signIn(await createAccount());
    await selectClasses(page, [paid.Name]);
    await chooseLanguage(page, 'bn');

    await page.goto('/dashboard/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'পেমেন্ট' })).toBeVisible();
    const ways = page.getByRole('group', { name: 'কীভাবে পেমেন্ট করবেন?' });
    await expect(ways.getByRole('radio')).toHaveCount(2);
    await expect(ways.getByRole('radio', { name: 'বিকাশ' })).toBeChecked();
    await expectNoAccessibilityViolations(page);
    const amount = formatPrice(paid.price, { locale: 'bn' }, 'bdt');
    await page.getByRole('button', { name: `বিকাশ দিয়ে ${amount} পেমেন্ট করুন` }).click();

    // The stand-in's page: approve with its test wallet.
    await expect(page).toHaveURL(/\/api\/test-gateways\/bkash\/pay\//);
    await page.locator('button[value="pay"]').click();

    await expect(page).toHaveURL(RETURN_PAGE);
    await expect(page.getByRole('heading', { name: 'পেমেন্ট পাওয়া গেছে' })).toBeVisible();
    await expect(page.getByText(/^বিকাশ( ••• [০-৯]{4})?$/)).toBeVisible();
    await expect(page.getByText(amount).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expectNoAccessibilityViolations(page);
    expect((await paidClassNames(page)).filter((name) => name === paid.Name)).toHaveLength(1);

    // Opened again (a reload, or later): the same response, and still one enrollment.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'পেমেন্ট পাওয়া গেছে' })).toBeVisible();
    expect((await paidClassNames(page)).filter((name) => name === paid.Name)).toHaveLength(1);
    await page.getByRole('link', { name: 'আমার ভর্তি হওয়া ক্লাস' }).last().click();
    await expect(page.getByText(paid.Name, { exact: true }).first()).toBeVisible();
  });

  test('a failed bKash payment comes back failed, with the selection there to pay again', async ({
    page,
    createAccount,
    signIn,
  }) => {
    const chosen = takaClass(1);
    await signIn(await createAccount());
    await selectClasses(page, [chosen.Name]);

    await page.goto('/dashboard/payment');
    await page.getByRole('button', { name: /^Pay BDT\s[\d,]+ with bKash$/ }).click();
    await expect(page).toHaveURL(/\/api\/test-gateways\/bkash\/pay\//);
    await page.locator('button[value="fail"]').click();

    await expect(page).toHaveURL(RETURN_PAGE);
    await expect(
      page.getByRole('heading', { name: 'The payment did not go through' }),
    ).toBeVisible();
    await expect(page.getByText(/Nothing was taken from your account/)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    expect(await paidClassNames(page)).not.toContain(chosen.Name);

    await page.getByRole('link', { name: 'Pay again' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment$/);
    await expect(page.getByText(chosen.Name, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay BDT\s[\d,]+ with bKash$/ })).toBeEnabled();
  });

  test('SSLCommerz paid with Nagad comes back paid', async ({ page, createAccount, signIn }) => {
    const chosen = takaClass(2);
    await signIn(await createAccount());
    await selectClasses(page, [chosen.Name]);

    await page.goto('/dashboard/payment');
    await page.getByRole('radio', { name: 'Card, Nagad, Rocket and more' }).check();
    await page.getByRole('button', { name: /^Pay BDT\s[\d,]+ with SSLCommerz$/ }).click();
    await expect(page).toHaveURL(/\/api\/test-gateways\/sslcommerz\//);
    await page.locator('input[name="method"][value="nagad"]').check();
    await page.locator('button[value="pay"]').click();

    await expect(page).toHaveURL(RETURN_PAGE);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText(/^Nagad/).first()).toBeVisible();
    expect((await paidClassNames(page)).filter((name) => name === chosen.Name)).toHaveLength(1);

    // The next visit to the payment page remembers the choice.
    await selectClasses(page, [takaClass(3).Name]);
    await page.goto('/dashboard/payment');
    await expect(page.getByRole('radio', { name: 'Card, Nagad, Rocket and more' })).toBeChecked();
  });
});
