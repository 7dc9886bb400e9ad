// TEST MODE's card form: what the form itself checks before asking the test provider. Messages
// follow Stripe's Card Element. A past expiry or a refused card is left to the provider, so the
// page shows the provider's own message (as it would with Stripe).
import { z } from 'zod';
import { CARD_NUMBER_PATTERN, CVC_PATTERN, cardDigits, passesLuhn } from '#shared/card-checks.ts';
import { validationMessage } from '#shared/validation-messages.ts';
import type { CardDetails } from '../api/confirm-card-payment.ts';

export const CARD_MESSAGES = {
  numberIncomplete: validationMessage('validation_card_number_incomplete'),
  numberInvalid: validationMessage('validation_card_number_invalid'),
  expiryIncomplete: validationMessage('validation_card_expiry_incomplete'),
  expiryMonthInvalid: validationMessage('validation_card_expiry_month_invalid'),
  cvcIncomplete: validationMessage('validation_card_cvc_incomplete'),
};

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

export const testCardFormSchema = z.object({
  number: z
    .string()
    .refine((value) => CARD_NUMBER_PATTERN.test(cardDigits(value)), CARD_MESSAGES.numberIncomplete)
    .refine((value) => passesLuhn(cardDigits(value)), CARD_MESSAGES.numberInvalid),
  expiry: z
    .string()
    .trim()
    .refine((value) => EXPIRY.test(value), CARD_MESSAGES.expiryIncomplete)
    .refine((value) => {
      const month = Number(EXPIRY.exec(value)?.[1] ?? '1');
      return month >= 1 && month <= 12;
    }, CARD_MESSAGES.expiryMonthInvalid),
  cvc: z.string().trim().regex(CVC_PATTERN, CARD_MESSAGES.cvcIncomplete),
});
export type TestCardFormValues = z.infer<typeof testCardFormSchema>;

/** The form's values as the test provider reads a card. */
export function toCardDetails(values: TestCardFormValues): CardDetails {
  const [, month = '0', year = '0'] = EXPIRY.exec(values.expiry.trim()) ?? [];
  return {
    number: cardDigits(values.number),
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: values.cvc.trim(),
  };
}

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12 / 34" while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
