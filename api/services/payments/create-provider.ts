// Picks the payment provider from the configuration: Stripe when a secret key is set, otherwise
// the built-in test provider, which refuses to run in production unless explicitly allowed.
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';
import { createTestPaymentProvider } from './test-provider.ts';

export function paymentsMode(env: Env): 'test' | 'stripe' {
  return env.STRIPE_SECRET_KEY ? 'stripe' : 'test';
}

export function createPaymentProvider(
  env: Env,
  db: Database,
  now: () => Date = () => new Date(),
): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    return createStripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_TEST_PAYMENTS) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY is not set, and the built-in test payment provider ' +
        'does not run where NODE_ENV=production unless ALLOW_TEST_PAYMENTS=true.',
    );
  }
  return createTestPaymentProvider(db, now);
}
