import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentSummarySchema, type PaymentSummary } from '#shared/schemas/payment.ts';
import { api } from '#pwa/lib/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payments/summary: money in, refunded and kept, and per class (admins). */
export async function getPaymentSummary(): Promise<PaymentSummary> {
  return paymentSummarySchema.parse(await api.get('payments/summary').json());
}

export const getPaymentSummaryQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.summary, queryFn: getPaymentSummary });

export function usePaymentSummary() {
  return useQuery(getPaymentSummaryQueryOptions());
}
