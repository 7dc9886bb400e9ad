// The payment page's total and the admin's list of all payments.
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#pwa/lib/api-client.ts';
import { pagedListOptions } from '#pwa/lib/paged-list.ts';
import { sumDollars } from '#shared/money.ts';
import {
  paymentPageSchema,
  paymentRefundResultSchema,
  paymentSummarySchema,
  type Payment,
  type PaymentRefundResult,
  type PaymentSummary,
} from '#shared/schemas/payment.ts';
import { selectionSchema, type Selection } from '#shared/schemas/selection.ts';

export const paymentKeys = {
  root: ['payments'] as const,
  /** The admin's list's pages (pwa/lib/paged-list.ts says why the key ends in 'pages'). */
  all: ['payments', 'all', 'pages'] as const,
  summary: ['payments', 'summary'] as const,
  selections: (email: string) => ['payments', 'selections', email] as const,
};

/** Every payment (for an admin), newest first, a page at a time. */
export function useAllPayments() {
  return useInfiniteQuery(
    pagedListOptions({
      queryKey: paymentKeys.all,
      key: 'payments',
      fetchPage: async (searchParams) =>
        paymentPageSchema.parse(await api.get('payments', { searchParams }).json()),
    }),
  );
}

export async function getPaymentSummary(): Promise<PaymentSummary> {
  return paymentSummarySchema.parse(await api.get('payments/summary').json());
}

export function usePaymentSummary() {
  return useQuery(queryOptions({ queryKey: paymentKeys.summary, queryFn: getPaymentSummary }));
}

/** An admin's refund of everything still enrolled through a payment (seats go back to the classes). */
export async function refundPayment(id: string): Promise<PaymentRefundResult> {
  return paymentRefundResultSchema.parse(
    await api.post(`payments/${encodeURIComponent(id)}/refund`, { json: {} }).json(),
  );
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: Payment) => refundPayment(payment._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.root }),
  });
}

async function getSelectionsToPay(email: string): Promise<Selection[]> {
  return z
    .array(selectionSchema)
    .parse(await api.get('select', { searchParams: { email } }).json());
}

export function useSelectionsToPay(email: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.selections(email ?? ''),
      queryFn: () => getSelectionsToPay(email ?? ''),
      enabled: Boolean(email),
    }),
  );
}

/** The spec's total: the sum of the selected classes' prices, rounded to 2 decimals. */
export function paymentTotal(selections: readonly Pick<Selection, 'price'>[]): number {
  return sumDollars(selections.map((selection) => selection.price));
}
