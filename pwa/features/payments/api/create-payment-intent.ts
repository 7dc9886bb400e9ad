import type { Currency } from '#shared/money.ts';
import { paymentIntentResultSchema, type PaymentIntentResult } from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

/** What the page shows it will charge: the total of the selections in one currency. */
export type PaymentRequest = { price: number; currency: Currency };

/**
 * POST /api/create-payment-intent: `price` is the total the page shows for the selections in
 * `currency`; the server prices them itself and refuses another total (409). Holds one seat of
 * each of those classes.
 */
export async function createPaymentIntent(request: PaymentRequest): Promise<PaymentIntentResult> {
  return paymentIntentResultSchema.parse(
    (await apiClient.POST('/api/create-payment-intent', { body: request })).data,
  );
}
