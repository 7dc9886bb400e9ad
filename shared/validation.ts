// Validation rules and the exact messages users see (docs/product.md §5).
import { validationMessage, type FieldName } from './validation-messages.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
/**
 * At least one uppercase, one lowercase and one special character of !@#$&* (as product.md says, no
 * digit check).
 */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[!@#$&*]).*$/;

import { NAME_MAX_LENGTH, PRICE_MAX, SEATS_MAX } from './validation-limits.ts';

/** product.md's messages by name, in English (shared/validation-messages.ts keys them). */
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

/** The messages of those two, naming the field (by its id: 'subject' says "Subject"). */
export const TEXT_MESSAGES = {
  controlCharacter: (field: FieldName) =>
    validationMessage('validation_control_character', { field }),
  brokenCharacter: (field: FieldName) =>
    validationMessage('validation_broken_character', { field }),
};
