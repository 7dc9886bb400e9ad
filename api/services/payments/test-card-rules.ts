// How the built-in test provider judges a card: Stripe's test-card behaviour, without a network.
import { TEST_CARD_MESSAGES, TEST_CARDS, type TestCardOutcome } from '#shared/test-cards.ts';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'succeeded', or the reason the card is refused (a key of TEST_CARD_MESSAGES). */
export function judgeTestCard(card: TestCard, now: Date): TestCardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'incorrectNumber';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfExpiryMonth = Date.UTC(year, card.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return 'expired';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'incorrectCvc';
  // Any other valid number is refused, as Stripe's test mode refuses real cards.
  return TEST_CARDS.find((known) => known.number === digits)?.outcome ?? 'declined';
}

export const messageFor = (outcome: Exclude<TestCardOutcome, 'succeeded'>) =>
  TEST_CARD_MESSAGES[outcome];
