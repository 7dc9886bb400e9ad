// Paying through bKash and SSLCommerz (decision 036): the start, where the gateways send the
// browser back and post their notices, the return page's question, and an admin's approval of a
// payment held for review. What a gateway or a browser sends here is never believed as it is:
// it names an attempt, and the gateway's own server is asked (services/payments/redirect-payments.ts).
import { Hono, type Context } from 'hono';
import { idParamSchema } from '#shared/schemas/common.ts';
import {
  paymentApproveResultSchema,
  paymentAttemptSchema,
  startPaymentInputSchema,
  startPaymentResultSchema,
} from '#shared/schemas/payment.ts';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import { siteOriginOf } from '../../lib/site-origin.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import { approvePayment } from '../../services/payments/admin-refund.ts';
import { BKASH_WEBHOOK_PATH, bkashWebhookOptionsOf } from '../../services/payments/bkash/config.ts';
import { createBkashWebhookVerifier } from '../../services/payments/bkash/webhook.ts';
import { GatewayRefusal } from '../../services/payments/gateway.ts';
import type { PaymentDeps } from '../../services/payments/provider.ts';
import {
  askGateway,
  confirmRedirectPayment,
  findAttempt,
  GATEWAY_ROUTES,
  paymentAttempt,
  RETURN_PAGE_PATH,
  settleVerified,
  startRedirectPayment,
} from '../../services/payments/redirect-payments.ts';
import { describe, empty, header, json, refused } from '../../lib/contract/describe.ts';

/** Where a gateway's return sends the browser: the return page, which asks where the payment stands. */
const backToTheReturnPage = empty('To the return page, `/dashboard/payment/return?reference=`', {
  Location: header('The return page'),
});
const receivedSchema = z.object({ received: z.literal(true) });

const referenceParamSchema = z.object({ reference: z.string().min(1).max(64) });

