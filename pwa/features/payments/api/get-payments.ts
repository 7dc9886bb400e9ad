import { useInfiniteQuery } from '@tanstack/react-query';
import { paymentPageSchema, type PaymentPage } from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { pagedListOptions, type PageSearch } from '#pwa/lib/api/paged-list.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payments?limit=&after=: one page of the caller's payments, newest first. */
export async function getPaymentPage(searchParams: PageSearch): Promise<PaymentPage> {
  return paymentPageSchema.parse(
    (await apiClient.GET('/api/payments', { params: { query: searchParams } })).data,
  );
}

export const getPaymentsQueryOptions = () =>
  pagedListOptions({ queryKey: paymentKeys.pages, key: 'payments', fetchPage: getPaymentPage });

/** The caller's payments (an admin's: everyone's), a page at a time. */
export function usePayments() {
  return useInfiniteQuery(getPaymentsQueryOptions());
}
