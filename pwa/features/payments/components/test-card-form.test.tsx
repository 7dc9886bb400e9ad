import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestCardForm } from './test-card-form.tsx';
import { CARD_MESSAGES } from './test-card-schema.ts';
import type { PayState } from '../api/use-checkout.ts';

const READY: PayState = {
  total: 69.49,
  currency: 'usd',
  blockedReason: null,
  offline: false,
  paying: false,
  cardError: null,
};

function renderForm(state: Partial<PayState> = {}) {
  const onPay = vi.fn();
  render(<TestCardForm state={{ ...READY, ...state }} onPay={onPay} />);
  return { onPay, user: userEvent.setup() };
}

const payButton = () => screen.getByRole('button', { name: /Pay \$69\.49/ });

describe('TestCardForm', () => {
  it('is marked TEST MODE and lists the test cards with what each does', () => {
    renderForm();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('Insufficient funds')).toBeInTheDocument();
    expect(screen.getByText(/A date in the past → expired card/)).toBeInTheDocument();
  });

  it('says under each empty field what is missing and does not pay', async () => {
    const { onPay, user } = renderForm();
    await user.click(payButton());
    expect(await screen.findByText(CARD_MESSAGES.numberIncomplete)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryIncomplete)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.cvcIncomplete)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      CARD_MESSAGES.numberIncomplete,
    );
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('refuses a mistyped card number and an impossible month', async () => {
    const { onPay, user } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1330');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(payButton());
    expect(await screen.findByText(CARD_MESSAGES.numberInvalid)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryMonthInvalid)).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('formats what is typed and hands the card to the provider as numbers', async () => {
    const { onPay, user } = renderForm();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(payButton());
    await vi.waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
      }),
    );
  });

  it("shows the provider's card message as an alert under the form", () => {
    renderForm({ cardError: 'Your card was declined.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it('keeps Pay disabled with the visible reason while offline, and while a payment runs', () => {
    const reason = 'You are offline. Paying needs a connection.';
    const { unmount } = render(
      <TestCardForm state={{ ...READY, blockedReason: reason, offline: true }} onPay={vi.fn()} />,
    );
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    unmount();
    render(<TestCardForm state={{ ...READY, paying: true }} onPay={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Paying/ })).toBeDisabled();
  });
});
