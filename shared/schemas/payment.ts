import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { validationMessage } from '../validation-messages.ts';
import { idSchema, textField } from './common.ts';
import { pageSchema } from './page.ts';

export const PAYMENT_STATUS_SERVICE_PENDING = 'service pending';

/**
 * How a payment is made (decision 036): a card (Stripe, or the built-in test provider), or a
 * redirect to a Bangladeshi gateway's page: bKash directly, or SSLCommerz's page (local cards,
 * bKash, Nagad, Rocket, internet banking). Each currency has its own list, in the order the
 * payment page offers them (GET /api/config's `payments.gateways`).
 */
export const PAYMENT_GATEWAYS = ['card', 'bkash', 'sslcommerz'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
export const REDIRECT_GATEWAYS = ['bkash', 'sslcommerz'] as const;
/** Money taken at a branch's desk by the front desk or an admin (decision 040). */
export const DESK_PAYMENT_METHODS = ['cash', 'bank_transfer'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
/** Every way a recorded payment was taken: online, or at the desk. */
export const RECORDED_PAYMENT_GATEWAYS = [...PAYMENT_GATEWAYS, ...DESK_PAYMENT_METHODS] as const;
export type RecordedPaymentGateway = (typeof RECORDED_PAYMENT_GATEWAYS)[number];
export const isDeskPaymentMethod = (gateway: string | undefined): gateway is DeskPaymentMethod =>
  (DESK_PAYMENT_METHODS as readonly string[]).includes(gateway ?? '');
export type RedirectGatewayName = (typeof REDIRECT_GATEWAYS)[number];

/** How the student paid, as the gateway told us: a card with its last digits, or a wallet. */
export const paymentMethodSchema = z.object({
  kind: z.enum(['card', 'bkash', 'nagad', 'rocket', 'upay', 'bank', 'other']),
  /** A card's brand (VISA), else null. */
  brand: z.string().nullable().optional(),
  /** A card's or a wallet's last four digits, when the gateway gave them. */
  last4: z.string().nullable().optional(),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodSchema>;

export const paymentSchema = z.object({
  _id: z.string(),
  email: z.string(),
  transactionId: z.string(),
  /** In `currency`, major units: one payment is always in one currency. */
  price: z.number(),
  /** Missing from copies saved before currencies (then dollars). */
  currency: z.enum(CURRENCIES).optional(),
  date: z.string(),
  quantity: z.number().int(),
  selectedItems: z.array(z.string()),
  selectedId: z.array(z.string()),
  status: z.string(),
  itemNames: z.array(z.string()),
  /**
   * Returned to the payer so far, in the payment's currency (classes full or deleted meanwhile,
   * admin refunds).
   */
  refunded: z.number().optional(),
  /** How it was paid; missing from copies saved before gateways (then a card). */
  gateway: z.enum(RECORDED_PAYMENT_GATEWAYS).optional(),
  /** Who recorded a payment taken at the desk (their name); null or missing online. */
  recordedBy: z.string().nullable().optional(),
  method: paymentMethodSchema.nullable().optional(),
  /** The gateway's own transaction id (bKash's trxID, SSLCommerz's bank_tran_id). */
  gatewayTransactionId: z.string().nullable().optional(),
  /**
   * 'held': paid, but flagged by the gateway; nothing is delivered until an admin approves
   * ('approved') or refunds it all ('refused').
   */
  review: z.enum(['held', 'approved', 'refused']).nullable().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments?limit=: one page of the caller's list, newest first. */
export const paymentPageSchema = pageSchema('payments', paymentSchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** GET /api/paid: a class the student has paid for. */
export const paidClassSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  email: z.string(),
  photo: z.string(),
  Name: z.string(),
  IName: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES).optional(),
  /** Who takes it: a child of the family, or null for the account's own (decision 049). */
  participantId: z.string().nullable().optional(),
  participantName: z.string().nullable().optional(),
});
export type PaidClass = z.infer<typeof paidClassSchema>;

/** The hold on one seat of each selected class while the student pays. */
export const SEAT_HOLD_MINUTES = 10;
/**
 * Each new checkout renews the holds, but one account holds a seat in a class for at most this
 * long in one stretch; the stretch ends only after SEAT_HOLD_COOLDOWN_MINUTES without a hold.
 * So an account that never pays keeps a seat from others at most half of the time.
 */
export const SEAT_HOLD_MAX_MINUTES = 30;
export const SEAT_HOLD_COOLDOWN_MINUTES = 30;
/** One account holds seats in at most this many classes at once (one payment's classes). */
export const MAX_HELD_CLASSES = 10;

/**
 * POST /api/create-payment-intent. `price` is what the browser shows; the server computes the
 * total itself and refuses a different one (409) with the current total. A payment is in one
 * currency: `currency` picks which of the selections to pay now when they are in several (the
 * others wait for their own payment); it may be left out when they are all in one.
 */
export const createPaymentIntentInputSchema = z.object({
  price: z.coerce
    .number({ error: validationMessage('validation_price_not_a_number') })
    .finite()
    .min(0)
    .optional(),
  currency: z
    .enum(CURRENCIES, { error: validationMessage('validation_currency_unknown') })
    .optional(),
});
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentInputSchema>;

export const paymentIntentResultSchema = z.object({
  clientSecret: z.string(),
  intentId: z.string(),
  /** Computed by the server from the caller's selections in `currency`, major units. */
  total: z.number(),
  currency: z.enum(CURRENCIES),
  /** ISO-8601: when the held seats are released. */
  holdExpiresAt: z.string(),
});
export type PaymentIntentResult = z.infer<typeof paymentIntentResultSchema>;

const TRANSACTION_ID_REQUIRED = validationMessage('validation_transaction_id_required');

/**
 * POST /api/payments. Only `transactionId` (the intent id) is read; the first version's other
 * fields may be
 * sent, but the amount, the e-mail and the classes come from the intent the server created.
 */
export const finalizePaymentInputSchema = z.object({
  transactionId: textField('transaction_id', { required: TRANSACTION_ID_REQUIRED })
    .min(1, TRANSACTION_ID_REQUIRED)
    .max(255),
  email: z.unknown().optional(),
  price: z.unknown().optional(),
  date: z.unknown().optional(),
  quantity: z.unknown().optional(),
  selectedItems: z.unknown().optional(),
  selectedId: z.unknown().optional(),
  status: z.unknown().optional(),
  itemNames: z.unknown().optional(),
});
export type FinalizePaymentInput = z.input<typeof finalizePaymentInputSchema>;

export const finalizePaymentResultSchema = z.object({
  insertedId: z.string(),
  /** Names of the paid classes that were refunded (deleted, full or already yours meanwhile). */
  refundedClasses: z.array(z.string()).optional(),
});
export type FinalizePaymentResult = z.infer<typeof finalizePaymentResultSchema>;

const CLIENT_SECRET_REQUIRED = validationMessage('validation_client_secret_required');
const CARD_NUMBER_INCOMPLETE = validationMessage('validation_card_number_incomplete');
const EXPIRY_MONTH_INVALID = validationMessage('validation_card_expiry_month_invalid');

/**
 * POST /api/test-payments/confirm: the built-in test provider's card confirmation (TEST MODE only).
 */
export const testCardConfirmInputSchema = z.object({
  clientSecret: textField('client_secret', { required: CLIENT_SECRET_REQUIRED })
    .min(1, CLIENT_SECRET_REQUIRED)
    .max(255),
  card: z.object({
    number: textField('card_number', { required: CARD_NUMBER_INCOMPLETE })
      .min(1, CARD_NUMBER_INCOMPLETE)
      .max(32),
    expMonth: z.coerce.number().int().min(1, EXPIRY_MONTH_INVALID).max(12, EXPIRY_MONTH_INVALID),
    expYear: z.coerce.number().int().min(0).max(9999),
    cvc: textField('card_cvc').max(8),
  }),
  billingDetails: z
    .object({
      name: textField('name').max(200).optional(),
      email: textField('email').max(254).optional(),
    })
    .optional(),
});
export type TestCardConfirmInput = z.input<typeof testCardConfirmInputSchema>;

export const testCardConfirmResultSchema = z.object({
  status: z.literal('succeeded'),
  id: z.string(),
});

/**
 * GET /api/payments/summary (admins): money in per currency and per class, net of refunds. Sums
 * are only ever made within one currency.
 */
export const paymentSummarySchema = z.object({
  payments: z.number().int(),
  /** Charged, refunded and kept, one row per currency that has payments. */
  currencies: z.array(
    z.object({
      currency: z.enum(CURRENCIES),
      payments: z.number().int(),
      total: z.number(),
      refunded: z.number(),
      net: z.number(),
    }),
  ),
  classes: z.array(
    z.object({
      classId: z.string(),
      Name: z.string(),
      IName: z.string(),
      /** Students currently enrolled through a payment. */
      enrollments: z.number().int(),
      /** Paid for this class by the enrolled students, in `currency`. */
      total: z.number(),
      currency: z.enum(CURRENCIES),
    }),
  ),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** POST /api/payments/:id/refund (admins): one class of the payment, or everything left in it. */
export const paymentRefundInputSchema = z.object({ classId: idSchema.optional() });
export const paymentRefundResultSchema = z.object({
  /** Returned to the payer, in the payment's currency. */
  refunded: z.number(),
  currency: z.enum(CURRENCIES),
  classIds: z.array(z.string()),
  modifiedCount: z.number().int(),
});
export type PaymentRefundResult = z.infer<typeof paymentRefundResultSchema>;

/**
 * POST /api/payments/start: the selections in `currency` are paid through a redirect gateway.
 * As with create-payment-intent, the server computes the total and holds the seats; it answers
 * the gateway's page to send the browser to. The browser's return is never proof of payment.
 */
export const startPaymentInputSchema = createPaymentIntentInputSchema.extend({
  gateway: z.enum(REDIRECT_GATEWAYS, { error: validationMessage('validation_gateway_unknown') }),
});
export type StartPaymentInput = z.input<typeof startPaymentInputSchema>;

export const startPaymentResultSchema = z.object({
  /** Our id of this attempt: the return page asks about it. */
  reference: z.string(),
  /** The gateway's page (on its own origin, or the stand-in's in TEST MODE). */
  redirectUrl: z.string(),
  total: z.number(),
  currency: z.enum(CURRENCIES),
  holdExpiresAt: z.string(),
});
export type StartPaymentResult = z.infer<typeof startPaymentResultSchema>;

/**
 * Where an attempt stands, as the return page shows it:
 * - confirming: the gateway has not told us yet (the page asks again);
 * - paid: enrolled (some classes may have been refunded instead, see refundedClasses);
 * - held_for_review: paid, but the gateway flagged it; an admin approves or refunds;
 * - failed / cancelled: nothing was taken, the selections wait to be paid again;
 * - refunded: paid after the seats were let go, so returned in full.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  'confirming',
  'paid',
  'held_for_review',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** GET /api/payments/attempts/:reference (the payer): the return page's response. */
export const paymentAttemptSchema = z.object({
  reference: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  total: z.number(),
  currency: z.enum(CURRENCIES),
  classes: z.array(z.string()),
  /** The payment record once paid (held or not). */
  paymentId: z.string().nullable(),
  method: paymentMethodSchema.nullable(),
  /** The gateway's transaction id (bKash's trxID, SSLCommerz's bank_tran_id). */
  gatewayTransactionId: z.string().nullable(),
  refundedClasses: z.array(z.string()),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** POST /api/payments/:id/approve (admins): a payment held for review is delivered. */
export const paymentApproveResultSchema = z.object({
  paymentId: z.string(),
  /** Classes refunded instead (full or closed by the time of the decision). */
  refundedClasses: z.array(z.string()),
});
export type PaymentApproveResult = z.infer<typeof paymentApproveResultSchema>;
