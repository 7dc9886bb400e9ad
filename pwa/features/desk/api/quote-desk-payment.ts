import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deskQuoteSchema, type DeskQuote, type DeskQuoteInput } from '#shared/schemas/desk.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { deskKeys } from './desk-keys.ts';

/**
 * POST /api/desk/payments/quote: the total the server will charge for these lines, with the
 * sibling discount (decision 051), and its refusal of a child the class does not take. Asked
 * before the money is taken, so the desk says the amount the payment will record.
 */
export async function quoteDeskPayment(cart: DeskQuoteInput): Promise<DeskQuote> {
  return deskQuoteSchema.parse(
    (await apiClient.POST('/api/desk/payments/quote', { body: cart })).data,
  );
}

/**
 * The quote of the lines shown now; none asked while `cart` is null. Never saved: a total is
 * only good while the server can still be asked (recording needs the connection too), and a
 * family's discount changes with what it pays.
 */
export function useDeskQuote(cart: DeskQuoteInput | null) {
  return useQuery({
    queryKey: deskKeys.quote(cart ?? { studentId: '' }),
    queryFn: () => quoteDeskPayment(cart!),
    enabled: cart !== null,
    networkMode: 'online',
    staleTime: 0,
    gcTime: 60_000,
    // The last total stays on screen while a changed line is priced again.
    placeholderData: keepPreviousData,
    meta: { persist: false, offline: false },
  });
}
