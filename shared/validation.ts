// Validation rules and the exact messages users see (product spec, section 5).

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
/** At least one uppercase, one lowercase and one special character of !@#$&* (as the spec says, no digit check). */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[!@#$&*]).*$/;

export const NAME_MAX_LENGTH = 120;
export const PRICE_MAX = 10_000;
export const SEATS_MAX = 1_000;
export const TEXT_MAX_LENGTH = 2_000;
export const URL_MAX_LENGTH = 2_048;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  loginPasswordPattern:
    'Password must have one Uppercase one lower case, one number and one special character.',
  registerPasswordPattern:
    'Password must have one uppercase letter, one lowercase letter, one number, and one special character.',
  confirmPasswordRequired: 'Confirm Password is required',
  confirmPasswordMin: `Confirm Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  confirmPasswordMax: `Confirm Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  confirmPasswordPattern:
    'Confirm Password must have one uppercase letter, one lowercase letter, one number, and one special character.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordErrorTitle: 'Password Error',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  photoUrlRequired: 'Photo URL is required',
  photoUrlInvalid: 'Photo URL must start with http:// or https://.',
  classNameRequired: 'Class name is required',
  instructorNameRequired: 'Instructor name is required',
  priceInvalid: `Price must be a number from 0 to ${PRICE_MAX.toLocaleString('en-US')}.`,
  priceDecimals: 'Price can have at most 2 decimals.',
  seatsInvalid: `Available seats must be a whole number from 0 to ${SEATS_MAX.toLocaleString('en-US')}.`,
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;
