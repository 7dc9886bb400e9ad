// What a student's dashboard reads: paid (enrolled) classes, own payments, and own selections' count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#pwa/lib/api-client.ts';
import {
  paidClassSchema,
  paymentSchema,
  type PaidClass,
  type Payment,
} from '#shared/schemas/payment.ts';
import { selectionSchema, type Selection } from '#shared/schemas/selection.ts';

export const studentKeys = {
  paid: ['student', 'paid'] as const,
  payments: ['student', 'payments'] as const,
  selections: (email: string) => ['student', 'selections', email] as const,
};

export async function getPaidClasses(): Promise<PaidClass[]> {
  return z.array(paidClassSchema).parse(await api.get('paid').json());
}

export async function getMyPayments(): Promise<Payment[]> {
  const payments = z.array(paymentSchema).parse(await api.get('payments').json());
  return payments.toSorted((a, b) => b.date.localeCompare(a.date));
}

export async function getMySelections(email: string): Promise<Selection[]> {
  return z
    .array(selectionSchema)
    .parse(await api.get('select', { searchParams: { email } }).json());
}

export function usePaidClasses() {
  return useQuery(queryOptions({ queryKey: studentKeys.paid, queryFn: getPaidClasses }));
}

export function useMyPayments() {
  return useQuery(queryOptions({ queryKey: studentKeys.payments, queryFn: getMyPayments }));
}

export function useMySelections(email: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: studentKeys.selections(email ?? ''),
      queryFn: () => getMySelections(email ?? ''),
      enabled: Boolean(email),
    }),
  );
}
