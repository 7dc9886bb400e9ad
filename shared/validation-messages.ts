// Every validation message a person can get: a stable key (its key in the message catalogues,
// shared/i18n/messages/*.json, where its English and Bangla are) and the kind of each value it
// names. Schemas take the English sentence (`validationMessage`), as zod wants a string; the key
// and values of a failed field are found again from that sentence (`validationReasonOf`): the API
// answers them beside the English (`fieldReasons`), and a form shows its field's error in the
// reader's language from them (`validationTextOf`). So no schema names a key twice, and a
// sentence and its key can never disagree. No zod here: the PWA's forms load this with their
// schemas, never on the first paint.
import type { FormatOptions } from './i18n/format.ts';
import {
  paramsFor,
  sentence,
  sentenceText,
  type ArgsOf,
  type FieldName,
  type ReasonParams,
} from './i18n/catalogue-text.ts';
import { m } from './i18n/paraglide/messages.js';

export type { FieldName, ReasonParams };

/** A field's failure as the API returns it in `fieldReasons`, and a form reads it. */
export type FieldReason = { reason: ValidationKey; params: ReasonParams };

/** The places of a request a value comes from (the messages name them in words). */
export type RequestPlace = 'body' | 'query' | 'address';

const VALIDATION_MESSAGES = {
  // The messages of docs/product.md §5, one per field and rule.
  validation_email_required: sentence(m.validation_email_required),
  validation_email_invalid: sentence(m.validation_email_invalid),
  validation_password_required: sentence(m.validation_password_required),
  validation_password_min: sentence(m.validation_password_min, { min: 'number' }),
  validation_password_max: sentence(m.validation_password_max, { max: 'number' }),
  validation_login_password_pattern: sentence(m.validation_login_password_pattern),
  validation_register_password_pattern: sentence(m.validation_register_password_pattern),
  validation_confirm_password_required: sentence(m.validation_confirm_password_required),
  validation_confirm_password_min: sentence(m.validation_confirm_password_min, { min: 'number' }),
  validation_confirm_password_max: sentence(m.validation_confirm_password_max, { max: 'number' }),
  validation_confirm_password_pattern: sentence(m.validation_confirm_password_pattern),
  validation_passwords_do_not_match: sentence(m.validation_passwords_do_not_match),
  validation_password_error_title: sentence(m.validation_password_error_title),
  validation_name_required: sentence(m.validation_name_required),
  validation_name_too_long: sentence(m.validation_name_too_long, { max: 'number' }),
  validation_photo_url_required: sentence(m.validation_photo_url_required),
  validation_photo_url_invalid: sentence(m.validation_photo_url_invalid),
  validation_class_name_required: sentence(m.validation_class_name_required),
  validation_instructor_name_required: sentence(m.validation_instructor_name_required),
  validation_price_invalid: sentence(m.validation_price_invalid, { max: 'number' }),
  validation_price_decimals: sentence(m.validation_price_decimals),
  validation_seats_invalid: sentence(m.validation_seats_invalid, { max: 'number' }),
  validation_subject_required: sentence(m.validation_subject_required),
  validation_subject_too_long: sentence(m.validation_subject_too_long, { max: 'number' }),
  validation_message_required: sentence(m.validation_message_required),
  validation_message_too_long: sentence(m.validation_message_too_long, { max: 'number' }),
  validation_feedback_required: sentence(m.validation_feedback_required),
  validation_feedback_too_long: sentence(m.validation_feedback_too_long),
  validation_review_status: sentence(m.validation_review_status),

  // A class's sport, level, venue, description and schedule (shared/schemas/schedule.ts).
  validation_sport: sentence(m.validation_sport),
  validation_level: sentence(m.validation_level),
  validation_venue: sentence(m.validation_venue),
  validation_age_bound: sentence(m.validation_age_bound, { max: 'number' }),
  validation_age_range_order: sentence(m.validation_age_range_order),
  validation_sibling_discount_percent: sentence(m.validation_sibling_discount_percent, {
    max: 'number',
  }),
  validation_description_too_long: sentence(m.validation_description_too_long, { max: 'number' }),
  validation_schedule_first_date: sentence(m.validation_schedule_first_date),
  validation_schedule_weekdays: sentence(m.validation_schedule_weekdays),
  validation_schedule_start_time: sentence(m.validation_schedule_start_time),
  validation_schedule_duration: sentence(m.validation_schedule_duration, {
    min: 'number',
    max: 'number',
  }),
  validation_schedule_end: sentence(m.validation_schedule_end),
  validation_schedule_session_count: sentence(m.validation_schedule_session_count, {
    min: 'number',
    max: 'number',
  }),
  validation_schedule_last_date: sentence(m.validation_schedule_last_date, { days: 'number' }),
  validation_schedule_no_sessions: sentence(m.validation_schedule_no_sessions),
  validation_schedule_too_many_sessions: sentence(m.validation_schedule_too_many_sessions, {
    max: 'number',
  }),
  validation_schedule_needs_venue: sentence(m.validation_schedule_needs_venue),
  validation_schedule_in_past: sentence(m.validation_schedule_in_past),
  validation_schedule_too_late: sentence(m.validation_schedule_too_late),
  // Any date the API takes (a schedule's, a session's new day): past it, some layer cannot carry it.
  validation_date_too_late: sentence(m.validation_date_too_late),

  // The owner's report's period (shared/schemas/report.ts).
  validation_report_month: sentence(m.validation_report_month),
  validation_report_period: sentence(m.validation_report_period, { max: 'number' }),

  // Cancelling or moving one session (shared/schemas/session-change.ts).
  validation_session_change_reason_required: sentence(m.validation_session_change_reason_required),
  validation_session_change_reason_too_long: sentence(m.validation_session_change_reason_too_long, {
    max: 'number',
  }),
  validation_session_change_date: sentence(m.validation_session_change_date),

  // A family's members (shared/schemas/family.ts, decision 049).
  validation_date_of_birth_invalid: sentence(m.validation_date_of_birth_invalid),
  validation_photo_consent_invalid: sentence(m.validation_photo_consent_invalid),
  validation_member_level: sentence(m.validation_member_level),
  validation_session_change_time: sentence(m.validation_session_change_time),
  validation_session_change_in_past: sentence(m.validation_session_change_in_past),

  // Any text field (shared/schemas/common.ts, textField), naming it.
  validation_required: sentence(m.validation_required, { field: 'field' }),
  validation_text_too_long: sentence(m.validation_text_too_long, { field: 'field', max: 'number' }),
  validation_control_character: sentence(m.validation_control_character, { field: 'field' }),
  validation_broken_character: sentence(m.validation_broken_character, { field: 'field' }),

  // The test payment form (Stripe's Card Element's words) and its API.
  validation_card_number_incomplete: sentence(m.validation_card_number_incomplete),
  validation_card_number_invalid: sentence(m.validation_card_number_invalid),
  validation_card_expiry_incomplete: sentence(m.validation_card_expiry_incomplete),
  validation_card_expiry_month_invalid: sentence(m.validation_card_expiry_month_invalid),
  validation_card_cvc_incomplete: sentence(m.validation_card_cvc_incomplete),
  validation_price_not_a_number: sentence(m.validation_price_not_a_number),
  validation_currency_unknown: sentence(m.validation_currency_unknown),
  validation_gateway_unknown: sentence(m.validation_gateway_unknown),
  validation_transaction_id_required: sentence(m.validation_transaction_id_required),
  validation_client_secret_required: sentence(m.validation_client_secret_required),

  // Payments at the desk (decision 040).
  validation_desk_method_unknown: sentence(m.validation_desk_method_unknown),
  validation_desk_reference_required: sentence(m.validation_desk_reference_required),
  validation_desk_classes_required: sentence(m.validation_desk_classes_required),
  validation_desk_classes_too_many: sentence(m.validation_desk_classes_too_many, { max: 'number' }),
  validation_desk_classes_repeated: sentence(m.validation_desk_classes_repeated),
  validation_desk_lines_repeated: sentence(m.validation_desk_lines_repeated),
  validation_desk_lines_or_class_ids: sentence(m.validation_desk_lines_or_class_ids),
  validation_desk_key_uuid: sentence(m.validation_desk_key_uuid),
  validation_phone_invalid: sentence(m.validation_phone_invalid, { min: 'number', max: 'number' }),
  validation_desk_search_required: sentence(m.validation_desk_search_required),

  // What only programs send: ids, lists' pages and syncs, addresses.
  validation_id_required: sentence(m.validation_id_required),
  validation_id_too_long: sentence(m.validation_id_too_long),
  validation_selection_id_uuid: sentence(m.validation_selection_id_uuid),
  validation_check_in_id_uuid: sentence(m.validation_check_in_id_uuid),
  validation_waitlist_id_uuid: sentence(m.validation_waitlist_id_uuid),
  validation_check_in_taken_at: sentence(m.validation_check_in_taken_at),
  validation_limit: sentence(m.validation_limit, { max: 'number' }),
  validation_cursor_empty: sentence(m.validation_cursor_empty, { cursor: 'text' }),
  validation_cursor_too_long: sentence(m.validation_cursor_too_long, { cursor: 'text' }),
  validation_after_needs_limit: sentence(m.validation_after_needs_limit),
  validation_since_or_limit: sentence(m.validation_since_or_limit),
  validation_filters_with_since: sentence(m.validation_filters_with_since),
  validation_page_cursor_invalid: sentence(m.validation_page_cursor_invalid),
  validation_sync_cursor_invalid: sentence(m.validation_sync_cursor_invalid, { first: 'text' }),
  validation_broken_escape: sentence(m.validation_broken_escape, { place: 'text', name: 'text' }),
  validation_place_invalid: sentence(m.validation_place_invalid, { place: 'text' }),

  // The admins' exports (shared/schemas/exports.ts).
  validation_export_branch: sentence(m.validation_export_branch),
  validation_export_from: sentence(m.validation_export_from),
  validation_export_to: sentence(m.validation_export_to),
  validation_export_range: sentence(m.validation_export_range),

  // zod's own messages (checks without one of ours, on fields only programs send): by issue code.
  validation_invalid_type: sentence(m.validation_invalid_type, { expected: 'text' }),
  validation_too_small: sentence(m.validation_too_small, { minimum: 'number' }),
  validation_too_big: sentence(m.validation_too_big, { maximum: 'number' }),
  validation_invalid_option: sentence(m.validation_invalid_option),
  validation_invalid: sentence(m.validation_invalid),
};

