import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { testCardConfirmResultSchema } from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };
export type BillingDetails = { name: string; email: string };

/** What the card form hands over: the card typed in TEST MODE, or Stripe's Card Element. */
export type CardPayment =
  | { provider: 'test'; card: CardDetails }
  | { provider: 'stripe'; stripe: Stripe; card: StripeCardElement };

/**
 * The card step: the provider confirms the intent with the card; answers the intent's id (the
 * transaction id). TEST MODE asks POST /api/test-payments/confirm, the built-in provider's
 * stand-in for Stripe.js's confirmCardPayment.
 */
export async function confirmCardPayment(
  clientSecret: string,
  payment: CardPayment,
  billingDetails: BillingDetails,
): Promise<{ id: string }> {
  if (payment.provider === 'test') {
    const json = { clientSecret, card: payment.card, billingDetails };
    return testCardConfirmResultSchema.parse(
      (await apiClient.POST('/api/test-payments/confirm', { body: json })).data,
    );
  }
  const result = await payment.stripe.confirmCardPayment(clientSecret, {
    payment_method: { card: payment.card, billing_details: billingDetails },
  });
  if (result.error) throw new Error(result.error.message ?? 'Your card was not accepted.');
  return { id: result.paymentIntent.id };
}
