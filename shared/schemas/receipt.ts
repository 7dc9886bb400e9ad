import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { CURRENCIES } from '../money.ts';
import { paymentMethodSchema, RECORDED_PAYMENT_GATEWAYS } from './payment.ts';

/**
 * GET /api/payments/:id/receipt (the payer, admins): a payment's receipt (decision 039). Amounts
 * are in `currency`, major units; dates are the branch's (`timeZone`). The academy's and the
 * branch's names and addresses are said in the reader's language from `venue`.
 */
export const receiptSchema = z.object({
  /** DHK-2026-000123. */
  number: z.string(),
  paymentId: z.string(),
  /** The branch it was received at (shared/classes/venues.ts), or null for the academy's own. */
  venue: z.string().nullable(),
  timeZone: z.string(),
  /** ISO-8601, and the day it falls on in the branch (YYYY-MM-DD). */
  issuedAt: z.string(),
  date: z.string(),
  payer: z.object({ name: z.string(), email: z.string() }),
  currency: z.enum(CURRENCIES),
  lines: z.array(
    z.object({
      classId: z.string(),
      name: z.string(),
      /** What was charged for the class, after `discount`. */
      amount: z.number(),
      /** The sibling discount taken off the class's price (decision 051). */
      discount: z.number().optional(),
      /** Who takes the class when it is a child of the payer's family (decision 049). */
      participantName: z.string().nullable().optional(),
    }),
  ),
  total: z.number(),
  gateway: z.enum(RECORDED_PAYMENT_GATEWAYS),
  method: paymentMethodSchema.nullable(),
  /** Our reference of the payment, and the gateway's transaction id when it gave one. */
  reference: z.string(),
  gatewayTransactionId: z.string().nullable(),
  /** Each refund as its own line, oldest first; `sent` once the money has gone back. */
  refunds: z.array(
    z.object({
      date: z.string(),
      amount: z.number(),
      classes: z.array(z.string()),
      sent: z.boolean(),
    }),
  ),
  /** What the academy kept: total less refunds. */
  net: z.number(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * GET /api/payments/:id/receipt.pdf's query: the language to write it in, the page's (the PWA
 * sends it); without one, English, product.md's language.
 */
export const receiptPdfQuerySchema = z.object({ lang: z.enum(LOCALES).default('en') });
