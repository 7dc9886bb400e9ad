// A receipt over a cache that may already hold it: one seen before stays on screen when its
// refresh fails; with nothing to show, a failure is an error with Retry, and a receipt the API
// does not know is said to be missing.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '#shared/schemas/receipt.ts';
import { apiError, installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createTestQueryClient, renderWithQueries } from '#pwa/test/queries.tsx';
import { paymentKeys } from '../api/payment-keys.ts';
import { ReceiptPage } from './receipt-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const receipt: Receipt = {
  number: 'DHK-2026-000042',
  paymentId: 'p1',
  venue: 'dhaka',
  timeZone: 'Asia/Dhaka',
  issuedAt: '2026-08-03T10:00:00.000Z',
  date: '2026-08-03',
  payer: { name: 'Sam Lee', email: 'student@academy.test' },
  currency: 'bdt',
  lines: [{ classId: 'c1', name: 'Swimming', amount: 6500 }],
  total: 6500,
  gateway: 'bkash',
  method: null,
  reference: 'pay-1',
  gatewayTransactionId: null,
  refunds: [],
  net: 6500,
};

/** Payment p1's receipt, saved long ago when `saved` (so it is refreshed), with no retries. */
function renderReceipt(saved?: Receipt) {
  return renderWithQueries(
    <ReceiptPage paymentId="p1" back={<a href="/dashboard/payments">Back to payments</a>} />,
    createTestQueryClient(saved ? [[paymentKeys.receipt('p1'), saved]] : []),
  ).client;
}

describe('the receipt page', () => {
  it('keeps the receipt it has when its refresh fails (the API answers 502)', async () => {
    installFakeApi({ 'GET payments/p1/receipt': () => json({}, 502) });
    const client = renderReceipt(receipt);
    await expect.poll(() => client.getQueryState(paymentKeys.receipt('p1'))?.status).toBe('error');
    expect(screen.getByText('DHK-2026-000042')).toBeVisible();
    expect(screen.getByText('Swimming')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the receipt could not be loaded when it has nothing to show', async () => {
    installFakeApi({ 'GET payments/p1/receipt': () => json({}, 502) });
    renderReceipt();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(
      screen.getByText('We could not load the receipt. Check your connection and try again.'),
    ).toBeVisible();
  });

  it('says there is no receipt when the API does not know it', async () => {
    installFakeApi({
      'GET payments/p1/receipt': () => apiError(404, 'not_found', 'Payment not found'),
    });
    renderReceipt();
    expect(await screen.findByText('No receipt here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to payments' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
