import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentApproveResultSchema,
  type Payment,
  type PaymentApproveResult,
} from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** POST /api/payments/:id/approve: an admin delivers a payment the gateway flagged (held). */
export async function approvePayment(id: string): Promise<PaymentApproveResult> {
  return paymentApproveResultSchema.parse(
    (await apiClient.POST('/api/payments/{id}/approve', { params: { path: { id } } })).data,
  );
}

export function useApprovePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: Payment) => approvePayment(payment._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
