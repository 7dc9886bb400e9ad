import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classKeys } from '#pwa/features/classes/api/get-classes.ts';
import { enrollmentKeys } from '#pwa/features/enrollments/api/get-paid-classes.ts';
import { paymentKeys } from '#pwa/features/payments/api/payment-keys.ts';
import { selectionKeys } from '#pwa/features/selections/api/get-selections.ts';
import { waitlistKeys } from '#pwa/features/waitlist/api/get-waitlist.ts';
import { createTestQueryClient, queryWrapper } from '#pwa/test/queries.tsx';
import { useRefreshAfterPayment } from './use-refresh-after-payment.ts';

describe('useRefreshAfterPayment', () => {
  it('marks what a payment changes as stale, but not the settled attempt itself', () => {
    const client = createTestQueryClient();
    const changed = [
      selectionKeys.all,
      enrollmentKeys.all,
      paymentKeys.pages,
      classKeys.all,
      waitlistKeys.all,
    ];
    for (const key of [...changed, paymentKeys.attempt('pay_ref_1')]) client.setQueryData(key, []);
    const { result } = renderHook(() => useRefreshAfterPayment(), {
      wrapper: queryWrapper(client),
    });
    result.current();
    for (const key of changed) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(paymentKeys.attempt('pay_ref_1'))?.isInvalidated).toBe(false);
  });
});
