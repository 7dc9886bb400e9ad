import { useMutation } from '@tanstack/react-query';
import { paymentRefundResultSchema, type PaymentRefundResult } from '#shared/schemas/payment.ts';
import { api } from '#pwa/lib/api/api-client.ts';

/** POST /api/desk/payments/:id/refund: all that is left of a desk payment, handed back now. */
export async function refundDeskPayment(paymentId: string): Promise<PaymentRefundResult> {
  return paymentRefundResultSchema.parse(
    await api.post(`desk/payments/${encodeURIComponent(paymentId)}/refund`, { json: {} }).json(),
  );
}

export function useRefundDeskPayment() {
  return useMutation({ mutationFn: refundDeskPayment, networkMode: 'always' });
}
