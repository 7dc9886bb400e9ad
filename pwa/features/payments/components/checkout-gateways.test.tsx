import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '#shared/schemas/config.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { apiError, installFakeApi, json, sessionRoutes, type ApiCall } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { goToGateway } from '../lib/go-to-gateway.ts';
import { PAY_OFFLINE } from './checkout.tsx';

// The browser leaves the app for the gateway's page: the tests only see where it was sent.
vi.mock('../lib/go-to-gateway.ts', () => ({ goToGateway: vi.fn() }));

// The payment page with ways to pay other than a card: bKash and SSLCommerz in taka, each a
// radio card; their pay button starts the payment and sends the browser to the gateway.
const email = 'student@academy.test';
const student = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam Student', photoURL: null }],
    signedInAs: email,
  });

const selection = (name: string, price: number, currency: Selection['currency']): Selection => ({
  _id: `s-${name}`,
  selectedClassId: `c-${name}`,
  Name: name,
  photo: '/images/classes/yoga.svg',
  IName: 'Coach',
  price,
  currency,
  sets: 5,
  email,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const TAKA = [selection('Karate', 2800, 'bdt'), selection('Cricket', 2500, 'bdt')];

const config = (gateways: Partial<PublicConfig['payments']['gateways']>): PublicConfig => ({
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  authEmulatorUrl: null,
  payments: {
    mode: 'test',
    publishableKey: null,
    gateways: {
      usd: ['card'],
      bdt: ['bkash', 'sslcommerz'],
      myr: ['card'],
      sar: ['card'],
      ...gateways,
    },
  },
});

const started = {
  reference: 'pay_ref_1',
  redirectUrl: 'http://localhost/api/test-gateways/bkash/pay?paymentID=TR1',
  total: 5300,
  currency: 'bdt',
  holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
};

function openPayment(
  selections: Selection[],
  routes: Parameters<typeof installFakeApi>[0] = {},
  gateways: Partial<PublicConfig['payments']['gateways']> = {},
) {
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET select': () => json(selections),
    'GET config': () => json(config(gateways)),
    'POST payments/start': () => json(started, 201),
    'POST create-payment-intent': () =>
      json(
        {
          clientSecret: 'pi_1_secret',
          intentId: 'pi_1',
          total: 49.99,
          currency: 'usd',
          holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        },
        201,
      ),
    ...routes,
  });
  return { ...renderApp('/dashboard/payment', student()), calls };
}

const starts = (calls: ApiCall[]) => calls.filter((call) => call.path === 'payments/start');
const payButton = () => screen.findByRole('button', { name: /^Pay BDT\s5,300 with / });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(goToGateway).mockClear();
});

describe('Paying taka through bKash or SSLCommerz', () => {
  it('offers bKash first, then SSLCommerz, and holds no card seats for them', async () => {
    const { calls } = openPayment(TAKA);
    const group = await screen.findByRole('group', { name: 'How would you like to pay?' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['bkash', 'sslcommerz']);
    expect(within(group).getByRole('radio', { name: 'bKash' })).toBeChecked();
    expect(
      within(group).getByRole('radio', { name: 'Card, Nagad, Rocket and more' }),
    ).toHaveAccessibleDescription(/SSLCommerz's secure page/);
    expect(await payButton()).toHaveTextContent(/^Pay BDT\s5,300 with bKash$/);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(calls.some((call) => call.path === 'create-payment-intent')).toBe(false);
  });

  it('remembers the last way chosen for the currency', async () => {
    const { user, unmount } = openPayment(TAKA);
    await user.click(await screen.findByRole('radio', { name: 'Card, Nagad, Rocket and more' }));
    expect(await payButton()).toHaveTextContent('with SSLCommerz');
    unmount();

    openPayment(TAKA);
    expect(
      await screen.findByRole('radio', { name: 'Card, Nagad, Rocket and more' }),
    ).toBeChecked();
    expect(localStorage.getItem('payment-gateway:bdt')).toBe('sslcommerz');
  });

  it('starts the payment once for the shown total and sends the browser to the gateway', async () => {
    const { user, calls } = openPayment(TAKA);
    // The response waits, to see the button while the payment starts.
    const response = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.url.endsWith('/api/payments/start')) await held;
      return response(request);
    });
    const pay = await payButton();
    await user.click(pay);
    await user.click(pay);
    expect(await screen.findByRole('button', { name: 'Opening bKash…' })).toBeDisabled();
    release();
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(started.redirectUrl));
    expect(starts(calls).map((call) => call.body)).toEqual([
      { gateway: 'bkash', price: 5300, currency: 'bdt' },
    ]);
    // On its way to the gateway's page: nothing can start a second payment.
    expect(screen.getByRole('button', { name: 'Opening bKash…' })).toBeDisabled();
    expect(goToGateway).toHaveBeenCalledOnce();
  });

  it('shows a refusal, asks for the selections again and lets the student try again', async () => {
    const { user, calls } = openPayment(TAKA, {
      'POST payments/start': () => apiError(409, 'conflict', 'No seats left in Karate.'),
    });
    await user.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No seats left in Karate.');
    expect(goToGateway).not.toHaveBeenCalled();
    expect(await payButton()).toBeEnabled();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'select').length).toBeGreaterThan(1),
    );
  });

  it('says a gateway that cannot be reached in its own words', async () => {
    const { user } = openPayment(TAKA, {
      'POST payments/start': () =>
        apiError(502, 'payment_provider', 'bKash cannot be reached right now. Try again soon.'),
    });
    await user.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('bKash cannot be reached');
  });

  it('keeps the pay button disabled offline and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openPayment(TAKA);
    const pay = await payButton();
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(PAY_OFFLINE());
  });

  it('pays dollars by card as before, with no choice to make', async () => {
    const { calls } = openPayment([selection('Yoga', 49.99, 'usd')]);
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'create-payment-intent')).toBe(true),
    );
  });

  it('offers the card beside the gateways when the deployment lists it, with the card form', async () => {
    const { user, calls } = openPayment(TAKA, {}, { bdt: ['bkash', 'sslcommerz', 'card'] });
    await user.click(await screen.findByRole('radio', { name: 'Card' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'create-payment-intent')?.body).toEqual({
        price: 5300,
        currency: 'bdt',
      }),
    );
  });
});
