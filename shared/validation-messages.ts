// Every validation message a person can get: a stable key (its key in the message catalogues), the
// values it names, and its English sentence, made from those values by one function per key.
// Schemas take the sentence (`validationMessage`), as zod wants a string; the key and values of a
// failed field are found again from that sentence (`validationReasonOf`): the API answers them
// beside the English (`fieldReasons`), and a form reads them from its field's error. So no schema
// names a key twice, and a sentence and its key can never disagree. No zod here: the PWA's forms
// load this with their schemas, never on the first paint.

/** The values a sentence names: numbers, and ids (a field, a place) rather than English words. */
export type ReasonParams = Readonly<Record<string, string | number>>;

/** A field's failure as the API answers it in `fieldReasons`, and a form reads it. */
export type FieldReason = { reason: ValidationKey; params: ReasonParams };

/** The fields whose generic messages name them, by id (a catalogue can translate the id). */
export const FIELD_LABELS = {
  id: 'The id',
  email: 'Email',
  name: 'Name',
  photo_url: 'Photo URL',
  class_name: 'Class name',
  instructor_name: 'Instructor name',
  status: 'Status',
  feedback: 'Feedback',
  subject: 'Subject',
  message: 'Message',
  page_cursor: 'The page cursor',
  sync_cursor: 'The sync cursor',
  transaction_id: 'The transaction id',
  client_secret: 'The client secret',
  card_number: 'Your card number',
  card_cvc: "Your card's security code",
} as const;
export type FieldName = keyof typeof FIELD_LABELS;
export type FieldLabel = (typeof FIELD_LABELS)[FieldName];

/** The places of a request a value comes from, in the words of the messages. */
const PLACE_WORDS = { body: 'request body', query: 'query', address: 'address' } as const;
export type RequestPlace = keyof typeof PLACE_WORDS;

/** 2000 → "2,000", as the spec writes limits. */
const count = (n: number) => n.toLocaleString('en-US');
const label = (field: FieldName) => FIELD_LABELS[field];

