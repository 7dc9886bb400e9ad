import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentRefundResultSchema,
  type Payment,
  type PaymentRefundResult,
} from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** POST /api/payments/:id/refund: an admin refunds what is still enrolled (seats go back). */
export async function refundPayment(id: string): Promise<PaymentRefundResult> {
  return paymentRefundResultSchema.parse(
    (await apiClient.POST('/api/payments/{id}/refund', { params: { path: { id } }, body: {} }))
      .data,
  );
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: Payment) => refundPayment(payment._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