type Messages = typeof VALIDATION_MESSAGES;
export type ValidationKey = keyof Messages;
/** The arguments after the key: none, or the values its sentence names. */
export type ValidationArgs<K extends ValidationKey> = ArgsOf<Messages[K]['kinds']>;

export const VALIDATION_KEYS = Object.keys(VALIDATION_MESSAGES) as ValidationKey[];

/** Every sentence made so far, to its key and values (a sentence is only ever made here). */
const reasonByMessage = new Map<string, FieldReason>();

/** The key, values and English sentence of a validation message. */
export function validationRefusal<K extends ValidationKey>(
  key: K,
  ...args: ValidationArgs<K>
): FieldReason & { message: string } {
  const entry = VALIDATION_MESSAGES[key];
  const params = paramsFor(entry, args[0] ?? {});
  const message = sentenceText(entry, params, { locale: 'en' });
  if (message === null) throw new Error(`The values of ${key} do not fit its sentence.`);
  const known = reasonByMessage.get(message);
  if (!known) reasonByMessage.set(message, { reason: key, params });
  else if (known.reason !== key || JSON.stringify(known.params) !== JSON.stringify(params)) {
    // Two keys with one sentence: a field's key could not be told from its message.
    throw new Error(`"${message}" is both ${known.reason} and ${key}: word one differently.`);
  }
  return { reason: key, params, message };
}

