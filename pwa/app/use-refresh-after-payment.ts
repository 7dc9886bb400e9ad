import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { classKeys } from '#pwa/features/classes/api/get-classes.ts';
import { enrollmentKeys } from '#pwa/features/enrollments/api/get-paid-classes.ts';
import { paymentKeys } from '#pwa/features/payments/api/payment-keys.ts';
import { selectionKeys } from '#pwa/features/selections/api/get-selections.ts';
import { waitlistKeys } from '#pwa/features/waitlist/api/get-waitlist.ts';

/**
 * A payment moves data other features show: the selections are gone, enrolled classes and the
 * payment history grew, the classes' seat counts changed, and a paid offer left the waitlist.
 * The payment page and the return page refresh them all once a payment is settled.
 */
export function useRefreshAfterPayment(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [
      selectionKeys.all,
      enrollmentKeys.all,
      paymentKeys.all,
      classKeys.all,
      waitlistKeys.all,
    ]) {
      // A settled attempt does not change: the return page asks no more about it.
      void queryClient.invalidateQueries({
        queryKey,
        predicate: (query) => query.queryKey[1] !== 'attempt',
      });
    }
  }, [queryClient]);
}
