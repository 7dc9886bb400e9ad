// Validation rules and the exact messages users see (product spec, section 5).
import { validationMessage, type FieldName } from './validation-messages.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
/** At least one uppercase, one lowercase and one special character of !@#$&* (as the spec says, no digit check). */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[!@#$&*]).*$/;

export const NAME_MAX_LENGTH = 120;
export const PRICE_MAX = 10_000;
export const SEATS_MAX = 1_000;
export const TEXT_MAX_LENGTH = 2_000;
export const URL_MAX_LENGTH = 2_048;

/** The spec's messages by name, in English (shared/validation-messages.ts keys them). */
export const MESSAGES = {
  emailRequired: validationMessage('validation_email_required'),
  emailInvalid: validationMessage('validation_email_invalid'),
  passwordRequired: validationMessage('validation_password_required'),
  passwordMin: validationMessage('validation_password_min', { min: PASSWORD_MIN_LENGTH }),
  passwordMax: validationMessage('validation_password_max', { max: PASSWORD_MAX_LENGTH }),
  loginPasswordPattern: validationMessage('validation_login_password_pattern'),
  registerPasswordPattern: validationMessage('validation_register_password_pattern'),
  confirmPasswordRequired: validationMessage('validation_confirm_password_required'),
  confirmPasswordMin: validationMessage('validation_confirm_password_min', {
    min: PASSWORD_MIN_LENGTH,
  }),
  confirmPasswordMax: validationMessage('validation_confirm_password_max', {
    max: PASSWORD_MAX_LENGTH,
  }),
  confirmPasswordPattern: validationMessage('validation_confirm_password_pattern'),
  passwordsDoNotMatch: validationMessage('validation_passwords_do_not_match'),
  passwordErrorTitle: validationMessage('validation_password_error_title'),
  nameRequired: validationMessage('validation_name_required'),
  nameTooLong: validationMessage('validation_name_too_long', { max: NAME_MAX_LENGTH }),
  photoUrlRequired: validationMessage('validation_photo_url_required'),
  photoUrlInvalid: validationMessage('validation_photo_url_invalid'),
  classNameRequired: validationMessage('validation_class_name_required'),
  instructorNameRequired: validationMessage('validation_instructor_name_required'),
  priceInvalid: validationMessage('validation_price_invalid', { max: PRICE_MAX }),
  priceDecimals: validationMessage('validation_price_decimals'),
  seatsInvalid: validationMessage('validation_seats_invalid', { max: SEATS_MAX }),
  subjectRequired: validationMessage('validation_subject_required'),
  messageRequired: validationMessage('validation_message_required'),
};

// Text as people type it. Control characters (Unicode's Cc: NUL, escape, DEL, …) are invisible on
// screen and cut or garble the text in other tools (a NUL ends a C string). Broken characters: a
// lone half of a UTF-16 surrogate pair is no character at all (it would be stored as U+FFFD, not as
// what was checked), and U+FFFD is what a decoder leaves where the bytes sent were not UTF-8.
// Tabs and line breaks are fine in multi-line fields only.
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINES = /[^\P{Cc}\t\n\r]/u;
/** With the u flag a surrogate pair is one code point: only an unpaired half matches. */
const BROKEN_CHARACTER = /[\uD800-\uDFFF\uFFFD]/u;

export function hasControlCharacter(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTER_BUT_LINES : CONTROL_CHARACTER).test(value);
}

export function hasBrokenCharacter(value: string): boolean {
  return BROKEN_CHARACTER.test(value);
}

/** The messages of those two, naming the field (by its id: 'subject' says "Subject"). */
export const TEXT_MESSAGES = {
  controlCharacter: (field: FieldName) =>
    validationMessage('validation_control_character', { field }),
  brokenCharacter: (field: FieldName) =>
    validationMessage('validation_broken_character', { field }),
};
