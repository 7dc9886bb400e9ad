// The built-in test payment provider's cards: Stripe's test numbers and messages, so the same
// cards behave the same in TEST MODE and against Stripe's test mode. The payment page lists them.

import type { RefusalReason } from './refusals.ts';

/** Why a card is refused: the refusal the test provider answers (its sentence is Stripe's). */
export const TEST_CARD_REFUSALS = {
  declined: 'card_declined',
  insufficientFunds: 'card_insufficient_funds',
  expired: 'card_expired',
  incorrectCvc: 'card_incorrect_cvc',
  incorrectNumber: 'card_incorrect_number',
} as const satisfies Record<string, RefusalReason>;

export type TestCardOutcome = 'succeeded' | keyof typeof TEST_CARD_REFUSALS;

export const TEST_CARDS: readonly { number: string; outcome: TestCardOutcome; label: string }[] = [
  { number: '4242424242424242', outcome: 'succeeded', label: 'Visa: succeeds' },
  { number: '5555555555554444', outcome: 'succeeded', label: 'Mastercard: succeeds' },
  { number: '4000000000000002', outcome: 'declined', label: 'Declined' },
  { number: '4000000000009995', outcome: 'insufficientFunds', label: 'Insufficient funds' },
  { number: '4000000000000069', outcome: 'expired', label: 'Expired card' },
  { number: '4000000000000127', outcome: 'incorrectCvc', label: 'Incorrect security code' },
];
