import { queryOptions, useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { paymentAttemptSchema, type PaymentAttempt } from '#shared/schemas/payment.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/**
 * GET /api/payments/attempts/:reference: where a redirect payment stands. While it is
 * 'confirming' the server asks the gateway itself on every call, so asking again is what
 * recovers a return the browser never made.
 */
export async function getPaymentAttempt(reference: string): Promise<PaymentAttempt> {
  return paymentAttemptSchema.parse(
    (await apiClient.GET('/api/payments/attempts/{reference}', { params: { path: { reference } } }))
      .data,
  );
}

/**
 * How long to wait before asking again about an attempt still confirming, after `answers`
 * answers: every 2 s at first (a gateway usually settles within seconds), then 5 s, then 10 s.
 */
export function confirmingDelay(answers: number): number {
  if (answers < 8) return 2_000;
  if (answers < 14) return 5_000;
  return 10_000;
}

/**
 * After this many answers still 'confirming' (about a minute and a half), the page says so and
 * that the student may leave: the server's sweep settles the attempt and tells them.
 */
export const STILL_CONFIRMING_AFTER = 16;

export const getPaymentAttemptQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.attempt(reference),
    queryFn: () => getPaymentAttempt(reference),
    // The status moves on its own while confirming; a settled one never moves again by itself.
    refetchInterval: (query) =>
      query.state.data?.status === 'confirming'
        ? confirmingDelay(query.state.dataUpdateCount)
        : false,
    retry: (failures, error) => failures < 2 && !isMissing(error),
  });

/**
 * A reference the server does not know (or not the caller's), or not a reference at all: asking
 * again will not help.
 */
export function isMissing(error: unknown): boolean {
  return error instanceof HTTPError && [400, 404].includes(error.response.status);
}

export function usePaymentAttempt(reference: string) {
  return useQuery({ ...getPaymentAttemptQueryOptions(reference), enabled: reference !== '' });
}
