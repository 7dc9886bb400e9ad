// The payment page's total and the admin's list of all payments.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#pwa/lib/api-client.ts';
import { sumDollars } from '#shared/money.ts';
import {
  paymentRefundResultSchema,
  paymentSchema,
  paymentSummarySchema,
  type Payment,
  type PaymentRefundResult,
  type PaymentSummary,
} from '#shared/schemas/payment.ts';
import { selectionSchema, type Selection } from '#shared/schemas/selection.ts';

export const paymentKeys = {
  root: ['payments'] as const,
  all: ['payments', 'all'] as const,
  summary: ['payments', 'summary'] as const,
  selections: (email: string) => ['payments', 'selections', email] as const,
};

export async function getAllPayments(): Promise<Payment[]> {
  const payments = z.array(paymentSchema).parse(await api.get('payments').json());
  return payments.toSorted((a, b) => b.date.localeCompare(a.date));
}

export function useAllPayments() {
  return useQuery(queryOptions({ queryKey: paymentKeys.all, queryFn: getAllPayments }));
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