/** The English sentence of a validation message, for a schema (zod takes a string). */
export const validationMessage = <K extends ValidationKey>(key: K, ...args: ValidationArgs<K>) =>
  validationRefusal(key, ...args).message;

export const isValidationKey = (key: string): key is ValidationKey =>
  Object.hasOwn(VALIDATION_MESSAGES, key);

/** The names of the values a validation message takes (its catalogue message names them). */
export const validationParamNames = (key: ValidationKey): string[] =>
  Object.keys(VALIDATION_MESSAGES[key].kinds);

/** A validation message in a language; null for a key or values this build does not know. */
export function validationText(
  key: string,
  params: ReasonParams,
  options: FormatOptions,
): string | null {
  return isValidationKey(key) ? sentenceText(VALIDATION_MESSAGES[key], params, options) : null;
}

/**
 * A field's message (a schema's English sentence, or the API's in `fields`) in a language, as a
 * form shows it; a sentence not made here (a newer server's) is shown as it is.
 */
export function validationTextOf(message: string, options: FormatOptions): string {
  const known = reasonByMessage.get(message);
  return (known && validationText(known.reason, known.params, options)) ?? message;
}

/**
 * What a zod issue (`code`) or a react-hook-form field error (`type`, its issue's code) failed
 * on. A sentence of this table gives its own key and values; zod's own English (a check with no
 * message of ours) gets a key from its issue code.
 */
export type IssueLike = {
  message?: string | undefined;
  code?: string | undefined;
  type?: unknown;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
};

/** The key and values of a failed field, from its issue or form error. */
export function validationReasonOf(issue: IssueLike): FieldReason {
  const known = issue.message === undefined ? undefined : reasonByMessage.get(issue.message);
  if (known) return known;
  const code = issue.code ?? (typeof issue.type === 'string' ? issue.type : undefined);
  const limit = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);
  const minimum = limit(issue.minimum);
  const maximum = limit(issue.maximum);
  if (code === 'invalid_type' && typeof issue.expected === 'string')
    return { reason: 'validation_invalid_type', params: { expected: issue.expected } };
  if (code === 'too_small' && typeof minimum === 'number')
    return { reason: 'validation_too_small', params: { minimum } };
  if (code === 'too_big' && typeof maximum === 'number')
    return { reason: 'validation_too_big', params: { maximum } };
  if (code === 'invalid_value') return { reason: 'validation_invalid_option', params: {} };
  return { reason: 'validation_invalid', params: {} };
}
