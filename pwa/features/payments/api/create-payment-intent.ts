import { paymentIntentResultSchema, type PaymentIntentResult } from '#shared/schemas/payment.ts';
import { api } from '#pwa/lib/api-client.ts';

/**
 * POST /api/create-payment-intent: `price` is the total the page shows; the server prices the
 * selections itself and refuses another total (409). Holds one seat of each selected class.
 */
export async function createPaymentIntent(price: number): Promise<PaymentIntentResult> {
  return paymentIntentResultSchema.parse(
    await api.post('create-payment-intent', { json: { price } }).json(),
  );
}
