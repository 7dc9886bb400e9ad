// Steps of the payment journey through the HTTP API, for the payment tests.
import { eq } from 'drizzle-orm';
import type { PaymentIntentResult } from '#shared/schemas/payment.ts';
import { classes, payments, testPaymentIntents } from '../db/schema.ts';
import type { PaymentDeps } from '../services/payments/provider.ts';
import { createTestPaymentProvider } from '../services/payments/test-provider.ts';
import { json, type ApiCaller, type TestApi } from './test-api.ts';

export const VISA = '4242424242424242';

/** A clock the tests move forward (seat holds expire after 10 minutes). */
export function createClock(start = new Date('2030-01-15T10:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
  };
}

export const startPayment = (api: ApiCaller, email: string, price?: number) =>
  api.call('POST', '/api/create-payment-intent', {
    as: email,
    body: price === undefined ? {} : { price },
  });

export async function startedPayment(
  api: ApiCaller,
  email: string,
  price?: number,
): Promise<PaymentIntentResult> {
  const response = await startPayment(api, email, price);
  if (response.status !== 201)
    throw new Error(`create-payment-intent ${response.status}: ${await response.text()}`);
  return (await json(response)) as PaymentIntentResult;
}

export const confirmCard = (
  api: ApiCaller,
  clientSecret: string,
  number = VISA,
  extra: { expYear?: number; cvc?: string } = {},
) =>
  api.call('POST', '/api/test-payments/confirm', {
    body: {
      clientSecret,
      card: { number, expMonth: 12, expYear: extra.expYear ?? 2034, cvc: extra.cvc ?? '123' },
      billingDetails: { name: 'anonymous', email: 'unknown' },
    },
  });

export const finalize = (
  api: ApiCaller,
  email: string,
  transactionId: string,
  extra: object = {},
) =>
  api.call('POST', '/api/payments', {
    as: email,
    body: { transactionId, status: 'service pending', ...extra },
  });

/** Select → intent → card 4242 → finalize; returns the finalize response. */
export async function payForSelections(api: ApiCaller, email: string) {
  const intent = await paidIntent(api, email);
  return { intent, response: await finalize(api, email, intent.intentId) };
}

/**
 * Select → intent → card 4242, and no finalize (the tab closed after paying). `price` is the
 * total the browser showed, when the test says one.
 */
export async function paidIntent(
  api: ApiCaller,
  email: string,
  price?: number,
): Promise<PaymentIntentResult> {
  const intent = await startedPayment(api, email, price);
  const confirmed = await confirmCard(api, intent.clientSecret);
  if (confirmed.status !== 200)
    throw new Error(`confirm ${confirmed.status}: ${await confirmed.text()}`);
  return intent;
}

/**
 * The caller's selections paid by card and recorded by this finalize (201; anything else
 * throws): the intent, the finalize's answer and the payment's row.
 */
export async function paidSelections(api: ApiCaller, email: string, price?: number) {
  const intent = await paidIntent(api, email, price);
  const response = await finalize(api, email, intent.intentId);
  if (response.status !== 201)
    throw new Error(`finalize ${response.status}: ${await response.text()}`);
  const finalized = await json(response);
  const [payment] = await api.db
    .select()
    .from(payments)
    .where(eq(payments.transactionId, intent.intentId));
  return { intent, finalized, payment: payment! };
}

/** The payment services on the test API's database, as the sweep (or another process) has them. */
export const paymentDepsOf = (api: TestApi, now: () => Date = () => new Date()): PaymentDeps => ({
  db: api.db,
  provider: createTestPaymentProvider(api.db, now),
  now,
});

/** Cents the test provider has returned to the card of an intent. */
export async function refundedAtProvider(api: ApiCaller, intentId: string): Promise<number> {
  const [row] = await api.db
    .select({ cents: testPaymentIntents.refundedCents })
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, intentId));
  return row?.cents ?? 0;
}

/** A class's seats left and students enrolled, as the database has them now. */
export async function seatsOf(api: ApiCaller, classId: string) {
  const [row] = await api.db
    .select({ seats: classes.seats, enrolled: classes.enrolled })
    .from(classes)
    .where(eq(classes.id, classId));
  return row;
}
