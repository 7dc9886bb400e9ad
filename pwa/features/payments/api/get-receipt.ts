import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptSchema, type Receipt } from '#shared/schemas/receipt.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { api } from '#pwa/lib/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payments/:id/receipt: the payer's own, or any for an admin (the server decides). */
export async function getReceipt(paymentId: string): Promise<Receipt> {
  return receiptSchema.parse(
    await api.get(`payments/${encodeURIComponent(paymentId)}/receipt`).json(),
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
  return api
    .get(`payments/${encodeURIComponent(paymentId)}/receipt.pdf`, {
      searchParams: { lang: locale },
    })
    .blob();
}
