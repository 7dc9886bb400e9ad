import { useMutation } from '@tanstack/react-query';
import { paymentRefundResultSchema, type PaymentRefundResult } from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

/** POST /api/desk/payments/:id/refund: all that is left of a desk payment, handed back now. */
export async function refundDeskPayment(paymentId: string): Promise<PaymentRefundResult> {
  return paymentRefundResultSchema.parse(
    (
      await apiClient.POST('/api/desk/payments/{id}/refund', {
        params: { path: { id: paymentId } },
        body: {},
      })
    ).data,
  );
}

export function useRefundDeskPayment() {
  return useMutation({ mutationFn: refundDeskPayment, networkMode: 'always' });
}