const VALIDATION_MESSAGES = {
  // The spec's messages (section 5), one per field and rule.
  validation_email_required: () => 'Email is required',
  validation_email_invalid: () => 'Enter a valid email address.',
  validation_password_required: () => 'Password is required',
  validation_password_min: (p: { min: number }) => `Password must be at least ${p.min} characters.`,
  validation_password_max: (p: { max: number }) => `Password must be at most ${p.max} characters.`,
  validation_login_password_pattern: () =>
    'Password must have one Uppercase one lower case, one number and one special character.',
  validation_register_password_pattern: () =>
    'Password must have one uppercase letter, one lowercase letter, one number, and one special character.',
  validation_confirm_password_required: () => 'Confirm Password is required',
  validation_confirm_password_min: (p: { min: number }) =>
    `Confirm Password must be at least ${p.min} characters.`,
  validation_confirm_password_max: (p: { max: number }) =>
    `Confirm Password must be at most ${p.max} characters.`,
  validation_confirm_password_pattern: () =>
    'Confirm Password must have one uppercase letter, one lowercase letter, one number, and one special character.',
  validation_passwords_do_not_match: () => 'Passwords do not match.',
  validation_password_error_title: () => 'Password Error',
  validation_name_required: () => 'Name is required',
  validation_name_too_long: (p: { max: number }) =>
    `Name must be at most ${count(p.max)} characters.`,
  validation_photo_url_required: () => 'Photo URL is required',
  validation_photo_url_invalid: () => 'Photo URL must start with http:// or https://.',
  validation_class_name_required: () => 'Class name is required',
  validation_instructor_name_required: () => 'Instructor name is required',
  validation_price_invalid: (p: { max: number }) =>
    `Price must be a number from 0 to ${count(p.max)}.`,
  validation_price_decimals: () => 'Price can have at most 2 decimals.',
  validation_seats_invalid: (p: { max: number }) =>
    `Available seats must be a whole number from 0 to ${count(p.max)}.`,
  validation_subject_required: () => 'Subject is required',
  validation_subject_too_long: (p: { max: number }) =>
    `Subject must be at most ${count(p.max)} characters.`,
  validation_message_required: () => 'Message is required',
  validation_message_too_long: (p: { max: number }) =>
    `Message must be at most ${count(p.max)} characters.`,
  validation_feedback_required: () => 'Write a note for the instructor.',
  validation_feedback_too_long: () => 'Feedback is too long.',
  validation_review_status: () => "Status must be 'approved' or 'Denied'.",

  // Any text field (shared/schemas/common.ts, textField), naming it.
  validation_required: (p: { field: FieldName }) => `${label(p.field)} is required.`,
  validation_control_character: (p: { field: FieldName }) =>
    `${label(p.field)} must not contain invisible control characters.`,
  validation_broken_character: (p: { field: FieldName }) =>
    `${label(p.field)} must not contain broken characters.`,

  // The test payment form (Stripe's Card Element's words) and its API.
  validation_card_number_incomplete: () => 'Your card number is incomplete.',
  validation_card_number_invalid: () => 'Your card number is invalid.',
  validation_card_expiry_incomplete: () => "Your card's expiration date is incomplete.",
  validation_card_expiry_month_invalid: () => "Your card's expiration month is invalid.",
  validation_card_cvc_incomplete: () => "Your card's security code is incomplete.",
  validation_price_not_a_number: () => 'The price must be a number.',
  validation_transaction_id_required: () => 'The transaction id is required.',
  validation_client_secret_required: () => 'The client secret is required.',

  // What only programs send: ids, lists' pages and syncs, addresses.
  validation_id_required: () => 'An id is required.',
  validation_id_too_long: () => 'That id is too long.',
  validation_selection_id_uuid: () => 'The selection id must be a UUID.',
  validation_limit: (p: { max: number }) => `The limit must be a whole number from 1 to ${p.max}.`,
  validation_cursor_empty: (p: { cursor: 'page' | 'sync' }) => `The ${p.cursor} cursor is empty.`,
  validation_cursor_too_long: (p: { cursor: 'page' | 'sync' }) =>
    `That ${p.cursor} cursor is not valid.`,
  validation_after_needs_limit: () => 'A page cursor (after) goes with a limit.',
  validation_since_or_limit: () => 'Ask for changes (since) or for a page (limit), not both.',
  validation_page_cursor_invalid: () =>
    'This page cursor is not valid: start again from the first page.',
  validation_sync_cursor_invalid: (p: { first: string }) =>
    `This sync cursor is not valid here: sync again from the start (since=${p.first}).`,
  validation_broken_escape: (p: { place: RequestPlace; name: string }) =>
    `The ${PLACE_WORDS[p.place]} has a broken character in "${p.name}".`,
  validation_place_invalid: (p: { place: RequestPlace }) =>
    `The ${PLACE_WORDS[p.place]} is not valid.`,

  // zod's own messages (checks without one of ours, on fields only programs send): by issue code.
  validation_invalid_type: (p: { expected: string }) => `Expected ${p.expected}.`,
  validation_too_small: (p: { minimum: number }) => `Too small: at least ${p.minimum}.`,
  validation_too_big: (p: { maximum: number }) => `Too big: at most ${p.maximum}.`,
  validation_invalid_option: () => 'Not one of the allowed values.',
  validation_invalid: () => 'This value is not valid.',
} satisfies Record<`validation_${string}`, (params: never) => string>;

type Messages = typeof VALIDATION_MESSAGES;
export type ValidationKey = keyof Messages;
/** The arguments after the key: none, or the values its sentence names. */
export type ValidationArgs<K extends ValidationKey> = Parameters<Messages[K]>;

export const VALIDATION_KEYS = Object.keys(VALIDATION_MESSAGES) as ValidationKey[];

/** Every sentence made so far, to its key and values (a sentence is only ever made here). */
const reasonByMessage = new Map<string, FieldReason>();

/** The key, values and English sentence of a validation message. */
export function validationRefusal<K extends ValidationKey>(
  key: K,
  ...args: ValidationArgs<K>
): FieldReason & { message: string } {
  const params: ReasonParams = args[0] ?? {};
  const message = (VALIDATION_MESSAGES[key] as (params: ReasonParams) => string)(params);
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

/** The field a textField label names. */
export function fieldOf(fieldLabel: FieldLabel): FieldName {
  const entry = Object.entries(FIELD_LABELS).find(([, text]) => text === fieldLabel);
  return entry![0] as FieldName;
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
