import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payment } from '#shared/schemas/payment.ts';
import { installFakeApi, json, pagedResponses, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const email = 'student@academy.test';

const payment = (id: string, overrides: Partial<Payment>): Payment => ({
  _id: id,
  email,
  transactionId: `ref_${id}`,
  price: 5300,
  currency: 'bdt',
  date: '2030-01-02T10:00:00.000Z',
  quantity: 1,
  selectedItems: ['s1'],
  selectedId: ['c1'],
  status: 'service pending',
  itemNames: ['Karate Kids'],
  refunded: 0,
  ...overrides,
});

const PAYMENTS = [
  payment('bk', {
    gateway: 'bkash',
    method: { kind: 'bkash', last4: '1234' },
    gatewayTransactionId: 'TRX9AB12CD',
  }),
  payment('ng', {
    gateway: 'sslcommerz',
    method: { kind: 'nagad' },
    gatewayTransactionId: 'BANK778899',
    review: 'held',
  }),
  payment('cd', {
    gateway: 'card',
    method: { kind: 'card', brand: 'VISA', last4: '4242' },
    currency: 'usd',
    price: 49.99,
  }),
  // Recorded before gateways: a card, with no method told.
  payment('old', { currency: 'usd', price: 25 }),
];

describe('Your Payments', () => {
  it('shows how each payment was made and the gateway’s transaction id', async () => {
    installFakeApi({
      ...sessionRoutes('student'),
      'GET select': () => json([]),
      'GET payments': pagedResponses('payments', [PAYMENTS]),
    });
    renderApp(
      '/dashboard/studentpayments',
      createFakeIdentity({
        accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
        signedInAs: email,
      }),
    );
    const cardOf = async (transactionId: string) =>
      within((await screen.findByText(transactionId)).closest('article')!);

    const bkash = await cardOf('ref_bk');
    expect(bkash.getByText('bKash ••• 1234')).toBeVisible();
    expect(bkash.getByText('bKash transaction ID')).toBeVisible();
    expect(bkash.getByText('TRX9AB12CD')).toBeVisible();

    const nagad = await cardOf('ref_ng');
    expect(nagad.getByText('Nagad')).toBeVisible();
    expect(nagad.getByText('SSLCommerz transaction ID')).toBeVisible();
    expect(nagad.getByText('Being checked')).toBeVisible();

    expect((await cardOf('ref_cd')).getByText('Card ••• 4242')).toBeVisible();
    const old = await cardOf('ref_old');
    expect(old.getByText('Card')).toBeVisible();
    expect(old.queryByText(/transaction ID$/)).toBeNull();
  });
});