/** A form post's fields as text (a file field, which no gateway sends, is dropped). */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest('request_not_understood');
  }
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function createRedirectPaymentRoutes(services: Services, deps: PaymentDeps) {
  const auth = createAuth(services);
  const originOf = (c: Context<AppEnv>) => siteOriginOf(services.env, c.req.url);
  const backToReturnPage = (c: Context<AppEnv>, reference: string) =>
    c.redirect(`${RETURN_PAGE_PATH}?reference=${encodeURIComponent(reference)}`, 303);
  const verifiers = new Map<string, ReturnType<typeof createBkashWebhookVerifier>>();
  const webhookVerifier = (origin: string) => {
    let verifier = verifiers.get(origin);
    if (!verifier) {
      verifier = createBkashWebhookVerifier(bkashWebhookOptionsOf(services.env, origin));
      verifiers.set(origin, verifier);
    }
    return verifier;
  };

  /**
   * The browser is back: whatever we could or could not confirm, the return page says where the
   * attempt stands (it asks again, and so does the sweep).
   */
  const confirmThenReturn = async (
    c: Context<AppEnv>,
    row: Awaited<ReturnType<typeof findAttempt>>,
    evidence: Record<string, string>,
    reference: string,
  ) => {
    if (row) {
      try {
        await confirmRedirectPayment(deps, row, evidence, c.get('logger'));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
    return backToReturnPage(c, reference);
  };

  return new Hono<AppEnv>()
    .post(
      '/payments/start',
      describe({
        summary: 'Hold the seats and start a payment through bKash or SSLCommerz',
        tag: 'Payments',
        access: 'signed-in',
        responses: {
          201: json(startPaymentResultSchema, 'Started: send the browser to the gateway'),
          ...refused(400, 401, 403, 409, 502),
        },
      }),
      auth.require('student'),
      validate('json', startPaymentInputSchema),
      async (c) => {
        const { email, userId, name } = callerOf(c);
        const started = await startRedirectPayment(
          deps,
          { email, userId, name },
          c.req.valid('json'),
          originOf(c),
          c.get('logger'),
        );
        return c.json(started, 201);
      },
    )
    .post(
      GATEWAY_ROUTES.sslcommerzReturn.replace('/api', ''),
      describe({
        summary: 'SSLCommerz sends the browser back here (a form post)',
        tag: 'Payment gateways',
        access: 'public',
        responses: { 303: backToTheReturnPage, ...refused(400) },
      }),
      async (c) => {
        // SSLCommerz's page posts the student's browser here, signed fields and all.
        const fields = await formFields(c);
        const reference = fields.tran_id ?? '';
        const row = reference ? await findAttempt(deps, { reference }) : null;
        return confirmThenReturn(c, row, fields, reference);
      },
    )
    .post(
      GATEWAY_ROUTES.sslcommerzNotice.replace('/api', ''),
      describe({
        summary: "SSLCommerz's notice of a payment (IPN), confirmed with SSLCommerz itself",
        tag: 'Payment gateways',
        access: 'public',
        responses: { 200: json(receivedSchema, 'Received'), ...refused(400, 404, 409, 502) },
      }),
      async (c) => {
        // The IPN, server to server: an unknown tran_id or a bad signature is refused (logged).
        const fields = await formFields(c);
        const row = fields.tran_id ? await findAttempt(deps, { reference: fields.tran_id }) : null;
        if (!row || row.gateway !== 'sslcommerz') throw notFound('payment_not_found');
        await confirmRedirectPayment(deps, row, fields, c.get('logger'));
        return c.json({ received: true });
      },
    )
    .get(
      GATEWAY_ROUTES.bkashReturn.replace('/api', ''),
      describe({
        summary: 'bKash sends the browser back here',
        tag: 'Payment gateways',
        access: 'public',
        responses: { 303: backToTheReturnPage },
      }),
      async (c) => {
        // bKash sends the browser back with ?paymentID=…&status=success|failure|cancel, unsigned.
        const paymentID = c.req.query('paymentID') ?? '';
        const status = c.req.query('status') ?? '';
        const row = paymentID
          ? await findAttempt(deps, { gateway: 'bkash', gatewayPaymentId: paymentID })
          : null;
        return confirmThenReturn(c, row, { paymentID, status }, row?.intentId ?? '');
      },
    )
    .post(
      BKASH_WEBHOOK_PATH.replace('/api', ''),
      describe({
        summary: "bKash's notices, signed (Amazon SNS)",
        tag: 'Payment gateways',
        access: 'public',
        responses: { 200: json(receivedSchema, 'Received'), ...refused(400, 404, 409, 502) },
      }),
      async (c) => {
        // An Amazon SNS message, checked against its signing certificate before anything is read.
        let message;
        try {
          message = await webhookVerifier(originOf(c))(await c.req.text());
        } catch (error) {
          if (!(error instanceof GatewayRefusal)) throw error;
          c.get('logger').warn('bKash webhook refused', { why: error.message });
          throw badRequest('payment_notice_refused');
        }
        if (message.Type === 'SubscriptionConfirmation' && message.SubscribeURL) {
          // Signed by SNS, so its SubscribeURL is SNS's: visiting it confirms the subscription.
          await fetch(message.SubscribeURL);
          return c.json({ received: true });
        }
        if (message.Type !== 'Notification') return c.json({ received: true });
        let notice: Record<string, unknown> = {};
        try {
          notice = JSON.parse(message.Message) as Record<string, unknown>;
        } catch {
          throw badRequest('payment_notice_refused');
        }
        const reference = String(notice.merchantInvoiceNumber ?? '');
        const row = reference ? await findAttempt(deps, { reference }) : null;
        if (!row || row.gateway !== 'bkash') throw notFound('payment_not_found');
        // The notice only says which attempt to ask about.
        const verified = await askGateway(deps, row);
        if (verified) await settleVerified(deps, row, verified, c.get('logger'));
        return c.json({ received: true });
      },
    )
    .get(
      '/payments/attempts/:reference',
      describe({
        summary: 'Where a bKash or SSLCommerz payment stands (asks the gateway while unsettled)',
        tag: 'Payments',
        access: 'signed-in',
        responses: {
          200: json(paymentAttemptSchema, 'The attempt'),
          ...refused(400, 401, 403, 404, 502),
        },
      }),
      auth.signedIn,
      validate('param', referenceParamSchema),
      async (c) => {
        const caller = callerOf(c);
        const { reference } = c.req.valid('param');
        return c.json(await paymentAttempt(deps, reference, caller, c.get('logger')));
      },
    )
    .post(
      '/payments/:id/approve',
      describe({
        summary: 'Approve a payment held for review (admins)',
        tag: 'Payments',
        access: 'signed-in',
        responses: {
          200: json(paymentApproveResultSchema, 'Approved'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      auth.require('admin'),
      validate('param', idParamSchema),
      async (c) => c.json(await approvePayment(deps, c.req.valid('param').id)),
    );
}
