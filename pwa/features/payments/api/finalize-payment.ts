import {
  finalizePaymentResultSchema,
  type FinalizePaymentInput,
  type FinalizePaymentResult,
} from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

/**
 * POST /api/payments: records the payment whose card step succeeded, with the enrollments. The
 * server reads only the transaction id (amount, student and classes come from the intent it
 * made), so that is all it is sent; recording the same id again answers the same payment.
 */
export async function finalizePayment(transactionId: string): Promise<FinalizePaymentResult> {
  const json: FinalizePaymentInput = { transactionId };
  return finalizePaymentResultSchema.parse(
    (await apiClient.POST('/api/payments', { body: json })).data,
  );
}
