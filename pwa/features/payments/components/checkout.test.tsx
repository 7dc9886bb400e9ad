import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '#pwa/lib/auth/auth.tsx';
import type { Selection } from '#shared/schemas/selection.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { Checkout, PAY_OFFLINE } from './checkout.tsx';

const STUDENT: AuthUser = { email: 'student@academy.test', displayName: null, photoURL: null };

function selection(name: string, price: number): Selection {
  return {
    _id: `s-${name}`,
    selectedClassId: `c-${name}`,
    Name: name,
    photo: '/images/classes/yoga.svg',
    IName: 'Coach',
    price,
    sets: 5,
    email: STUDENT.email,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

type Call = { method: string; path: string; body: unknown };

/** A stand-in server: the selections, TEST MODE, an intent, and a card step that `cardAnswer` decides. */
function serve(selections: Selection[], cardResponse: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/', '');
    const body: unknown = request.method === 'POST' ? await request.clone().json() : null;
    calls.push({ method: request.method, path, body });
    if (path === 'select') return Response.json(selections);
    if (path === 'config') {
      return Response.json({
        firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
        authEmulatorUrl: null,
        payments: { mode: 'test', publishableKey: null },
      });
    }
    if (path === 'create-payment-intent') {
      return Response.json(
        {
          clientSecret: 'pi_1_secret_2',
          intentId: 'pi_1',
          total: 69.49,
          currency: 'usd',
          holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        },
        { status: 201 },
      );
    }
    if (path === 'test-payments/confirm') return cardResponse();
    if (path === 'payments') return Response.json({ insertedId: 'pay_1' }, { status: 201 });
    return new Response('not found', { status: 404 });
  });
  return calls;
}

/** The payment page hands the checkout the student's selections (GET /api/select). */
function PaymentPage({ onPaid }: { onPaid: () => void }) {
  const selections = useQuery({
    queryKey: ['selections', STUDENT.email],
    queryFn: async () =>
      (await (await fetch(new Request('http://localhost/api/select'))).json()) as Selection[],
  });
  return <Checkout user={STUDENT} selections={selections} onPaid={onPaid} />;
}

function renderCheckout(onPaid = vi.fn()) {
  renderWithQueries(
    <MemoryRouter>
      <PaymentPage onPaid={onPaid} />
    </MemoryRouter>,
  );
  return onPaid;
}

async function typeCard(number: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: /Pay \$69\.49/ }));
}

const TWO = [selection('Yoga', 29.99), selection('Karate', 39.5)];

afterEach(() => vi.unstubAllGlobals());

describe('Checkout', () => {
  it('pays selections in several currencies one currency at a time, never adding them up', async () => {
    const mixed = [
      { ...selection('Karate', 2800), currency: 'bdt' as const },
      { ...selection('Badminton', 180), currency: 'myr' as const },
      { ...selection('Yoga', 2500), currency: 'bdt' as const },
    ];
    const calls = serve(mixed, () => Response.json({ status: 'succeeded', id: 'pi_1' }));
    renderCheckout();
    const choice = await screen.findByRole('group', { name: 'Currency of this payment' });
    expect(choice).toHaveTextContent('priced in 2 currencies');
    // The first currency is paid first: its classes and their total, nothing of the other.
    expect(await screen.findByTestId('payment-total')).toHaveTextContent('BDT 5,300');
    expect(screen.queryByText('Badminton')).toBeNull();
    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.path === 'create-payment-intent').map((call) => call.body),
      ).toEqual([{ price: 5300, currency: 'bdt' }]),
    );
    await userEvent.setup().click(screen.getByRole('radio', { name: /RM\s180/ }));
    expect(screen.getByTestId('payment-total')).toHaveTextContent('RM 180');
    expect(screen.getByText('Badminton')).toBeInTheDocument();
    expect(screen.queryByText('Karate')).toBeNull();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === 'create-payment-intent').at(-1)?.body).toEqual({
        price: 180,
        currency: 'myr',
      }),
    );
  });

  it('shows the total, holds the seats for the shown price and counts down the hold', async () => {
    const calls = serve(TWO, () => Response.json({ status: 'succeeded', id: 'pi_1' }));
    renderCheckout();
    expect(await screen.findByTestId('payment-total')).toHaveTextContent('$69.49');
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);
    expect(calls.find((call) => call.path === 'create-payment-intent')?.body).toEqual({
      price: 69.49,
      currency: 'usd',
    });
    expect(screen.getByRole('button', { name: /Pay \$69\.49/ })).toBeEnabled();
  });

  it('pays with the fallback billing name, records the payment and shows the transaction id', async () => {
    const calls = serve(TWO, () => Response.json({ status: 'succeeded', id: 'pi_1' }));
    const onPaid = renderCheckout();
    await screen.findByRole('timer');
    await typeCard('4242424242424242');
    expect(
      await screen.findByRole('heading', { name: 'Transaction complete with transactionId: pi_1' }),
    ).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledOnce();
    expect(calls.find((call) => call.path === 'test-payments/confirm')?.body).toMatchObject({
      clientSecret: 'pi_1_secret_2',
      billingDetails: { name: 'anonymous', email: STUDENT.email },
    });
    // What the server reads, and nothing else (amount, student and classes are the
    // intent's; the first version's other fields were sent and ignored).
    expect(calls.find((call) => call.path === 'payments')?.body).toEqual({ transactionId: 'pi_1' });
    expect(screen.getByRole('link', { name: 'My enrolled classes' })).toHaveAttribute(
      'href',
      '/dashboard/enrolledclasses',
    );
  });

  it("shows a declined card's message under the form and records nothing", async () => {
    const calls = serve(TWO, () =>
      Response.json(
        { error: { code: 'card_declined', message: 'Your card was declined.' } },
        { status: 402 },
      ),
    );
    const onPaid = renderCheckout();
    await screen.findByRole('timer');
    await typeCard('4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(calls.some((call) => call.path === 'payments')).toBe(false);
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Pay \$69\.49/ })).toBeEnabled();
  });

  it('names the class whose seats are all taken and offers to try again', async () => {
    serve(TWO, () => Response.json({}));
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname.replace('/api/', '');
      if (path === 'select') return Response.json(TWO);
      if (path === 'create-payment-intent') {
        return Response.json(
          { error: { code: 'conflict', message: 'No seats left in Karate.' } },
          { status: 409 },
        );
      }
      return Response.json({ payments: { mode: 'test', publishableKey: null } });
    });
    renderCheckout();
    expect(await screen.findByText('No seats left in Karate.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('keeps Pay disabled and says why while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(TWO, () => Response.json({ status: 'succeeded', id: 'pi_1' }));
    renderCheckout();
    const pay = await screen.findByRole('button', { name: /Pay \$69\.49/ });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(PAY_OFFLINE());
  });

  it('offers to browse classes when nothing is selected', async () => {
    serve([], () => Response.json({}));
    renderCheckout();
    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute(
      'href',
      '/classes',
    );
  });
});
