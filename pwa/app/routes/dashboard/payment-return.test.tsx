import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import type { PaymentAttempt } from '#shared/schemas/payment.ts';
import {
  confirmingDelay,
  STILL_CONFIRMING_AFTER,
} from '#pwa/features/payments/api/get-payment-attempt.ts';
import { apiError, installFakeApi, json, sessionRoutes, type ApiCall } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { englishOnPage } from '../../../test/bangla-dashboards.fixtures.ts';

// /dashboard/payment/return?reference=…: where a bKash or SSLCommerz payment ended, as the
// server confirmed it; it asks again while confirming, and says each state aloud.
const email = 'student@academy.test';
const student = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam Student', photoURL: null }],
    signedInAs: email,
  });

// A reference of its own per test: the persisted cache of one test must not answer the next.
let reference = 'pay_ref_0';
let tests = 0;

const attempt = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  reference,
  gateway: 'bkash',
  status: 'paid',
  total: 5300,
  currency: 'bdt',
  classes: ['Karate Kids', 'Cricket Nets'],
  paymentId: 'p1',
  method: { kind: 'bkash', last4: '1234' },
  gatewayTransactionId: 'TRX9AB12CD',
  refundedClasses: [],
  ...overrides,
});

function openReturn(
  responses: () => { status?: number; body: unknown },
  search: string | null = null,
) {
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET select': () => json([]),
    'GET payments/attempts/*': responses,
  });
  const query = search ?? `?reference=${reference}`;
  const view = renderApp(`/dashboard/payment/return${query}`, student());
  return { ...view, calls };
}

const asks = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === `payments/attempts/${reference}`).length;

/** The page's one live region (the layout has others: the online pill …). */
const announced = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .filter(Boolean);

beforeEach(() => {
  tests += 1;
  reference = `pay_ref_${tests}`;
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem(LOCALE_STORAGE_KEY);
});

describe('The payment return page', () => {
  it('says a paid payment: the classes, how it was paid, the total, and where to go next', async () => {
    const { calls } = openReturn(() => json(attempt()));
    const heading = await screen.findByRole('heading', { name: 'Payment received' });
    expect(announced()).toContain('Payment received');
    const card = within(heading.closest('article')!);
    expect(screen.getByText('Karate Kids')).toBeVisible();
    expect(screen.getByText('Cricket Nets')).toBeVisible();
    expect(screen.getByText('bKash ••• 1234')).toBeVisible();
    expect(screen.getByText('bKash transaction ID')).toBeVisible();
    expect(screen.getByText('TRX9AB12CD')).toBeVisible();
    expect(screen.getByText(/^BDT\s5,300$/)).toBeVisible();
    expect(card.getByRole('link', { name: 'My timetable' })).toHaveAttribute(
      'href',
      '/dashboard/timetable',
    );
    expect(card.getByRole('link', { name: 'My enrolled classes' })).toHaveAttribute(
      'href',
      '/dashboard/enrolledclasses',
    );
    // Settled: it is not asked again.
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(asks(calls)).toBe(1);
  });

  it('names the classes refunded instead of enrolled', async () => {
    openReturn(() => json(attempt({ refundedClasses: ['Cricket Nets'] })));
    expect(await screen.findByText('Some classes are refunded')).toBeVisible();
  });

  it('says a payment held for review is paid and needs nothing from the student', async () => {
    openReturn(() =>
      json(
        attempt({ status: 'held_for_review', gateway: 'sslcommerz', method: { kind: 'nagad' } }),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Payment received, being checked' }),
    ).toBeVisible();
    expect(screen.getByText(/SSLCommerz asked us to check this payment/)).toBeVisible();
    expect(screen.getByText('Nagad')).toBeVisible();
  });

  it.each([
    ['failed', 'The payment did not go through'],
    ['cancelled', 'Payment cancelled'],
  ] as const)('says a %s payment took nothing and offers to pay again', async (status, heading) => {
    openReturn(() =>
      json(attempt({ status, paymentId: null, method: null, gatewayTransactionId: null })),
    );
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByText(/Nothing was taken from your account/)).toBeVisible();
    expect(screen.getByText(/selected classes are still there/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute(
      'href',
      '/dashboard/payment',
    );
    expect(screen.queryByText('bKash transaction ID')).toBeNull();
  });

  it('says a payment that came too late was returned in full', async () => {
    openReturn(() => json(attempt({ status: 'refunded' })));
    expect(await screen.findByRole('heading', { name: 'Payment returned in full' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay again' })).toBeVisible();
  });

  it('asks again while confirming, announces the change, and stops once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: PaymentAttempt['status'] = 'confirming';
    const { calls } = openReturn(() => json(attempt({ status })));
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    expect(screen.getByText(/We are checking with bKash/)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    await waitFor(() => expect(asks(calls)).toBe(2));
    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(announced()).toContain('Payment received');
    const settledAt = asks(calls);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(asks(calls)).toBe(settledAt);
  });

  it('says after a while that the student may leave, and keeps asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = openReturn(() => json(attempt({ status: 'confirming' })));
    await screen.findByRole('heading', { name: 'Confirming your payment…' });
    for (let responses = 1; responses < STILL_CONFIRMING_AFTER; responses += 1) {
      await act(() => vi.advanceTimersByTimeAsync(confirmingDelay(responses) + 50));
    }
    expect(await screen.findByRole('heading', { name: 'Still confirming' })).toBeVisible();
    expect(screen.getByText(/You can leave this page/)).toBeVisible();
    const before = asks(calls);
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(asks(calls)).toBeGreaterThan(before);
  });

  it('waits offline and asks as soon as the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openReturn(() => json(attempt()));
    // Offline, the payment's request never reaches the server (the session's were saved before).
    const response = globalThis.fetch;
    vi.stubGlobal('fetch', async (request: Request) => {
      if (!navigator.onLine && request.url.includes('/attempts/')) {
        throw new TypeError('Failed to fetch');
      }
      return response(request);
    });
    expect(
      await screen.findByText(
        'You are offline. We will check this payment as soon as you are back online.',
      ),
    ).toBeVisible();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
  });

  it('says plainly when the payment is unknown, with a way back', async () => {
    openReturn(() => apiError(404, 'not_found', 'This payment was not found.'));
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
      'href',
      '/dashboard/studentpayments',
    );
  });

  it('says the same for a link without a reference, asking nothing', async () => {
    const { calls } = openReturn(() => json(attempt()), '');
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment' }),
    ).toBeVisible();
    expect(calls.some((call) => call.path.startsWith('payments/attempts'))).toBe(false);
  });

  it('is all Bangla for a Bangla reader, digits and taka included', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    openReturn(() => json(attempt()));
    expect(await screen.findByRole('heading', { name: 'পেমেন্ট পাওয়া গেছে' })).toBeVisible();
    expect(screen.getByText('বিকাশ ••• ১২৩৪')).toBeVisible();
    expect(screen.getByText('৳৫,৩০০')).toBeVisible();
    // The data is the gateway's and the academy's, as they wrote it.
    const data = ['TRX9AB12CD', reference, 'Karate Kids', 'Cricket Nets'];
    expect(englishOnPage().filter((text) => !data.includes(text))).toEqual([]);
  });
});
