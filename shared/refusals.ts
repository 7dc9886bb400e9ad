// Every refusal the API returns: a stable reason (snake_case), the one closed list of them. Each
// names its sentence in the message catalogues (`error_<reason>` in shared/i18n/messages/*.json,
// the English being product.md's) and the kind of each value the sentence names. A throw site names
// the reason and its values (api/lib/http-error.ts), never a sentence, so a response's English
// `message` and its `reason` can never disagree, and a client says the same reason and values in
// the reader's language (refusalText). A 400 for bad fields answers the first field's validation
// key instead (shared/validation-messages.ts).
import type { FormatOptions } from './i18n/format.ts';
import {
  paramsFor,
  sentence,
  sentenceText,
  type ArgsOf,
  type ReasonParams,
} from './i18n/catalogue-text.ts';
import { m } from './i18n/paraglide/messages.js';

/** Class names as one text ("Yoga, Swim") and how many there are (for a plural). */
type ClassNames = { classNames: string; count: number };

const REFUSALS = {
  // Signing in, and who may do what (401, 403)
  sign_in_required: sentence(m.error_sign_in_required),
  session_expired: sentence(m.error_session_expired),
  admins_only: sentence(m.error_admins_only),
  students_only: sentence(m.error_students_only),
  instructors_or_admins_only: sentence(m.error_instructors_or_admins_only),
  account_removed: sentence(m.error_account_removed),
  email_now_elsewhere: sentence(m.error_email_now_elsewhere),
  email_taken: sentence(m.error_email_taken),
  verify_email_first: sentence(m.error_verify_email_first),
  id_token_missing: sentence(m.error_id_token_missing),
  id_token_invalid: sentence(m.error_id_token_invalid),
  account_disabled: sentence(m.error_account_disabled),
  id_token_other_email: sentence(m.error_id_token_other_email),
  /** 503: Firebase could not be asked. */
  sign_in_unavailable: sentence(m.error_sign_in_unavailable),

  // Users
  user_not_found: sentence(m.error_user_not_found),
  own_user_record_only: sentence(m.error_own_user_record_only),
  own_email_only: sentence(m.error_own_email_only),
  cannot_delete_self: sentence(m.error_cannot_delete_self),

  // Classes
  class_not_found: sentence(m.error_class_not_found),
  /** 404: no feed has this token (or it is no token at all); the same response either way. */
  calendar_feed_not_found: sentence(m.error_calendar_feed_not_found),
  sign_in_for_own_classes: sentence(m.error_sign_in_for_own_classes),
  own_classes_only: sentence(m.error_own_classes_only),
  class_already_reviewed: sentence(m.error_class_already_reviewed, { status: 'text' }),
  class_reviewed_meanwhile: sentence(m.error_class_reviewed_meanwhile),
  /** 409: one of the instructor's own classes meets then (its day and times in its venue's time). */
  schedule_clash: sentence(m.error_schedule_clash, {
    className: 'text',
    day: 'date',
    start: 'time',
    end: 'time',
    venue: 'venue',
  }),
  // One session cancelled or moved (api/services/session-changes.ts)
  session_change_not_found: sentence(m.error_session_change_not_found),
  /** 409: it has begun (or is over), so it stays as it was. */
  session_change_begun: sentence(m.error_session_change_begun),
  session_change_cancelled: sentence(m.error_session_change_cancelled),
  /** 409: the new time meets another session of the instructor's (this class's or another's). */
  session_change_clash: sentence(m.error_session_change_clash, {
    className: 'text',
    day: 'date',
    start: 'time',
    end: 'time',
    venue: 'venue',
  }),

  // Selections
  select_for_yourself_only: sentence(m.error_select_for_yourself_only),
  own_selections_only: sentence(m.error_own_selections_only),
  remove_own_selections_only: sentence(m.error_remove_own_selections_only),
  selection_id_taken: sentence(m.error_selection_id_taken),
  selection_not_found: sentence(m.error_selection_not_found),
  class_not_approved: sentence(m.error_class_not_approved),
  already_paid: sentence(m.error_already_paid),
  class_full: sentence(m.error_class_full),
  already_selected: sentence(m.error_already_selected),

  // Waitlists (decision 026)
  waitlist_class_not_open: sentence(m.error_waitlist_class_not_open),
  /** 409: a seat is free for this student: they select the class instead. */
  waitlist_seat_free: sentence(m.error_waitlist_seat_free),
  waitlist_id_taken: sentence(m.error_waitlist_id_taken),
  /**
   * 409: a join under a new id for a member already in the line. Answering the place there is
   * would leave the client holding an id the server never stored, and its Leave would end nothing.
   */
  waitlist_already_in_line: sentence(m.error_waitlist_already_in_line),
  /** 404: unknown, or another student's (the same response either way). */
  waitlist_entry_not_found: sentence(m.error_waitlist_entry_not_found),
  waitlist_own_classes_only: sentence(m.error_waitlist_own_classes_only),
  /** 409 at checkout: the cart's classes and the student's live offers elsewhere, over `max`. */
  waitlist_offers_over_hold_limit: sentence(m.error_waitlist_offers_over_hold_limit, {
    max: 'number',
    count: 'number',
  }),

  // Paying: the seat hold (POST /api/create-payment-intent)
  nothing_to_pay: sentence(m.error_nothing_to_pay),
  total_is_zero: sentence(m.error_total_is_zero),
  /** `total` in dollars. */
  total_changed: sentence(m.error_total_changed, { total: 'price', currency: 'currency' }),
  /** 400: below what this way to pay takes in one payment (shared/money.ts CHARGE_LIMITS). */
  total_below_minimum: sentence(m.error_total_below_minimum, {
    minimum: 'price',
    currency: 'currency',
  }),
  total_above_maximum: sentence(m.error_total_above_maximum, {
    maximum: 'price',
    currency: 'currency',
  }),
  /** 409: the selections are in several currencies and the request did not pick one. */
  pay_one_currency_at_a_time: sentence(m.error_pay_one_currency_at_a_time),
  classes_not_open: sentence(m.error_classes_not_open, { classNames: 'text' }),
  classes_already_paid: sentence(m.error_classes_already_paid, { classNames: 'text' }),
  classes_full: sentence(m.error_classes_full, { classNames: 'text' }),
  too_many_classes_for_one_payment: sentence(m.error_too_many_classes_for_one_payment),
  too_many_held_classes: sentence(m.error_too_many_held_classes, {
    max: 'number',
    count: 'number',
  }),
  /** 429: `count` classes held for `maxMinutes`; held again in `minutes`. */
  hold_stretch_spent: sentence(m.error_hold_stretch_spent, {
    classNames: 'text',
    count: 'number',
    maxMinutes: 'number',
    minutes: 'number',
  }),

  // Paying: the card (the test provider's words are Stripe's) and the record of the payment
  test_payments_disabled: sentence(m.error_test_payments_disabled),
  test_payment_not_found: sentence(m.error_test_payment_not_found),
  payment_closed_reload: sentence(m.error_payment_closed_reload),
  payment_closed: sentence(m.error_payment_closed),
  card_declined: sentence(m.error_card_declined),
  card_insufficient_funds: sentence(m.error_card_insufficient_funds),
  card_expired: sentence(m.error_card_expired),
  card_incorrect_cvc: sentence(m.error_card_incorrect_cvc),
  card_incorrect_number: sentence(m.error_card_incorrect_number),
  payment_not_found: sentence(m.error_payment_not_found),
  payment_not_for_academy: sentence(m.error_payment_not_for_academy),
  payment_of_someone_else: sentence(m.error_payment_of_someone_else),
  /** 503: this runtime makes no PDF (a Worker, decision 039); the page prints the receipt. */
  receipt_pdf_unavailable: sentence(m.error_receipt_pdf_unavailable),
  payment_not_succeeded: sentence(m.error_payment_not_succeeded),
  payment_amount_mismatch: sentence(m.error_payment_amount_mismatch),
  payment_not_held: sentence(m.error_payment_not_held),
  /** 400: this currency is not paid that way here (GET /api/config's payments.gateways). */
  gateway_not_offered: sentence(m.error_gateway_not_offered),
  /** 502: the gateway could not be asked; nothing was taken. */
  gateway_unavailable: sentence(m.error_gateway_unavailable),
  /** 400: what a gateway's notice or return said could not be believed (logged). */
  payment_notice_refused: sentence(m.error_payment_notice_refused),
  stripe_not_configured: sentence(m.error_stripe_not_configured),
  webhook_signature_invalid: sentence(m.error_webhook_signature_invalid),

  // Refunds (admins)
  class_already_refunded: sentence(m.error_class_already_refunded),
  payment_already_refunded: sentence(m.error_payment_already_refunded),
  refund_in_progress: sentence(m.error_refund_in_progress),
  class_not_in_payment: sentence(m.error_class_not_in_payment),
  nothing_left_to_refund: sentence(m.error_nothing_left_to_refund),
  /** 502 */
  refund_not_confirmed: sentence(m.error_refund_not_confirmed),

  // Passes and check-in at the door (decision 025)
  pass_unknown: sentence(m.error_pass_unknown),
  pass_other_class: sentence(m.error_pass_other_class, { className: 'text' }),
  pass_refunded: sentence(m.error_pass_refunded),
  check_in_session_not_found: sentence(m.error_check_in_session_not_found),
  check_in_not_your_class: sentence(m.error_check_in_not_your_class),
  check_in_id_taken: sentence(m.error_check_in_id_taken),
  check_in_session_cancelled: sentence(m.error_check_in_session_cancelled),
  check_in_taken_in_future: sentence(m.error_check_in_taken_in_future),
  check_in_taken_too_long_ago: sentence(m.error_check_in_taken_too_long_ago),
  check_in_session_not_open: sentence(m.error_check_in_session_not_open),
  check_in_not_on_roster: sentence(m.error_check_in_not_on_roster),
  check_in_not_found: sentence(m.error_check_in_not_found),

  // Notifications
  /** 409: a signed-in person without a users row (sign-up not finished) has no settings to keep. */
  notification_settings_need_account: sentence(m.error_notification_settings_need_account),
  // Push subscriptions (api/routes/push/)
  /** 409: a signed-in person with no account row yet (they have not finished signing up). */
  push_account_needed: sentence(m.error_push_account_needed),
  /** 400: an endpoint over plain HTTP: every push service is https. */
  push_endpoint_not_https: sentence(m.error_push_endpoint_not_https),
  /** 400: an endpoint that is no push service's (an address inside a network, a port). */
  push_endpoint_refused: sentence(m.error_push_endpoint_refused),
  /** 400: p256dh not a P-256 point, or auth not 16 bytes: nothing could be encrypted to it. */
  push_keys_invalid: sentence(m.error_push_keys_invalid),

  // Payments at the desk (decision 040)
  /** 403: a desk route, for the front desk and admins. */
  desk_staff_only: sentence(m.error_desk_staff_only),
  student_not_found: sentence(m.error_student_not_found),
  /** 409: the person chosen is staff, not a student. */
  not_a_student: sentence(m.error_not_a_student),
  /** 400: one desk payment is received at one branch, in its currency. */
  classes_of_one_branch: sentence(m.error_classes_of_one_branch),
  /** 409: the idempotency key names a payment of another student or other classes. */
  desk_payment_key_reused: sentence(m.error_desk_payment_key_reused),
  /** 403: the desk hands back only what the desk took. */
  not_a_desk_payment: sentence(m.error_not_a_desk_payment),

  // Families (decision 049)
  /** 404: not a member of the caller's family (another family's member is not named either). */
  family_member_not_found: sentence(m.error_family_member_not_found),
  /** 404: the same answer for a token never made, used, withdrawn or expired. */
  family_invitation_invalid: sentence(m.error_family_invitation_invalid),
  /** 409: an account looks after one family. */
  already_in_other_family: sentence(m.error_already_in_other_family),
  /** 409: the last guardian of a family with children cannot leave it. */
  last_guardian: sentence(m.error_last_guardian),
  family_full: sentence(m.error_family_full, { max: 'number' }),
  /** 409: the account's own member is the account: it is not removed, nor renamed here. */
  own_member_kept: sentence(m.error_own_member_kept),
  guardian_not_found: sentence(m.error_guardian_not_found),
  /** 409: who takes a class must be of its ages on its first session's date, and of its level. */
  participant_too_young: sentence(m.error_participant_too_young, {
    name: 'text',
    age: 'number',
    minAge: 'number',
  }),
  participant_too_old: sentence(m.error_participant_too_old, {
    name: 'text',
    age: 'number',
    maxAge: 'number',
  }),
  participant_age_unknown: sentence(m.error_participant_age_unknown, { name: 'text' }),
  participant_other_level: sentence(m.error_participant_other_level, { name: 'text' }),

  // Any request
  no_such_route: sentence(m.error_no_such_route, { method: 'text', path: 'text' }),
  malformed_json: sentence(m.error_malformed_json),
  request_not_understood: sentence(m.error_request_not_understood),
  /** 413 */
  body_too_large: sentence(m.error_body_too_large),
  /** 429 */
  rate_limited: sentence(m.error_rate_limited, { seconds: 'number' }),
  /** 500 */
  internal_error: sentence(m.error_internal_error),
  /** 503: the Worker's configuration is refused (api/worker.ts). */
  service_misconfigured: sentence(m.error_service_misconfigured),
};

