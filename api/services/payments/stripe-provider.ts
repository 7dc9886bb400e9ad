// Stripe behind the provider interface: PaymentIntents created with idempotency keys, refunds
// against the intent, and the webhook's signature check. `host`/`port`/`protocol` point the
// client at a local stand-in of Stripe's API in tests.
import Stripe from 'stripe';
import { intentStatusOf, ProviderError, type PaymentProvider } from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Tests: a local stand-in of api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly mode: 'stripe';
  /** The verified event of a webhook call, or null when the signature does not check out. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<Stripe.Event | null>;
}

const METADATA_VALUE_MAX = 500;

function refundedCentsOf(intent: Stripe.PaymentIntent): number {
  const charge = intent.latest_charge;
  return charge && typeof charge === 'object' ? charge.amount_refunded : 0;
}

export function createStripePaymentProvider(options: StripeProviderOptions): StripePaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    // fetch works on Node and on Workers alike.
    httpClient: Stripe.createFetchHttpClient(),
  });

  const wrap = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new ProviderError(
        `Stripe: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  };

  const retrieveIntent: PaymentProvider['retrieveIntent'] = async (id) => {
    try {
      const intent = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
      return {
        id: intent.id,
        status: intentStatusOf(intent.status),
        amountCents: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        refundedCents: refundedCentsOf(intent),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return null;
      throw new ProviderError(`Stripe: retrieve ${id} failed`, { cause: error });
    }
  };

  return {
    mode: 'stripe',

    createIntent: ({ amountCents, currency, metadata, idempotencyKey }) =>
      wrap('create payment intent', async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            allowed_payment_method_types: ['card'],
            metadata,
          },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new Error('no client secret');
        return { id: intent.id, clientSecret: intent.client_secret };
      }),

    retrieveIntent,

    refund: ({ intentId, amountCents, idempotencyKey, reason }) =>
      wrap('refund', async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            amount: amountCents,
            reason: 'requested_by_customer',
            // Stripe allows 500 characters a value; the key finds the refund on the dashboard.
            metadata: { reason: reason.slice(0, METADATA_VALUE_MAX), refund_key: idempotencyKey },
          },
          { idempotencyKey },
        );
        return { id: refund.id };
      }),

    async cancelIntent(id) {
      try {
        return intentStatusOf((await stripe.paymentIntents.cancel(id)).status);
      } catch (error) {
        // Stripe refuses to cancel an intent that was paid (or canceled) meanwhile: say which.
        const current = await retrieveIntent(id);
        if (current?.status === 'succeeded' || current?.status === 'canceled')
          return current.status;
        throw new ProviderError(`Stripe: cancel ${id} failed`, { cause: error });
      }
    },

    async verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret || !signature) return null;
      try {
        return await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch {
        return null;
      }
    },
  };
}
