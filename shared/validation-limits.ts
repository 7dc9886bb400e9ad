// The limits of the fields and the rules of text, without their messages (shared/validation.ts
// has those): what code that runs before the first paint may import
// (shared/classes/catalogue-query.ts).
export const NAME_MAX_LENGTH = 120;
/** The largest price in any currency; each currency's own is CURRENCY_RULES (shared/money.ts). */
export const PRICE_MAX = 1_000_000;
export const SEATS_MAX = 1_000;
export const TEXT_MAX_LENGTH = 2_000;
export const URL_MAX_LENGTH = 2_048;

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
