// A notification in words, in one language: the bell's list (the PWA, the reader's language) and a
// push (the server, the language of the device it goes to) both say it here, so the two agree.
import { currencyOrDefault } from '../money.ts';
import {
  formatCount,
  formatDate,
  formatPrice,
  formatTime,
  type FormatOptions,
} from '../i18n/format.ts';
import { m } from '../i18n/paraglide/messages.js';
import { isVenue, timeZoneOf } from '../classes/venues.ts';
import type { NotificationParams, PushKind } from './kinds.ts';

export interface NotificationText {
  title: string;
  body: string;
}

/** Where a notice names no venue: the academy's home. */
const HOME_TIME_ZONE = 'Asia/Dhaka';

const text = (params: NotificationParams, name: string) => String(params[name] ?? '');

/**
 * How a notice is said: the language, its digits, and the reader's time zone when known (the
 * PWA's; a push is written on the server, which knows none, so Dhaka's).
 */
export type NotificationTextOptions = FormatOptions & { timeZone?: string };

/**
 * An instant as a date and a time: a session's at its venue (a class meets where it is), any other
 * in the reader's zone, else Dhaka's.
 */
function when(params: NotificationParams, name: string, options: NotificationTextOptions) {
  const venue = params.venue;
  const timeZone = isVenue(venue) ? timeZoneOf(venue) : (options.timeZone ?? HOME_TIME_ZONE);
  const instant = text(params, name);
  return {
    date: formatDate(instant, options, {
      month: 'long',
      day: 'numeric',
      weekday: 'long',
      timeZone,
    }),
    time: formatTime(instant, options, timeZone),
  };
}

/**
 * The title and body of a notification of `kind` with `params`, in `options.locale`. A notice
 * about a child of the reader's family (`participantName`: a guardian is told of their child's
 * session or seat) is worded with the child's name; one without reads as an adult's own.
 */
export function notificationText(
  kind: PushKind,
  params: NotificationParams,
  options: NotificationTextOptions,
): NotificationText {
  const locale = { locale: options.locale };
  const className = text(params, 'className');
  const participantName = text(params, 'participantName');
  const feedback = text(params, 'feedback');
  const withFeedback = (body: string) =>
    feedback ? `${body} ${m.notification_feedback({ feedback }, locale)}` : body;
  switch (kind) {
    case 'class_approved':
      return {
        title: m.notification_class_approved_title({}, locale),
        body: withFeedback(m.notification_class_approved_body({ className }, locale)),
      };
    case 'class_denied':
      return {
        title: m.notification_class_denied_title({}, locale),
        body: withFeedback(m.notification_class_denied_body({ className }, locale)),
      };
    case 'waitlist_offer': {
      const until = when(params, 'expiresAt', options);
      return participantName
        ? {
            title: m.notification_waitlist_offer_for_title({ participantName }, locale),
            body: m.notification_waitlist_offer_for_body(
              { participantName, className, ...until },
              locale,
            ),
          }
        : {
            title: m.notification_waitlist_offer_title({}, locale),
            body: m.notification_waitlist_offer_body({ className, ...until }, locale),
          };
    }
    case 'waitlist_offer_expired':
      return {
        title: m.notification_waitlist_offer_expired_title({}, locale),
        body: participantName
          ? m.notification_waitlist_offer_expired_for_body({ participantName, className }, locale)
          : m.notification_waitlist_offer_expired_body({ className }, locale),
      };
    case 'payment_receipt': {
      const amount = formatPrice(
        Number(params.amount),
        options,
        currencyOrDefault(params.currency),
      );
      // A family payment's receipt names each child after their class (the plain names once a
      // child named is removed, notification-list.ts).
      const classNames = text(params, 'classNamesForWhom') || text(params, 'classNames');
      // A receipt written before it named its classes says how many there were.
      const count = Number(params.count);
      const body = classNames
        ? m.notification_payment_receipt_body({ amount, classNames }, locale)
        : (count === 1
            ? m.notification_payment_receipt_count_one
            : m.notification_payment_receipt_count_other)(
            { amount, count: formatCount(count, options) },
            locale,
          );
      return { title: m.notification_payment_receipt_title({}, locale), body };
    }
    case 'payment_approved': {
      // A family's approval names each child after their class, so it does not say "you are
      // enrolled" of a child; the plain names once a child named is removed.
      const forWhom = text(params, 'classNamesForWhom');
      return forWhom
        ? {
            title: m.notification_payment_approved_for_title({}, locale),
            body: m.notification_payment_approved_for_body({ classNames: forWhom }, locale),
          }
        : {
            title: m.notification_payment_approved_title({}, locale),
            body: m.notification_payment_approved_body(
              { classNames: text(params, 'classNames') },
              locale,
            ),
          };
    }
    case 'family_enrolled':
      // Another guardian paid for the reader's children: who paid and each child after their
      // class, no amounts (the plain names once a child named is removed, notification-list.ts).
      return {
        title: m.notification_family_enrolled_title({}, locale),
        body: m.notification_family_enrolled_body(
          {
            payerName: text(params, 'payerName'),
            classNames: text(params, 'classNamesForWhom') || text(params, 'classNames'),
          },
          locale,
        ),
      };
    case 'refund':
      return {
        title: m.notification_refund_title({}, locale),
        body: m.notification_refund_body(
          {
            amount: formatPrice(Number(params.amount), options, currencyOrDefault(params.currency)),
            // Each child named after their class, as on the receipt.
            classNames: text(params, 'classNamesForWhom') || text(params, 'classNames'),
          },
          locale,
        ),
      };
    case 'session_cancelled': {
      const said = {
        className,
        reason: text(params, 'reason'),
        ...when(params, 'startsAt', options),
      };
      return {
        title: m.notification_session_cancelled_title({}, locale),
        body: participantName
          ? m.notification_session_cancelled_for_body({ ...said, participantName }, locale)
          : m.notification_session_cancelled_body(said, locale),
      };
    }
    case 'session_moved': {
      const from = when(params, 'movedFrom', options);
      const said = {
        className,
        reason: text(params, 'reason'),
        fromDate: from.date,
        fromTime: from.time,
        ...when(params, 'startsAt', options),
      };
      return {
        title: m.notification_session_moved_title({}, locale),
        body: participantName
          ? m.notification_session_moved_for_body({ ...said, participantName }, locale)
          : m.notification_session_moved_body(said, locale),
      };
    }
    case 'session_reminder': {
      const said = { className, ...when(params, 'startsAt', options) };
      return {
        title: m.notification_session_reminder_title({}, locale),
        body: participantName
          ? m.notification_session_reminder_for_body({ ...said, participantName }, locale)
          : m.notification_session_reminder_body(said, locale),
      };
    }
  }
}
