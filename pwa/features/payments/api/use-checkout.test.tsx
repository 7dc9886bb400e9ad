import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Selection } from '#shared/schemas/selection.ts';
import { createTestQueryClient, queryWrapper } from '#pwa/test/queries.tsx';
import { PAY_CHARGED, PAY_HOLD_FAILED, useCheckout } from './use-checkout.ts';

const EMAIL = 'student@academy.test';
const BILLING = { name: 'Sam', email: EMAIL };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

const selection = (name: string, price: number): Selection => ({
  _id: `s-${name}`,
  selectedClassId: `c-${name}`,
  Name: name,
  photo: '/images/classes/yoga.svg',
  IName: 'Coach',
  price,
  sets: 5,
  email: EMAIL,
  createdAt: '2026-01-01T00:00:00.000Z',
});

type Answer = (body: unknown) => Response;
const apiError = (status: number, message: string) =>
  Response.json({ error: { code: 'refused', message } }, { status });
const intentFor = (total: number) =>
  Response.json(
    {
      clientSecret: `pi_${total}_secret`,
      intentId: `pi_${total}`,
      total,
      currency: 'usd',
      holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    },
    { status: 201 },
  );

/** A stand-in API: the selections as `list()` says, and an answer per other path. */
function serve(list: () => Selection[], answers: Record<string, Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/', '');
    const body: unknown = request.method === 'POST' ? await request.clone().json() : null;
    calls.push({ path, body });
    if (path === 'select') return Response.json(list());
    return answers[path]?.(body) ?? new Response('not found', { status: 404 });
  });
  return calls;
}

function renderCheckout(onPaid = vi.fn()) {
  const client = createTestQueryClient();
  const view = renderHook(
    () => {
      const selections = useQuery({
        queryKey: ['selections', EMAIL],
        queryFn: async () =>
          (await (await fetch(new Request('http://localhost/api/select'))).json()) as Selection[],
      });
      return useCheckout({ selections, currency: 'usd', billing: BILLING, online: true, onPaid });
    },
    { wrapper: queryWrapper(client) },
  );
  return { ...view, onPaid };
}

afterEach(() => vi.unstubAllGlobals());

describe('useCheckout', () => {
  it('holds the seats once for the total of fresh selections, and pays: card, then finalize', async () => {
    const calls = serve(() => [selection('Yoga', 29.99), selection('Karate', 39.5)], {
      'create-payment-intent': (body) => intentFor((body as { price: number }).price),
      'test-payments/confirm': () => Response.json({ status: 'succeeded', id: 'pi_69.49' }),
      payments: () => Response.json({ insertedId: 'pay_1' }, { status: 201 }),
    });
    const { result, onPaid } = renderCheckout();
    await waitFor(() => expect(result.current.state.blockedReason).toBeNull());
    expect(result.current.total).toBe(69.49);

    act(() => result.current.pay({ provider: 'test', card: CARD }));

    await waitFor(() =>
      expect(result.current.done).toEqual({ transactionId: 'pi_69.49', refundedClasses: [] }),
    );
    expect(onPaid).toHaveBeenCalledOnce();
    expect(calls.map((call) => call.path)).toEqual([
      'select',
      'create-payment-intent',
      'test-payments/confirm',
      'payments',
    ]);
    // The secret went from the intent to the card step inside the hook, not through the page.
    expect(calls[2]?.body).toMatchObject({
      clientSecret: 'pi_69.49_secret',
      billingDetails: BILLING,
    });
    expect(calls[3]?.body).toEqual({ transactionId: 'pi_69.49' });
  });

  it('keeps a charged card when recording fails, and records the same transaction again', async () => {
    let recordFails = true;
    const calls = serve(() => [selection('Yoga', 20)], {
      'create-payment-intent': () => intentFor(20),
      'test-payments/confirm': () => Response.json({ status: 'succeeded', id: 'pi_20' }),
      payments: () =>
        recordFails ? apiError(503, 'The server is busy.') : Response.json({ insertedId: 'p' }),
    });
    const { result, onPaid } = renderCheckout();
    await waitFor(() => expect(result.current.state.blockedReason).toBeNull());

    act(() => result.current.pay({ provider: 'test', card: CARD }));
    await waitFor(() => expect(result.current.charged).toBe('pi_20'));
    expect(result.current.recordError).toBe('The server is busy.');
    // Paying again would charge the card twice: only recording is offered.
    expect(result.current.state.blockedReason).toBe(PAY_CHARGED());

    recordFails = false;
    act(() => void result.current.recordAgain());
    await waitFor(() => expect(result.current.done?.transactionId).toBe('pi_20'));
    expect(onPaid).toHaveBeenCalledOnce();
    expect(calls.filter((call) => call.path === 'test-payments/confirm')).toHaveLength(1);
    expect(calls.filter((call) => call.path === 'payments').map((call) => call.body)).toEqual([
      { transactionId: 'pi_20' },
      { transactionId: 'pi_20' },
    ]);
  });

  it("shows a hold limit refusal as the API's sentence, and holds nothing", async () => {
    const sentence = 'You have held seats in Yoga for too long: you can hold them again at 10:30.';
    serve(() => [selection('Yoga', 20)], {
      'create-payment-intent': () => apiError(429, sentence),
    });
    const { result } = renderCheckout();
    await waitFor(() => expect(result.current.intent.error?.message).toBe(sentence));
    expect(result.current.state.blockedReason).toBe(PAY_HOLD_FAILED());
  });

  it("when the total has changed (409), 'Try again' reads the selections again and holds the new total", async () => {
    let list = [selection('Yoga', 20)];
    const prices: number[] = [];
    serve(() => list, {
      'create-payment-intent': (body) => {
        const { price } = body as { price: number };
        prices.push(price);
        return price === 25
          ? intentFor(25)
          : apiError(409, 'The total has changed: it is now $25.00.');
      },
    });
    const { result } = renderCheckout();
    await waitFor(() =>
      expect(result.current.intent.error?.message).toBe('The total has changed: it is now $25.00.'),
    );

    list = [selection('Yoga', 25)];
    act(() => result.current.tryHoldAgain());
    await waitFor(() => expect(result.current.state.blockedReason).toBeNull());
    expect(result.current.total).toBe(25);
    expect(prices).toEqual([20, 25]);
  });
});
