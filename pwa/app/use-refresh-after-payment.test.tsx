import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { classKeys } from '#pwa/features/classes/api/get-classes.ts';
import { enrollmentKeys } from '#pwa/features/enrollments/api/get-paid-classes.ts';
import { paymentKeys } from '#pwa/features/payments/api/payment-keys.ts';
import { selectionKeys } from '#pwa/features/selections/api/get-selections.ts';
import { waitlistKeys } from '#pwa/features/waitlist/api/get-waitlist.ts';
import { useRefreshAfterPayment } from './use-refresh-after-payment.ts';

describe('useRefreshAfterPayment', () => {
  it('marks what a payment changes as stale, but not the settled attempt itself', () => {
    const client = new QueryClient();
    const changed = [
      selectionKeys.all,
      enrollmentKeys.all,
      paymentKeys.pages,
      classKeys.all,
      waitlistKeys.all,
    ];
    for (const key of [...changed, paymentKeys.attempt('pay_ref_1')]) client.setQueryData(key, []);
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRefreshAfterPayment(), { wrapper });
    result.current();
    for (const key of changed) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(paymentKeys.attempt('pay_ref_1'))?.isInvalidated).toBe(false);
  });
});
