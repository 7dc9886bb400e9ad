// Payments: server-priced intents with seat holds, the idempotent finalize step, a student's
// payments and paid classes, and the admin's overview and refunds. Mounted by createApp.
import { Hono } from 'hono';
import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/common.ts';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import { receiptPdfQuerySchema, receiptSchema } from '#shared/schemas/receipt.ts';
import { refusal } from '#shared/refusals.ts';
import {
  createPaymentIntentInputSchema,
  finalizePaymentInputSchema,
  finalizePaymentResultSchema,
  paidClassSchema,
  paymentIntentResultSchema,
  paymentPageSchema,
  paymentRefundInputSchema,
  paymentRefundResultSchema,
  paymentSchema,
  paymentSummarySchema,
  type FinalizePaymentResult,
} from '#shared/schemas/payment.ts';
import { bytes, describe, header, json, refused } from '../../lib/contract/describe.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { HttpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import { refundPayment } from '../../services/payments/admin-refund.ts';
import { createPaymentIntent } from '../../services/payments/create-intent.ts';
import { createPaymentProvider } from '../../services/payments/create-provider.ts';
import { finalizePayment } from '../../services/payments/finalize.ts';
import {
  listPaidClasses,
  listPayments,
  paymentPage,
  paymentSummary,
} from '../../services/payments/payment-queries.ts';
import { createGateways, type Gateways } from '../../services/payments/gateways.ts';
import type { PaymentDeps, PaymentProvider } from '../../services/payments/provider.ts';
import { receiptOf } from '../../services/payments/receipts.ts';
import { createDeskRoutes } from '../desk/desk.ts';
import { createRedirectPaymentRoutes } from './redirect-payments.ts';
import { createStripeWebhookRoutes } from './stripe-webhook.ts';
import { createTestPaymentRoutes } from './test-payments.ts';

export interface PaymentRouteOptions {
  /** Tests: a provider pointed at a stand-in; otherwise chosen from the environment. */
  provider?: PaymentProvider;
  /** Tests: the redirect gateways; otherwise chosen from the environment. */
  gateways?: Gateways;
}

