import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createTestQueryClient, renderWithQueries } from '#pwa/test/queries.tsx';
import type { PaymentSummary } from '#shared/schemas/payment.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { PaymentTotals } from './payment-totals.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary: PaymentSummary = {
  payments: 3,
  currencies: [{ currency: 'bdt', payments: 3, total: 1_234_500, refunded: 0, net: 1_234_500 }],
  classes: [],
};

/** The totals over a cache that may already hold a summary, with no retries to wait for. */
function renderTotals(saved?: PaymentSummary) {
  return renderWithQueries(
    <PaymentTotals />,
    createTestQueryClient(saved ? [[paymentKeys.summary, saved]] : []),
  ).client;
}

describe('PaymentTotals', () => {
  it('keeps the totals it has when their refresh fails (the API answers 502)', async () => {
    installFakeApi({ 'GET payments/summary': () => json({}, 502) });
    const queryClient = renderTotals(summary);
    await expect.poll(() => queryClient.getQueryState(paymentKeys.summary)?.status).toBe('error');
    // The saved figures, under their names.
    expect(screen.getByText('Charged')).toBeTruthy();
    expect(screen.getByText('Payments').nextElementSibling?.textContent).toBe('3');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the load failed when it has nothing to show', async () => {
    installFakeApi({ 'GET payments/summary': () => json({}, 502) });
    renderTotals();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
