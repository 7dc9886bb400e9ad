import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { confirmCardPayment } from './confirm-card-payment.ts';

const BILLING = { name: 'Sam', email: 'student@academy.test' };
const card = {} as StripeCardElement;

/** Stripe.js as far as the card step uses it: confirmCardPayment answers `answer`. */
function stripeAnswering(answer: object) {
  const confirm = vi.fn(async () => answer);
  return { stripe: { confirmCardPayment: confirm } as unknown as Stripe, confirm };
}

describe("the card step with Stripe's Card Element", () => {
  it("confirms the intent with the element's card and the billing details, and answers its id", async () => {
    const { stripe, confirm } = stripeAnswering({ paymentIntent: { id: 'pi_1' } });
    await expect(
      confirmCardPayment('pi_1_secret', { provider: 'stripe', stripe, card }, BILLING),
    ).resolves.toEqual({ id: 'pi_1' });
    expect(confirm).toHaveBeenCalledWith('pi_1_secret', {
      payment_method: { card, billing_details: BILLING },
    });
  });

  it("fails with Stripe's message when the card is refused", async () => {
    const { stripe } = stripeAnswering({ error: { message: 'Your card was declined.' } });
    await expect(
      confirmCardPayment('pi_1_secret', { provider: 'stripe', stripe, card }, BILLING),
    ).rejects.toThrow('Your card was declined.');
  });
});
