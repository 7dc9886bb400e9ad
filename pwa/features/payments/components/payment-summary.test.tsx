import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Selection } from '#shared/schemas/selection.ts';
import { paymentTotal } from '../api/payments.ts';
import { PAY_NOT_READY, PAY_OFFLINE, PaymentSummary } from './payment-summary.tsx';

function selection(name: string, price: number): Selection {
  return {
    _id: `s-${name}`,
    selectedClassId: `c-${name}`,
    Name: name,
    photo: '/images/classes/yoga.svg',
    IName: 'Coach',
    price,
    sets: 5,
    email: 'student@academy.test',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function renderSummary(selections: Selection[]) {
  vi.stubGlobal('fetch', async () => Response.json(selections));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PaymentSummary email="student@academy.test" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payment total', () => {
  it('sums the selected prices in cents and rounds to 2 decimals', () => {
    expect(paymentTotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(paymentTotal([{ price: 49.99 }, { price: 65 }, { price: 39.5 }])).toBe(154.49);
    expect(paymentTotal([])).toBe(0);
  });
});

describe('PaymentSummary', () => {
  it('shows the total and a Pay button that stays disabled and says why', async () => {
    renderSummary([selection('Yoga', 29.99), selection('Karate', 39.5)]);
    expect(await screen.findByTestId('payment-total')).toHaveTextContent('$69.49');
    const pay = screen.getByRole('button', { name: /Pay \$69\.49/ });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(PAY_NOT_READY);
  });

  it('says paying needs a connection while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSummary([selection('Yoga', 29.99)]);
    expect(await screen.findByText(PAY_OFFLINE)).toBeInTheDocument();
  });

  it('offers to browse classes when nothing is selected', async () => {
    renderSummary([]);
    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute(
      'href',
      '/classes',
    );
  });
});
