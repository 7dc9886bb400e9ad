// POST /api/test-payments/confirm: the card step of the built-in test provider (TEST MODE only),
// standing in for Stripe.js's confirmCardPayment. Like Stripe's, it is authorised by the intent's
// client secret, which only the student who created the intent has received.
import { Hono } from 'hono';
import {
  testCardConfirmInputSchema,
  testCardConfirmResultSchema,
} from '#shared/schemas/payment.ts';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import type { PaymentProvider } from '../../services/payments/provider.ts';
import type { TestPaymentProvider } from '../../services/payments/test-provider.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';

const isTestProvider = (provider: PaymentProvider): provider is TestPaymentProvider =>
  provider.mode === 'test' && 'confirm' in provider;

export function createTestPaymentRoutes(provider: PaymentProvider) {
  return new Hono<AppEnv>().post(
    '/test-payments/confirm',
    describe({
      summary: 'Confirm a card with the built-in test provider (no Stripe key set)',
      tag: 'Payments',
      access: 'public',
      responses: {
        200: json(testCardConfirmResultSchema, 'Confirmed or declined'),
        ...refused(400, 402, 404),
      },
    }),
    validate('json', testCardConfirmInputSchema),
    async (c) => {
      if (!isTestProvider(provider)) throw notFound('test_payments_disabled');
      const { clientSecret, card } = c.req.valid('json');
      return c.json(await provider.confirm(clientSecret, card));
    },
  );
}
