import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptSchema, type Receipt } from '#shared/schemas/receipt.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { apiClient, dataOf } from '#pwa/lib/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payments/:id/receipt: the payer's own, or any for an admin (the server decides). */
export async function getReceipt(paymentId: string): Promise<Receipt> {
  return receiptSchema.parse(
    (await apiClient.GET('/api/payments/{id}/receipt', { params: { path: { id: paymentId } } }))
      .data,
  );
}

export const getReceiptQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(paymentId),
    queryFn: () => getReceipt(paymentId),
  });

export function useReceipt(paymentId: string) {
  return useQuery(getReceiptQueryOptions(paymentId));
}

/** GET /api/payments/:id/receipt.pdf in `locale`: the file the server made, as a Blob. */
export async function getReceiptPdf(paymentId: string, locale: Locale): Promise<Blob> {
  const file = await apiClient.GET('/api/payments/{id}/receipt.pdf', {
    params: { path: { id: paymentId }, query: { lang: locale } },
    parseAs: 'blob',
    // What ky's blob() asked for: the file, whatever its type.
    headers: { Accept: '*/*' },
  });
  return dataOf(file);
}
