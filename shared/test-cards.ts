// The built-in test payment provider's cards: Stripe's test numbers and messages, so the same
// cards behave the same in TEST MODE and against Stripe's test mode. The payment page lists them.

export const TEST_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
} as const;

export type TestCardOutcome = 'succeeded' | keyof typeof TEST_CARD_MESSAGES;

export const TEST_CARDS: readonly { number: string; outcome: TestCardOutcome; label: string }[] = [
  { number: '4242424242424242', outcome: 'succeeded', label: 'Visa: succeeds' },
  { number: '5555555555554444', outcome: 'succeeded', label: 'Mastercard: succeeds' },
  { number: '4000000000000002', outcome: 'declined', label: 'Declined' },
  { number: '4000000000009995', outcome: 'insufficientFunds', label: 'Insufficient funds' },
  { number: '4000000000000069', outcome: 'expired', label: 'Expired card' },
  { number: '4000000000000127', outcome: 'incorrectCvc', label: 'Incorrect security code' },
];
