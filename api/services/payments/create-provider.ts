// Picks the payment provider from the configuration: Stripe when a secret key is set, otherwise
// the built-in test provider. Where NODE_ENV=production, parseEnv (api/env.ts, with every other
// production rule) has already refused the test provider unless ALLOW_TEST_PAYMENTS is set.
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';
import { createTestPaymentProvider } from './test-provider.ts';

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
  return createTestPaymentProvider(db, now);
}
