// The card checks the test payment form and the test provider both make: runtime-agnostic, no
// imports, so the server and the PWA judge a number and a security code alike.

/** The digits of a card number as typed: spaces and dashes dropped. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** 12 to 19 digits, the lengths card numbers come in. */
export const CARD_NUMBER_PATTERN = /^\d{12,19}$/;

/** A security code: 3 or 4 digits. */
export const CVC_PATTERN = /^\d{3,4}$/;

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
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
