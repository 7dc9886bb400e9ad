import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';
import { validationMessage, type FieldName } from '../validation-messages.ts';
import {
  hasBrokenCharacter,
  hasControlCharacter,
  NAME_MAX_LENGTH,
  PRICE_MAX,
  SEATS_MAX,
  URL_MAX_LENGTH,
} from '../validation-limits.ts';
import { MESSAGES, TEXT_MESSAGES } from '../validation.ts';

/**
 * Where every text field of every input starts, so that a new field gets the same rules: a
 * string (else `required`), trimmed, with no invisible control characters (tabs and line breaks
 * only when `multiline`) and no broken characters (shared/validation-limits.ts says why). `field` is the
 * id the messages name it by (the catalogues' `validation_field_<id>` say its name). Chain the
 * field's own rules after it, with messages from shared/validation-messages.ts.
 */
export function textField(
  field: FieldName,
  { required = validationMessage('validation_required', { field }), multiline = false } = {},
) {
  return z
    .string({ error: required })
    .trim()
    .refine((value) => !hasControlCharacter(value, { multiline }), {
      message: TEXT_MESSAGES.controlCharacter(field),
    })
    .refine((value) => !hasBrokenCharacter(value), {
      message: TEXT_MESSAGES.brokenCharacter(field),
    });
}

/** Ids are opaque strings (UUIDs for new rows); bounded so a path can't carry a novel. */
const ID_REQUIRED = validationMessage('validation_id_required');
export const idSchema = textField('id', { required: ID_REQUIRED })
  .min(1, ID_REQUIRED)
  .max(64, validationMessage('validation_id_too_long'));

/** A path with one id in it (`/class/:id`, `/select/:id`, `/users/:id`, `/payments/:id/…`). */
export const idParamSchema = z.object({ id: idSchema });

export const emailSchema = textField('email', { required: MESSAGES.emailRequired })
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

export const personNameSchema = textField('name', { required: MESSAGES.nameRequired })
  .min(1, MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong);

/** An http(s) URL or a path on this site (/images/…): where a photo may come from. */
export const photoSchema = textField('photo_url', { required: MESSAGES.photoUrlRequired })
  .min(1, MESSAGES.photoUrlRequired)
  .max(URL_MAX_LENGTH, MESSAGES.photoUrlInvalid)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
    message: MESSAGES.photoUrlInvalid,
  });

/**
 * Forms send numbers as text: a plain decimal string becomes a number; anything else (null, true,
 * [], '', '0x10', …) stays as it is and fails, where z.coerce would have read it as 0, 1 or 16.
 */
const decimalText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** Dollars, 0–10,000 with at most two decimals; a number or its decimal text. */
export const priceSchema = z.preprocess(
  decimalText,
  z
    .number({ error: MESSAGES.priceInvalid })
    .finite(MESSAGES.priceInvalid)
    .min(0, MESSAGES.priceInvalid)
    .max(PRICE_MAX, MESSAGES.priceInvalid)
    .refine(hasAtMostTwoDecimals, { message: MESSAGES.priceDecimals }),
);

/** Available seats, a whole number 0–1,000; a number or its decimal text. */
export const seatsSchema = z.preprocess(
  decimalText,
  z
    .number({ error: MESSAGES.seatsInvalid })
    .int(MESSAGES.seatsInvalid)
    .min(0, MESSAGES.seatsInvalid)
    .max(SEATS_MAX, MESSAGES.seatsInvalid),
);

/** What a write responds (the spec's shapes): the new row's id, or how many rows it changed. */
export const insertedIdSchema = z.object({ insertedId: z.string() });
export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export const deletedCountSchema = z.object({ deletedCount: z.number().int() });
