// How the built-in test provider judges a card: Stripe's test-card behaviour, without a network.
import { CARD_NUMBER_PATTERN, CVC_PATTERN, cardDigits, passesLuhn } from '#shared/card-checks.ts';
import { refusal } from '#shared/refusals.ts';
import { TEST_CARD_REFUSALS, TEST_CARDS, type TestCardOutcome } from '#shared/test-cards.ts';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** 'succeeded', or the reason the card is refused (a key of TEST_CARD_REFUSALS). */
export function judgeTestCard(card: TestCard, now: Date): TestCardOutcome {
  const digits = cardDigits(card.number);
  if (!CARD_NUMBER_PATTERN.test(digits) || !passesLuhn(digits)) return 'incorrectNumber';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfExpiryMonth = Date.UTC(year, card.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return 'expired';
  if (!CVC_PATTERN.test(card.cvc)) return 'incorrectCvc';
  // Any other valid number is refused, as Stripe's test mode refuses real cards.
  return TEST_CARDS.find((known) => known.number === digits)?.outcome ?? 'declined';
}

export const refusalFor = (outcome: Exclude<TestCardOutcome, 'succeeded'>) =>
  refusal(TEST_CARD_REFUSALS[outcome]);
