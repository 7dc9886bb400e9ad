import { formatPrice } from '../shared/i18n/format.ts';
import { sumPrices } from '../shared/money.ts';
import { expect, test } from './fixtures.ts';
import { cardPair, payWithTestCard, selectClasses, twoClasses } from './payments-fixtures.ts';

test('a fresh student pays for two selected classes with 4242 and finds them enrolled and in the history', async ({
  page,
  createAccount,
  signIn,
}) => {
  // Kuala Lumpur's classes, paid by card in ringgit.
  const classes = cardPair('myr');
  const names = classes.map((c) => c.Name);
  const currency = classes[0]!.currency;
  expect(classes.every((c) => c.currency === currency)).toBe(true);
  await signIn(await createAccount());
  await selectClasses(page, names);

  await page.goto('/dashboard/payment');
  await expect(page.getByTestId('payment-total')).toHaveText(
    formatPrice(
      sumPrices(
        classes.map((c) => c.price),
        currency,
      ),
      { locale: 'en' },
      currency,
    ),
  );
  await payWithTestCard(page, '4242 4242 4242 4242');
  const done = page.getByRole('heading', {
    name: /^Transaction complete with transactionId: pi_test_\w+$/,
  });
  await expect(done).toBeVisible();
  const transactionId = (await done.textContent())?.split(': ')[1] ?? '';

  await page.getByRole('link', { name: 'My enrolled classes', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/enrolledclasses$/);
  for (const name of names)
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

  await page.goto('/dashboard/studentpayments');
  await expect(page.getByText(transactionId).first()).toBeVisible();
  await expect(page.getByText(names.join(', ')).first()).toBeVisible();

  await page.goto('/dashboard/myclass');
  await expect(page.getByText(names[0]!, { exact: true })).toHaveCount(0);
});

test('a declined card (4000 0000 0000 0002) shows its message and changes nothing', async ({
  page,
  createAccount,
  signIn,
}) => {
  const names = cardPair('sar').map((c) => c.Name);
  await signIn(await createAccount());
  await selectClasses(page, names);

  await page.goto('/dashboard/payment');
  await payWithTestCard(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Transaction complete/ })).toHaveCount(0);

  await page.goto('/dashboard/myclass');
  for (const name of names)
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await page.goto('/dashboard/studentpayments');
  await expect(page.getByText('No payments yet')).toBeVisible();
  await page.goto('/dashboard/enrolledclasses');
  await expect(page.getByText('You are not enrolled in any class yet')).toBeVisible();
});

test('classes of branches with different currencies are paid one currency at a time', async ({
  page,
  createAccount,
  signIn,
}) => {
  const classes = twoClasses(2);
  const [first, second] = classes as [(typeof classes)[0], (typeof classes)[0]];
  expect(first.currency).not.toBe(second.currency);
  await signIn(await createAccount());
  await selectClasses(
    page,
    classes.map((c) => c.Name),
  );

  await page.goto('/dashboard/myclass');
  await expect(page.getByText('Priced in more than one currency')).toBeVisible();

  await page.goto('/dashboard/payment');
  const choice = page.getByRole('group', { name: 'Currency of this payment' });
  await expect(choice).toBeVisible();
  const price = (c: typeof first) => formatPrice(c.price, { locale: 'en' }, c.currency);
  // The first currency's class alone, at its own price: nothing of the other is added in.
  await expect(page.getByTestId('payment-total')).toHaveText(price(first));
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: /^Transaction complete/ })).toBeVisible();

  // The other currency's class is still selected, for its own payment.
  await page.goto('/dashboard/payment');
  await expect(choice).toHaveCount(0);
  await expect(page.getByTestId('payment-total')).toHaveText(price(second));
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: /^Transaction complete/ })).toBeVisible();

  await page.goto('/dashboard/studentpayments');
  for (const c of classes) await expect(page.getByText(price(c)).first()).toBeVisible();
});
