import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentSummarySchema, type PaymentSummary } from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payments/summary: money in, refunded and kept, and per class (admins). */
export async function getPaymentSummary(): Promise<PaymentSummary> {
  return paymentSummarySchema.parse((await apiClient.GET('/api/payments/summary')).data);
}

export const getPaymentSummaryQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.summary, queryFn: getPaymentSummary });

export function usePaymentSummary() {
  return useQuery(getPaymentSummaryQueryOptions());
}
