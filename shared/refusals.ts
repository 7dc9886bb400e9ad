// Every refusal the API answers: a stable reason (snake_case; the message catalogues' key is
// `error_<reason>`), the values its sentence names, and its English sentence, made from those
// values by one function per reason. A throw site names the reason and its values
// (api/lib/http-error.ts), never a sentence, so the English `message` and the `reason` of an
// answer can never disagree, and a client can say the reason in the person's own language.
// A 400 for bad fields answers the first field's validation key instead
// (shared/validation-messages.ts). The English is the spec's and must not change.
import { formatDollars } from './money.ts';
import type { ReasonParams } from './validation-messages.ts';

/** Class names as one text ("Yoga, Swim") and how many there are (for a plural). */
type ClassNames = { classNames: string; count: number };

const REFUSALS = {
  // Signing in, and who may do what (401, 403)
  sign_in_required: () => 'Sign in to do that.',
  session_expired: () => 'Your session has expired. Please sign in again.',
  admins_only: () => 'Only admins may do that.',
  students_only: () => 'Only students may do that.',
  instructors_or_admins_only: () => 'Only instructors or admins may do that.',
  account_removed: () =>
    'This account was removed by the academy. Contact us if you think this is a mistake.',
  email_now_elsewhere: () =>
    'This e-mail address now belongs to another account. Please sign in again.',
  email_taken: () =>
    'This e-mail address already belongs to another account here. Sign in with that account, or contact the academy.',
  verify_email_first: () =>
    'This e-mail address belongs to an academy account with a role. Verify the address (or sign in with Google), then sign in again.',
  id_token_missing: () => 'Sign in first: the Firebase ID token is missing.',
  id_token_invalid: () => 'Your sign-in could not be verified. Please sign in again.',
  account_disabled: () => 'This account has been disabled. Contact the academy.',
  id_token_other_email: () => 'The sign-in token belongs to another e-mail.',
  /** 503: Firebase could not be asked. */
  sign_in_unavailable: () => 'Sign-in cannot be checked right now. Please try again soon.',

  // Users
  user_not_found: () => 'There is no user with that id.',
  own_user_record_only: () => 'You can only create your own user record.',
  own_email_only: () => 'You can only ask about your own e-mail.',
  cannot_delete_self: () => 'You cannot delete your own account.',

  // Classes
  class_not_found: () => 'There is no class with that id.',
  sign_in_for_own_classes: () => 'Sign in to see your own classes.',
  own_classes_only: () => 'You can only edit your own classes.',
  class_already_reviewed: (p: { status: 'approved' | 'Denied' | 'pending' }) =>
    `This class is already ${p.status}; only a pending class can be reviewed.`,
  class_reviewed_meanwhile: () => 'This class was reviewed meanwhile; reload and try again.',

  // Selections
  select_for_yourself_only: () => 'You can only select classes for yourself.',
  own_selections_only: () => 'You can only see your own selections.',
  remove_own_selections_only: () => 'You can only remove your own selections.',
  selection_id_taken: () => 'That selection id is already used for something else.',
  selection_not_found: () => 'There is no selection with that id.',
  class_not_approved: () => 'This class is not open for selection.',
  already_paid: () => 'You have already paid for this class.',
  class_full: () => 'This class has no seats left.',
  already_selected: () => 'You have already selected this class.',

  // Paying: the seat hold (POST /api/create-payment-intent)
  nothing_to_pay: () => 'There is nothing to pay: select a class first.',
  total_is_zero: () => 'The total is $0.00: there is nothing to pay.',
  /** `total` in dollars. */
  total_changed: (p: { total: number }) =>
    `The total has changed: it is now ${formatDollars(p.total)}.`,
  classes_not_open: (p: ClassNames) =>
    `Not open for enrollment: ${p.classNames}. Remove it from your selection.`,
  classes_already_paid: (p: ClassNames) => `You have already paid for ${p.classNames}.`,
  classes_full: (p: ClassNames) => `No seats left in ${p.classNames}.`,
  too_many_classes_for_one_payment: () =>
    'Too many classes for one payment: pay for fewer at once.',
  too_many_held_classes: (p: { max: number; count: number }) =>
    `You are holding seats in too many classes: one payment can hold at most ${p.max}, ` +
    `and you have selected ${p.count}. Remove some from your selection, pay for the rest, ` +
    'then select them again.',
  /** 429: `count` classes held for `maxMinutes`; held again in `minutes`. */
  hold_stretch_spent: (p: ClassNames & { maxMinutes: number; minutes: number }) => {
    const one = p.count === 1;
    return (
      `You have held ${one ? 'a seat' : 'seats'} in ${p.classNames} for ${p.maxMinutes} minutes ` +
      `without paying. You can hold ${one ? 'it' : 'them'} again in ${p.minutes} ` +
      `minute${p.minutes === 1 ? '' : 's'}.`
    );
  },

  // Paying: the card (the test provider's words are Stripe's) and the record of the payment
  test_payments_disabled: () => 'Test payments are not enabled here.',
  test_payment_not_found: () => 'This payment was not found. Reload the page to start again.',
  payment_closed_reload: () =>
    'This payment can no longer be completed. Reload the page to start again.',
  payment_closed: () => 'This payment can no longer be completed.',
  card_declined: () => 'Your card was declined.',
  card_insufficient_funds: () => 'Your card has insufficient funds.',
  card_expired: () => 'Your card has expired.',
  card_incorrect_cvc: () => "Your card's security code is incorrect.",
  card_incorrect_number: () => 'Your card number is incorrect.',
  payment_not_found: () => 'This payment was not found.',
  payment_not_for_academy: () => 'This payment was not made for classes of this academy.',
  payment_of_someone_else: () => 'This payment belongs to someone else.',
  payment_not_succeeded: () => 'This payment has not succeeded: nothing was charged for it.',
  payment_amount_mismatch: () => 'The amount paid does not match the classes: please contact us.',
  stripe_not_configured: () => 'Stripe is not configured here.',
  webhook_signature_invalid: () => 'The webhook signature is not valid.',

  // Refunds (admins)
  class_already_refunded: () => 'That class of this payment has already been refunded.',
  payment_already_refunded: () => 'This payment has already been refunded.',
  refund_in_progress: () => 'This refund is being sent right now: look again in a minute.',
  class_not_in_payment: () => 'That class is not enrolled through this payment any more.',
  nothing_left_to_refund: () => 'Nothing is left to refund in this payment.',
  /** 502 */
  refund_not_confirmed: () =>
    'The refund is recorded, but the card payment provider did not confirm it. It is sent ' +
    'again automatically within minutes; you can also try again now.',

  // Any request
  no_such_route: (p: { method: string; path: string }) => `There is no ${p.method} ${p.path}.`,
  malformed_json: () => 'Malformed JSON in request body',
  request_not_understood: () => 'The request could not be understood.',
  /** 413 */
  body_too_large: () => 'The request body is too large.',
  /** 429 */
  rate_limited: (p: { seconds: number }) => `Too many requests. Try again in ${p.seconds} seconds.`,
  /** 500 */
  internal_error: () => 'Something went wrong on our side. Please try again.',
  /** 503: the Worker's configuration is refused (api/worker.ts). */
  service_misconfigured: () =>
    'The service is not configured correctly yet. Please try again later.',
} satisfies Record<string, (params: never) => string>;

type Refusals = typeof REFUSALS;
export type RefusalReason = keyof Refusals;
/** The arguments after the reason: none, or the values its sentence names. */
export type RefusalArgs<R extends RefusalReason> = Parameters<Refusals[R]>;

export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[];

/** Why (a stable reason), of what (its values) and in English (made from both). */
export type Refusal<Reason extends string = string> = {
  reason: Reason;
  params: ReasonParams;
  message: string;
};

/** A refusal: its reason, its values (none for most) and its English sentence. */
export function refusal<R extends RefusalReason>(reason: R, ...args: RefusalArgs<R>): Refusal<R> {
  const params: ReasonParams = args[0] ?? {};
  const message = (REFUSALS[reason] as (params: ReasonParams) => string)(params);
  return { reason, params, message };
}

/** "Yoga, Swim" and 2: class names as a refusal names them. */
export const classNames = (names: readonly string[]): ClassNames => ({
  classNames: names.join(', '),
  count: names.length,
});
