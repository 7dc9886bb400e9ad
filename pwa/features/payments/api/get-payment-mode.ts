import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '#shared/schemas/config.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

export type PaymentMode = PublicConfig['payments'];

/** GET /api/config's payments part: Stripe with its publishable key, or TEST MODE. */
export async function getPaymentMode(): Promise<PaymentMode> {
  return publicConfigSchema.parse((await apiClient.GET('/api/config')).data).payments;
}

export const getPaymentModeQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.mode,
    queryFn: getPaymentMode,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Which card form to show: Stripe's Card Element with a publishable key, else TEST MODE. */
export function usePaymentMode() {
  return useQuery(getPaymentModeQueryOptions());
}
