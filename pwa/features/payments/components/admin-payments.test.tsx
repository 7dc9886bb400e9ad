import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '#pwa/lib/api/paged-list.ts';
import { installFakeApi, json, pagedResponses, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import type { Payment, PaymentSummary } from '#shared/schemas/payment.ts';

const payment = (n: number): Payment => ({
  _id: `p${n}`,
  email: `student-${n}@academy.test`,
  transactionId: `pi_${n}`,
  price: 10 * n,
  date: `2030-01-0${n}T10:00:00.000Z`,
  quantity: 1,
  selectedItems: [`s${n}`],
  selectedId: [`c${n}`],
  status: 'service pending',
  itemNames: [`Class ${n}`],
  refunded: 0,
});

const summary: PaymentSummary = {
  payments: 3,
  currencies: [{ currency: 'usd', payments: 3, total: 60, refunded: 0, net: 60 }],
  classes: [],
};

const admin = {
  email: 'admin@academy.test',
  password: 'Admin@123',
  displayName: 'Ada Admin',
  photoURL: null,
};

describe('Payments for admins, a page at a time', () => {
  it('shows the first page as the API sends it (newest first) and loads the next with Load more', async () => {
    const calls = installFakeApi({
      ...sessionRoutes('admin'),
      'GET payments/summary': () => json(summary),
      'GET payments': pagedResponses('payments', [[payment(3), payment(2)], [payment(1)]]),
    });
    const { user } = renderApp(
      '/dashboard/payments',
      createFakeIdentity({ accounts: [admin], signedInAs: admin.email }),
    );
    const emails = async () =>
      (await screen.findAllByRole('table'))
        .flatMap((found) => within(found).queryAllByText(/^student-\d@academy\.test$/))
        .map((cell) => cell.textContent);
    await expect.poll(emails).toEqual(['student-3@academy.test', 'student-2@academy.test']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await expect
      .poll(emails)
      .toEqual(['student-3@academy.test', 'student-2@academy.test', 'student-1@academy.test']);
    expect(await screen.findByText('All 3 payments shown.')).toHaveFocus();
    expect(calls.filter((call) => call.path === 'payments').map((call) => call.search)).toEqual([
      `?limit=${ADMIN_PAGE_SIZE}`,
      `?limit=${ADMIN_PAGE_SIZE}&after=p2`,
    ]);
  });

  it('shows how each was paid, and offers Approve and Refund for a payment held for review', async () => {
    const held: Payment = {
      ...payment(1),
      price: 5300,
      currency: 'bdt',
      gateway: 'sslcommerz',
      method: { kind: 'nagad', last4: '5678' },
      gatewayTransactionId: 'BANK778899',
      review: 'held',
    };
    const paid: Payment = {
      ...payment(2),
      gateway: 'bkash',
      method: { kind: 'bkash', last4: '1234' },
      gatewayTransactionId: 'TRX9AB12CD',
      review: null,
    };
    const calls = installFakeApi({
      ...sessionRoutes('admin'),
      'GET payments/summary': () => json(summary),
      'GET payments': pagedResponses('payments', [[held, paid]]),
      'POST payments/p1/approve': () => json({ paymentId: 'p1', refundedClasses: [] }),
    });
    const { user } = renderApp(
      '/dashboard/payments',
      createFakeIdentity({ accounts: [admin], signedInAs: admin.email }),
    );
    const rowOf = async (email: string) =>
      within(
        (await screen.findAllByRole('table'))
          .flatMap((table) => within(table).queryAllByText(email))[0]!
          .closest('tr')!,
      );

    const heldRow = await rowOf('student-1@academy.test');
    expect(heldRow.getByText('Nagad ••• 5678')).toBeVisible();
    expect(heldRow.getByText(/via SSLCommerz/)).toBeVisible();
    expect(heldRow.getByText('BANK778899')).toBeVisible();
    expect(heldRow.getByText('Held for review')).toBeVisible();
    expect(
      heldRow.getByRole('button', { name: /^Refuse and refund the payment of student-1/ }),
    ).toBeEnabled();

    const paidRow = await rowOf('student-2@academy.test');
    expect(paidRow.getByText('bKash ••• 1234')).toBeVisible();
    expect(paidRow.getByText('TRX9AB12CD')).toBeVisible();
    expect(paidRow.queryByText('Held for review')).toBeNull();
    expect(paidRow.queryByRole('button', { name: /^Approve/ })).toBeNull();

    await user.click(heldRow.getByRole('button', { name: /^Approve the payment of student-1/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Approve this payment?')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Yes, approve it' }));
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'payments/p1/approve')).toHaveLength(1);
  });
});
