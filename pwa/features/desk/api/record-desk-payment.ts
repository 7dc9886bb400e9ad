import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deskPaymentResultSchema,
  type DeskPaymentInput,
  type DeskPaymentResult,
} from '#shared/schemas/desk.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { deskKeys } from './desk-keys.ts';

/** POST /api/desk/payments: the server prices the classes and answers the receipt number. */
export async function recordDeskPayment(input: DeskPaymentInput): Promise<DeskPaymentResult> {
  return deskPaymentResultSchema.parse(
    (await apiClient.POST('/api/desk/payments', { body: input })).data,
  );
}

export function useRecordDeskPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDeskPayment,
    // Never paused for the connection and sent later: a payment is recorded now or not at all.
    networkMode: 'always',
    // A phone recorded with the payment shows in the roster's next search.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.roster() }),
  });
}
