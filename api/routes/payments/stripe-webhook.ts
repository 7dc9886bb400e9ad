// POST /api/stripe/webhook: Stripe's payment_intent.succeeded runs the same finalize step as the
// browser's POST /api/payments, so a student who closes the tab after paying is still enrolled.
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { finalizePayment } from '../../services/payments/finalize.ts';
import type { PaymentDeps } from '../../services/payments/provider.ts';
import type { StripePaymentProvider } from '../../services/payments/stripe-provider.ts';
import { z } from 'zod';
import { describe, json, refused } from '../../lib/contract/describe.ts';

const isStripe = (provider: PaymentDeps['provider']): provider is StripePaymentProvider =>
  provider.mode === 'stripe' && 'verifyWebhook' in provider;

export function createStripeWebhookRoutes(deps: PaymentDeps) {
  return new Hono<AppEnv>().post(
    '/stripe/webhook',
    describe({
      summary: "Stripe's events, trusted by their signature alone",
      tag: 'Payments',
      access: 'public',
      responses: {
        200: json(
          z.object({
            received: z.literal(true),
            insertedId: z.string().optional(),
            ignored: z.string().optional(),
          }),
          'Received',
        ),
        ...refused(400, 404),
      },
    }),
    async (c) => {
      const { provider } = deps;
      if (!isStripe(provider)) throw notFound('stripe_not_configured');
      // The signature covers the exact bytes: read the raw body, never a re-serialised JSON.
      const event = await provider.verifyWebhook(
        await c.req.text(),
        c.req.header('Stripe-Signature'),
      );
      if (!event) throw badRequest('webhook_signature_invalid');
      if (event.type !== 'payment_intent.succeeded') return c.json({ received: true });

      try {
        const result = await finalizePayment(deps, event.data.object.id);
        return c.json({ received: true, insertedId: result.paymentId });
      } catch (error) {
        // A refusal (not our intent, amount mismatch) will not change on retry: acknowledge it so
        // Stripe stops resending, and log it. Anything else is a 500 and Stripe retries later.
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        c.get('logger').warn('webhook payment not finalized', {
          intentId: event.data.object.id,
          reason: error.message,
        });
        return c.json({ received: true, ignored: error.message });
      }
    },
  );
}
