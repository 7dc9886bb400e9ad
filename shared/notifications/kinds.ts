// What the academy tells people. A notification is a kind, its parameters and the page
// it is about; its words are messages of the catalogues (`notification_<kind>_title` and
// `_body`), said in the reader's language where it is shown: the bell's list in the PWA, a push
// written by the server in the language the subscribing device was using.
//
// A notice about a child of the reader's family (a guardian told of their child's session or
// seat) adds { participantId, participantName } to the kind's params and is worded with the name
// (`notification_<kind>_for_body`); without them it reads as the reader's own.

/** The kinds the server records, each one a bell entry and, if the person chose, a push. */
export const NOTIFICATION_KINDS = [
  /** To a class's instructor: params { className, feedback? }. */
  'class_approved',
  'class_denied',
  /**
   * To a student: a freed seat is held for them (or their child, when the place in line is the
   * child's). params { className, expiresAt (ISO) }.
   */
  'waitlist_offer',
  /** To a student: the offer ran out and the seat went on. params { className }. */
  'waitlist_offer_expired',
  /**
   * To a student: params { amount (dollars), count (classes), classNames (joined with commas),
   * transactionId }. Receipts recorded before they named their classes lack classNames. A family
   * payment's adds classNamesForWhom ("Football (Ayaan Lee), Swim") and participantIds (the
   * children's ids, joined with commas), as do its approval and its refunds.
   */
  'payment_receipt',
  /**
   * To a student: a payment held for review was approved. params { classNames,
   * classNamesForWhom?, participantIds? }.
   */
  'payment_approved',
  /**
   * To each other guardian of the family of the children a payment enrolled (not the payer, whose
   * receipt or approval it is): told when the children are enrolled, so of a payment held for
   * review once it is approved. No amounts: the money and the receipt stay the payer's. params {
   * payerName, classNames (the children's classes only), classNamesForWhom ("Football (Ayaan
   * Lee), Swim (Maya Lee)"), participantIds }.
   */
  'family_enrolled',
  /** To a student: params { amount (dollars), classNames, classNamesForWhom?, participantIds? }. */
  'refund',
  /**
   * To each enrolled student, and each guardian of each enrolled child (a notice per child):
   * params { className, startsAt (ISO), venue?, reason }.
   */
  'session_cancelled',
  /** params { className, startsAt (ISO, the new time), movedFrom (ISO), venue?, reason }. */
  'session_moved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Kinds that only ever come as a push, never in the bell: reminders 24 hours and 1 hour before
 * each session a student (or a guardian's child) is enrolled in. params { className, startsAt
 * (ISO), venue? }.
 */
export const PUSH_ONLY_KINDS = ['session_reminder'] as const;

/** Every kind a person can choose to get (or not) as a push. */
export const PUSH_KINDS = [...NOTIFICATION_KINDS, ...PUSH_ONLY_KINDS] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Parameters of a notification: plain values, said by the kind's messages. */
export type NotificationParams = Record<string, string | number>;
