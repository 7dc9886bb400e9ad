/**
 * Sentences with values, from the message catalogues: the API's refusals (`error_<reason>`,
 * shared/refusals.ts) and the validation messages (`validation_<name>`,
 * shared/validation-messages.ts). Those tables name each sentence's catalogue message and what
 * kind each of its values is; here a value is written as the language writes it (its digits, a
 * dollar amount, a field's name in that language) and the message is asked in that language.
 * The API asks for English (its `message`); a screen asks for the reader's language.
 */
import * as format from './format.ts';
import type { FormatOptions } from './format.ts';
import type { Locale } from './locale.ts';
import { m } from './paraglide/messages.js';
import { VENUE_TEXTS } from '../classes/class-texts.ts';
import { isVenue, type Venue } from '../classes/venues.ts';
import { currencyOrDefault, isCurrency, type Currency } from '../money.ts';

/** The values a sentence names, as the API sends them: numbers, and ids rather than words. */
export type ReasonParams = Readonly<Record<string, string | number>>;

/**
 * How a value is written: a number in the language's digits, a price in the currency its
 * sentence names beside it (a `currency` value; dollars without one), a currency's code, a
 * field's id as that field's name in the language, text as it is (class names, a path, an id
 * a message picks its words by), a calendar date ('YYYY-MM-DD') or a wall time ('HH:MM') as the
 * language writes them, or a venue's id as its name.
 */
export type ParamKind =
  'number' | 'price' | 'currency' | 'field' | 'text' | 'date' | 'time' | 'venue';
type Kinds = Readonly<Record<string, ParamKind>>;

/** Each currency's name in a sentence ("Price (BDT)", "ফি (টাকা)"). */
export const CURRENCY_NAMES = {
  usd: m.currency_usd,
  bdt: m.currency_bdt,
  myr: m.currency_myr,
  sar: m.currency_sar,
} as const satisfies Record<Currency, unknown>;

/** The fields a generic message names ("{field} is required."), by id, to their names. */
const FIELD_NAMES = {
  id: m.validation_field_id,
  email: m.validation_field_email,
  name: m.validation_field_name,
  photo_url: m.validation_field_photo_url,
  class_name: m.validation_field_class_name,
  instructor_name: m.validation_field_instructor_name,
  status: m.validation_field_status,
  feedback: m.validation_field_feedback,
  subject: m.validation_field_subject,
  message: m.validation_field_message,
  page_cursor: m.validation_field_page_cursor,
  sync_cursor: m.validation_field_sync_cursor,
  transaction_id: m.validation_field_transaction_id,
  client_secret: m.validation_field_client_secret,
  card_number: m.validation_field_card_number,
  card_cvc: m.validation_field_card_cvc,
  description: m.validation_field_description,
  search: m.validation_field_search,
  session_change_reason: m.validation_field_session_change_reason,
  phone: m.validation_field_phone,
  reference: m.validation_field_reference,
  date_of_birth: m.validation_field_date_of_birth,
  school_year: m.validation_field_school_year,
  medical_notes: m.validation_field_medical_notes,
  emergency_contact: m.validation_field_emergency_contact,
};
export type FieldName = keyof typeof FIELD_NAMES;

const isFieldName = (value: unknown): value is FieldName =>
  typeof value === 'string' && Object.hasOwn(FIELD_NAMES, value);

type ValueOf<Kind extends ParamKind> = Kind extends 'number' | 'price'
  ? number
  : Kind extends 'field'
    ? FieldName
    : Kind extends 'venue'
      ? Venue
      : Kind extends 'currency'
        ? Currency
        : string;

/** The values a sentence with these kinds takes. */
export type ParamsOf<K extends Kinds> = { readonly [Name in keyof K]: ValueOf<K[Name]> };
/** The arguments after a reason or key: none, or its values. */
export type ArgsOf<K extends Kinds> = keyof K extends never ? [] : [params: ParamsOf<K>];

/** A catalogue message taking these inputs (Paraglide's compiled message functions). */
type CatalogueMessage<K extends Kinds> = (
  inputs: { [Name in keyof K]: NonNullable<unknown> },
  options?: { locale?: Locale },
) => string;

/** A catalogue message and the kind of each value it names (its inputs, once written). */
export type Sentence<K extends Kinds = Kinds> = {
  message: (inputs: Record<string, string>, options: { locale: Locale }) => string;
  kinds: K;
};

/**
 * A table's entry: `sentence(m.error_total_changed, { total: 'price', currency: 'currency' })`.
 * The type checks that every input the message names has a kind; a test checks the catalogues
 * name no other.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no values by default
export function sentence<K extends Kinds = {}>(
  message: CatalogueMessage<K>,
  kinds?: K,
): Sentence<K> {
  return { message: message as Sentence['message'], kinds: kinds ?? ({} as K) };
}

function written(
  kind: ParamKind,
  value: unknown,
  options: FormatOptions,
  params: ReasonParams,
): string | null {
  switch (kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return null;
      return Number.isInteger(value) && value >= 0
        ? format.formatCount(value, options)
        : format.formatNumber(value, options);
    case 'price':
      return typeof value === 'number' && Number.isFinite(value)
        ? format.formatPrice(value, options, currencyOrDefault(params.currency))
        : null;
    case 'currency':
      // Left out by a server from before currencies: its prices were dollars.
      if (value === undefined) return CURRENCY_NAMES.usd({}, { locale: options.locale });
      return isCurrency(value) ? CURRENCY_NAMES[value]({}, { locale: options.locale }) : null;
    case 'field':
      return isFieldName(value) ? FIELD_NAMES[value]({}, { locale: options.locale }) : null;
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? format.formatDate(value, options, {
            weekday: 'short',
            year: 'numeric',
            month: 'short',
            day: 'numeric',
          })
        : null;
    case 'time':
      return typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)
        ? format.formatWallTime(value, options)
        : null;
    case 'venue':
      return isVenue(value) ? VENUE_TEXTS[value].name({}, { locale: options.locale }) : null;
  }
}

/** Only the values a sentence names, from those given. */
export function paramsFor(entry: Sentence, params: ReasonParams): ReasonParams {
  const kept: Record<string, string | number> = {};
  for (const name of Object.keys(entry.kinds)) {
    const value = params[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * The sentence with its values in a language; null when a value is missing or not of its kind
 * (values from elsewhere, e.g. a newer server's: the caller shows its own fallback).
 */
export function sentenceText(
  entry: Sentence,
  params: ReasonParams,
  options: FormatOptions,
): string | null {
  const inputs: Record<string, string> = {};
  for (const [name, kind] of Object.entries(entry.kinds)) {
    const text = written(kind, params[name], options, params);
    if (text === null) return null;
    inputs[name] = text;
  }
  return entry.message(inputs, { locale: options.locale });
}