type Refusals = typeof REFUSALS;
export type RefusalReason = keyof Refusals;
/** The arguments after the reason: none, or the values its sentence names. */
export type RefusalArgs<R extends RefusalReason> = ArgsOf<Refusals[R]['kinds']>;

export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[];

/** Why (a stable reason), of what (its values) and in English (made from both). */
export type Refusal<Reason extends string = string> = {
  reason: Reason;
  params: ReasonParams;
  message: string;
};

/** A refusal: its reason, its values (none for most) and its English sentence. */
export function refusal<R extends RefusalReason>(reason: R, ...args: RefusalArgs<R>): Refusal<R> {
  const entry = REFUSALS[reason];
  const params = paramsFor(entry, args[0] ?? {});
  const message = sentenceText(entry, params, { locale: 'en' });
  // Only a value of the wrong kind gets here (a cast): a bug at the throw site.
  if (message === null) throw new Error(`The values of refusal ${reason} do not fit its sentence.`);
  return { reason, params, message };
}

export const isRefusalReason = (reason: string): reason is RefusalReason =>
  Object.hasOwn(REFUSALS, reason);

/**
 * The names of the values a refusal's sentence writes (its catalogue message names them). A
 * currency is not written on its own: it says how the price beside it is written.
 */
export const refusalParamNames = (reason: RefusalReason): string[] =>
  Object.entries(REFUSALS[reason].kinds)
    .filter(([, kind]) => kind !== 'currency')
    .map(([name]) => name);

/** A refusal's sentence in a language; null for a reason or values this build does not know. */
export function refusalText(
  reason: string,
  params: ReasonParams,
  options: FormatOptions,
): string | null {
  return isRefusalReason(reason) ? sentenceText(REFUSALS[reason], params, options) : null;
}

/** "Yoga, Swim" and 2: class names as a refusal names them. */
export const classNames = (names: readonly string[]): ClassNames => ({
  classNames: names.join(', '),
  count: names.length,
});
