// What a receipt says, in one language: the page (pwa/features/payments/components/receipt-view.tsx)
// and the server's PDF (api/services/payments/receipt-pdf.ts) both lay out these words, so the
// printed page and the downloaded file never disagree (decision 039).
import { VENUE_TEXTS } from '../classes/class-texts.ts';
import { isVenue } from '../classes/venues.ts';
import {
  formatDate,
  formatPrice,
  formatTime,
  localizeDigits,
  type FormatOptions,
} from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { m } from '../i18n/paraglide/messages.js';
import type { Receipt } from '../schemas/receipt.ts';
import { fromMinorUnits, toMinorUnits, type Currency } from '../money.ts';
import { GATEWAY_NAMES, methodText } from './gateway-names.ts';

export interface ReceiptText {
  /** "Receipt", and its number as issued (an identifier the desk looks up: Latin digits). */
  title: string;
  number: string;
  academy: { name: string; address: string };
  /** The branch it was received at; null for a payment across branches (the academy's own). */
  branch: { name: string; address: string } | null;
  /** The day and time in the branch's zone, and that zone named. */
  date: string;
  zone: string;
  payer: { name: string; email: string };
  /**
   * Each class at its price; `note` says whose it is when it is a child's. A discounted class is
   * followed by its sibling discount as a line of its own (decision 051).
   */
  lines: { name: string; amount: string; note?: string }[];
  total: string;
  method: string;
  /** Our reference, and the gateway's transaction id under its label when it gave one. */
  reference: string;
  gatewayReference: { label: string; value: string } | null;
  refunds: { label: string; classes: string; amount: string; pending: boolean }[];
  /** What was kept after refunds; null when nothing was refunded (it equals the total). */
  net: string | null;
  labels: {
    number: string;
    date: string;
    branch: string;
    payer: string;
    className: string;
    amount: string;
    total: string;
    method: string;
    reference: string;
    refunds: string;
    refundPending: string;
    net: string;
    thanks: string;
  };
}

/**
 * The branch's country: the last part of the home page's office heading ("Kuala Lumpur,
 * Malaysia"), whose city the address already names.
 */
const countryOf = (
  venue: (typeof VENUE_TEXTS)[keyof typeof VENUE_TEXTS],
  locale: { locale: Locale },
) => venue.country({}, locale).split(/,\s*/).at(-1) ?? '';

/** Two amounts of one currency added in its minor units. */
const addAmounts = (a: number, b: number, currency: Currency) =>
  fromMinorUnits(toMinorUnits(a, currency) + toMinorUnits(b, currency), currency);

const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** The receipt's words in `options.locale`, with its digits. */
export function receiptText(receipt: Receipt, options: FormatOptions): ReceiptText {
  const locale = { locale: options.locale };
  const price = (amount: number) => formatPrice(amount, options, receipt.currency);
  const venue = isVenue(receipt.venue) ? VENUE_TEXTS[receipt.venue] : null;
  const gateway = GATEWAY_NAMES[receipt.gateway]({}, locale);
  const digits = (text: string) => localizeDigits(text, options);
  return {
    title: m.receipt_title({}, locale),
    number: receipt.number,
    academy: { name: m.app_name({}, locale), address: m.footer_street_address({}, locale) },
    branch: venue && {
      name: venue.name({}, locale),
      address: [venue.street({}, locale), venue.city({}, locale), countryOf(venue, locale)].join(
        ', ',
      ),
    },
    date: `${formatDate(receipt.date, options, SHORT_DATE)}, ${formatTime(receipt.issuedAt, options, receipt.timeZone)}`,
    zone: venue ? venue.zone({}, locale) : m.zone_bangladesh({}, locale),
    payer: receipt.payer,
    // A discounted class: its price before, then the discount as a line of its own (decision 051).
    lines: receipt.lines.flatMap((line) => [
      {
        name: line.name,
        amount: price(
          line.discount ? addAmounts(line.amount, line.discount, receipt.currency) : line.amount,
        ),
        ...(line.participantName
          ? { note: m.for_participant({ name: line.participantName }, locale) }
          : {}),
      },
      ...(line.discount
        ? [{ name: m.sibling_discount_line({}, locale), amount: price(-line.discount) }]
        : []),
    ]),
    total: price(receipt.total),
    method: methodText(receipt.method, receipt.gateway, digits, options.locale) ?? gateway,
    reference: receipt.reference,
    gatewayReference: receipt.gatewayTransactionId
      ? {
          label: m.payment_gateway_transaction_id({ gateway }, locale),
          value: receipt.gatewayTransactionId,
        }
      : null,
    refunds: receipt.refunds.map((refund) => ({
      label: m.receipt_refund_on({ date: formatDate(refund.date, options, SHORT_DATE) }, locale),
      classes: refund.classes.join(', '),
      amount: price(-refund.amount),
      pending: !refund.sent,
    })),
    net: receipt.refunds.length > 0 ? price(receipt.net) : null,
    labels: {
      number: m.receipt_number({}, locale),
      date: m.receipt_date({}, locale),
      branch: m.receipt_branch({}, locale),
      payer: m.receipt_payer({}, locale),
      className: m.receipt_class({}, locale),
      amount: m.receipt_amount({}, locale),
      total: m.receipt_total({}, locale),
      method: m.receipt_method({}, locale),
      reference: m.receipt_reference({}, locale),
      refunds: m.receipt_refunds({}, locale),
      refundPending: m.receipt_refund_pending({}, locale),
      net: m.receipt_net({}, locale),
      thanks: m.receipt_thanks({}, locale),
    },
  };
}