export function createPaymentRoutes(services: Services, options: PaymentRouteOptions = {}) {
  // Throws at start-up where the configuration is unsafe (test payments in production).
  const provider =
    options.provider ?? createPaymentProvider(services.env, services.db, services.now);
  const deps: PaymentDeps = {
    db: services.db,
    provider,
    gateways: options.gateways ?? createGateways(services.env),
    now: services.now,
    waitlistOfferHours: services.env.WAITLIST_OFFER_HOURS,
  };
  const auth = createAuth(services);

  return new Hono<AppEnv>()
    .post(
      '/create-payment-intent',
      describe({
        summary: "Hold the seats of the caller's selections and start a card payment",
        description:
          'The server prices the cart from the selections, in the currency asked; a `price` ' +
          'that differs is a 409 with the current total.',
        tag: 'Payments',
        access: 'signed-in',
        responses: {
          201: json(paymentIntentResultSchema, 'The seats are held: pay with the client secret'),
          ...refused(400, 401, 403, 409, 502),
        },
      }),
      auth.require('student'),
      validate('json', createPaymentIntentInputSchema),
      async (c) => {
        const { price, currency } = c.req.valid('json');
        const { email, userId } = callerOf(c);
        return c.json(await createPaymentIntent(deps, { email, userId }, { price, currency }), 201);
      },
    )
    .post(
      '/payments',
      describe({
        summary: 'Record a card payment that succeeded: enroll, or refund what cannot be delivered',
        tag: 'Payments',
        access: 'signed-in',
        responses: {
          201: json(finalizePaymentResultSchema, 'Recorded'),
          200: json(finalizePaymentResultSchema, 'Already recorded: the same payment'),
          ...refused(400, 401, 402, 403, 404, 409, 502),
        },
      }),
      auth.signedIn,
      validate('json', finalizePaymentInputSchema),
      async (c) => {
        // Any role: finalize checks that the intent is the caller's, so a student made
        // instructor between paying and this call still gets what they paid for.
        const { transactionId } = c.req.valid('json');
        const result = await finalizePayment(deps, transactionId, callerOf(c).email);
        const body: FinalizePaymentResult = { insertedId: result.paymentId };
        if (result.refundedClasses.length > 0) body.refundedClasses = result.refundedClasses;
        return c.json(body, result.replayed ? 200 : 201);
      },
    )
    .get(
      '/payments',
      describe({
        summary: "The caller's payments (an admin's: everyone's), or one page of them",
        tag: 'Payments',
        access: 'signed-in',
        responses: {
          200: json(z.union([z.array(paymentSchema), paymentPageSchema]), 'The payments'),
          ...refused(400, 401),
        },
      }),
      auth.signedIn,
      validate('query', pageQuerySchema),
      async (c) => {
        // An admin's list is everyone's, anyone else's their own; with `limit`, one page of it.
        const caller = callerOf(c);
        const email = caller.role === 'admin' ? null : caller.email;
        const { limit, after } = c.req.valid('query');
        if (limit === undefined) return c.json(await listPayments(services.db, email));
        return c.json(await paymentPage(services.db, email, { limit, after }));
      },
    )
    .get(
      '/payments/summary',
      describe({
        summary: 'Revenue and refunds in each currency, and payments held for review (admins)',
        tag: 'Payments',
        access: 'signed-in',
        responses: { 200: json(paymentSummarySchema, 'The summary'), ...refused(401, 403) },
      }),
      auth.require('admin'),
      async (c) => c.json(await paymentSummary(services.db)),
    )
    .post(
      '/payments/:id/refund',
      describe({
        summary: 'Refund a payment, or one class of it (admins)',
        tag: 'Payments',
        access: 'signed-in',
        responses: {
          200: json(paymentRefundResultSchema, 'Refunded'),
          ...refused(400, 401, 403, 404, 409, 502),
        },
      }),
      auth.require('admin'),
      validate('param', idParamSchema),
      validate('json', paymentRefundInputSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { classId } = c.req.valid('json');
        return c.json(await refundPayment(deps, id, classId, callerOf(c).userId));
      },
    )
    .get(
      '/payments/:id/receipt',
      describe({
        summary: "A payment's receipt (the payer's, the front desk's for desk payments, admins')",
        tag: 'Payments',
        access: 'signed-in',
        responses: { 200: json(receiptSchema, 'The receipt'), ...refused(400, 401, 403, 404) },
      }),
      auth.signedIn,
      validate('param', idParamSchema),
      async (c) => c.json(await receiptOf(deps, c.req.valid('param').id, callerOf(c))),
    )
    .get(
      '/payments/:id/receipt.pdf',
      describe({
        summary: 'The receipt as a PDF file, in English or Bangla',
        tag: 'Payments',
        access: 'signed-in',
        responses: {
          200: bytes('application/pdf', 'The PDF file', {
            'Content-Disposition': header('attachment, named by the receipt number'),
          }),
          ...refused(400, 401, 403, 404, 503),
        },
      }),
      auth.signedIn,
      validate('param', idParamSchema),
      validate('query', receiptPdfQuerySchema),
      async (c) => {
        const receipt = await receiptOf(deps, c.req.valid('param').id, callerOf(c));
        if (!services.receiptPdf) {
          throw new HttpError(503, 'unavailable', refusal('receipt_pdf_unavailable'));
        }
        const pdf = await services.receiptPdf(receipt, c.req.valid('query').lang);
        return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${receipt.number}.pdf"`,
          // The payer's alone, and a refund changes it: never kept by a shared cache, asked anew.
          'Cache-Control': 'private, no-cache',
        });
      },
    )
    .get(
      '/paid',
      describe({
        summary: 'The classes the caller has paid for (My enrolled classes)',
        tag: 'Payments',
        access: 'signed-in',
        responses: { 200: json(z.array(paidClassSchema), 'The classes'), ...refused(401) },
      }),
      auth.signedIn,
      async (c) => {
        const { email, userId } = callerOf(c);
        return c.json(await listPaidClasses(services.db, { email, userId }));
      },
    )
    .route('/', createRedirectPaymentRoutes(services, deps))
    .route('/', createDeskRoutes(services, deps))
    .route('/', createStripeWebhookRoutes(deps))
    .route('/', createTestPaymentRoutes(provider));
}
