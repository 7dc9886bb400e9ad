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

/** The messages of those two, naming the field (e.g. 'Subject'). */
export const TEXT_MESSAGES = {
  controlCharacter: (label: string) => `${label} must not contain invisible control characters.`,
  brokenCharacter: (label: string) => `${label} must not contain broken characters.`,
};
