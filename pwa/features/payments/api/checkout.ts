// The payment page's calls: the provider mode, the intent (server-priced, holds the seats), the
// test provider's card step, and the finalize call that records the payment and the enrollments.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#pwa/lib/api-client.ts';
import { publicConfigSchema, type PublicConfig } from '#shared/schemas/config.ts';
import {
  finalizePaymentResultSchema,
  paymentIntentResultSchema,
  PAYMENT_STATUS_SERVICE_PENDING,
  testCardConfirmResultSchema,
  type FinalizePaymentResult,
  type PaymentIntentResult,
} from '#shared/schemas/payment.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { paymentKeys } from './payments.ts';

export type PaymentMode = PublicConfig['payments'];

async function getPaymentMode(): Promise<PaymentMode> {
  return publicConfigSchema.parse(await api.get('config').json()).payments;
}

/** Which card form to show: Stripe's Card Element with a publishable key, else TEST MODE. */
export function usePaymentMode() {
  return useQuery(
    queryOptions({
      queryKey: [...paymentKeys.root, 'mode'] as const,
      queryFn: getPaymentMode,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** POST /api/create-payment-intent: `price` is what the page shows; the server refuses another. */
export async function createPaymentIntent(price: number): Promise<PaymentIntentResult> {
  return paymentIntentResultSchema.parse(
    await api.post('create-payment-intent', { json: { price } }).json(),
  );
}

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };
export type BillingDetails = { name: string; email: string };

/** POST /api/test-payments/confirm: TEST MODE's stand-in for Stripe.js's confirmCardPayment. */
export async function confirmTestCard(
  clientSecret: string,
  card: CardDetails,
  billingDetails: BillingDetails,
): Promise<{ id: string }> {
  return testCardConfirmResultSchema.parse(
    await api
      .post('test-payments/confirm', { json: { clientSecret, card, billingDetails } })
      .json(),
  );
}

/**
 * POST /api/payments with the spec's fields. The server reads only the transaction id (amount,
 * e-mail and classes come from the intent it created); the rest is sent as the spec describes.
 */
export async function finalizePayment(
  transactionId: string,
  email: string,
  selections: readonly Selection[],
  total: number,
): Promise<FinalizePaymentResult> {
  const body = {
    transactionId,
    email,
    price: total,
    date: new Date().toISOString(),
    quantity: selections.length,
    selectedItems: selections.map((selection) => selection.selectedClassId),
    selectedId: selections.map((selection) => selection._id),
    status: PAYMENT_STATUS_SERVICE_PENDING,
    itemNames: selections.map((selection) => selection.Name),
  };
  return finalizePaymentResultSchema.parse(await api.post('payments', { json: body }).json());
}
