// The Stripe provider for real, against a local HTTP stand-in of Stripe's API, and the webhook
// signed with the stripe package's own test header helper.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentResult, PaymentRefundResult } from '#shared/schemas/payment.ts';
import { resolveServices } from '../../app.ts';
import { classes, enrollments, payments } from '../../db/schema.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { createLogger } from '../../lib/logger.ts';
import { onError, onNotFound } from '../../middleware/errors.ts';
import { decodeOrder } from '../../services/payments/order-metadata.ts';
import { createStripePaymentProvider } from '../../services/payments/stripe-provider.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import {
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { json } from '../../test/test-api.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { testEnv } from '../../test/test-env.ts';
import { testSubject } from '../../test/test-identity.ts';
import { createPaymentRoutes } from './payments.ts';

const WEBHOOK_SECRET = 'whsec_stand_in_secret';
let stand: StripeStandIn;
let testDb: TestDb;
let app: Hono<AppEnv>;
let services: Services;

beforeAll(async () => {
  stand = await startStripeStandIn();
  testDb = await createTestDb();
  const env = testEnv({
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const now = () => new Date();
  services = {
    // No route here reads a Firebase ID token: the default verifier is never asked.
    ...resolveServices({ db: testDb.db, env, now }),
    rateLimitPerMinute: 1_000_000,
  };
  const provider = createStripePaymentProvider({
    secretKey: STAND_IN_SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: stand.port,
    protocol: 'http',
  });
  const logger = createLogger('silent');
  app = new Hono<AppEnv>().basePath('/api');
  app.use(async (c, next) => {
    c.set('logger', logger);
    await next();
  });
  app.onError(onError);
  app.notFound(onNotFound);
  app.route('/', createPaymentRoutes(services, { provider }));
});
afterAll(async () => {
  await stand.close();
  await testDb.cleanup();
});

async function call(
  method: string,
  path: string,
  as: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const all = new Headers(headers);
  if (as)
    all.set('Authorization', `Bearer ${await signAccessToken(testSubject(as), services.tokens)}`);
  if (body !== undefined) all.set('Content-Type', 'application/json');
  return app.request(path, {
    method,
    headers: all,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function studentWithCart(...prices: number[]) {
  const email = (await createUser(testDb.db)).email;
  const rows = [];
  for (const priceCents of prices) {
    const cls = await createClass(testDb.db, { priceCents, seats: 3 });
    await createSelection(testDb.db, email, cls.id);
    rows.push(cls);
  }
  return { email, classes: rows };
}

async function start(email: string) {
  const response = await call('POST', '/api/create-payment-intent', email, {});
  expect(response.status).toBe(201);
  return (await json(response)) as PaymentIntentResult;
}

function signedWebhook(intentId: string, type = 'payment_intent.succeeded') {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' },
    body: payload,
  });
}

describe('payments through Stripe (local stand-in)', () => {
  it('creates the intent at Stripe for the server total, with an idempotency key and the order', async () => {
    const {
      email,
      classes: [a, b],
    } = await studentWithCart(1250, 3000);
    const intent = await start(email);
    expect(intent.total).toBe(42.5);
    const created = stand.requests.find(
      (r) =>
        r.path === '/v1/payment_intents' &&
        r.method === 'POST' &&
        stand.intents.get(intent.intentId),
    );
    expect(created?.idempotencyKey).toMatch(/^intent-[0-9a-f]{64}$/);
    const stored = stand.intents.get(intent.intentId)!;
    expect(stored.amount).toBe(4250);
    expect(intent.clientSecret).toBe(stored.client_secret);
    expect(decodeOrder(stored.metadata)?.items.map((item) => item.classId)).toEqual([a!.id, b!.id]);
  });

  it('refuses to finalize before Stripe says succeeded, then enrolls once it does', async () => {
    const {
      email,
      classes: [cls],
    } = await studentWithCart(2000);
    const intent = await start(email);
    expect(
      (await call('POST', '/api/payments', email, { transactionId: intent.intentId })).status,
    ).toBe(409);
    stand.succeed(intent.intentId);
    const response = await call('POST', '/api/payments', email, { transactionId: intent.intentId });
    expect(response.status).toBe(201);
    const [row] = await testDb.db.select().from(classes).where(eq(classes.id, cls!.id));
    expect(row).toMatchObject({ seats: 2, enrolled: 1 });
  });

  it('finalizes from a signed payment_intent.succeeded webhook, racing the browser: one payment', async () => {
    const { email } = await studentWithCart(1500, 2500);
    const intent = await start(email);
    stand.succeed(intent.intentId);
    const [hook, browser, hookAgain] = await Promise.all([
      signedWebhook(intent.intentId),
      call('POST', '/api/payments', email, { transactionId: intent.intentId }),
      signedWebhook(intent.intentId),
    ]);
    expect(hook.status).toBe(200);
    expect(hookAgain.status).toBe(200);
    expect([200, 201]).toContain(browser.status);
    const rows = await testDb.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, intent.intentId));
    expect(rows).toHaveLength(1);
    expect(
      await testDb.db.select().from(enrollments).where(eq(enrollments.email, email)),
    ).toHaveLength(2);
  });

  it('refuses a webhook with a bad signature and ignores other event types', async () => {
    const bad = await app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': 't=1,v1=deadbeef' },
      body: JSON.stringify({ type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } }),
    });
    expect(bad.status).toBe(400);
    const other = await signedWebhook('pi_whatever', 'charge.refunded');
    expect(await json(other)).toEqual({ received: true });
  });

  it('refunds a class deleted meanwhile through Stripe, once, even when finalized again', async () => {
    const {
      email,
      classes: [kept, gone],
    } = await studentWithCart(1000, 2200);
    const intent = await start(email);
    stand.succeed(intent.intentId);
    await testDb.db.delete(classes).where(eq(classes.id, gone!.id));
    const first = await call('POST', '/api/payments', email, { transactionId: intent.intentId });
    expect(await json(first)).toMatchObject({ refundedClasses: [gone!.name] });
    await call('POST', '/api/payments', email, { transactionId: intent.intentId });
    await signedWebhook(intent.intentId);
    expect(stand.refunds.filter((r) => r.payment_intent === intent.intentId)).toEqual([
      expect.objectContaining({ amount: 2200 }),
    ]);
    expect(stand.intents.get(intent.intentId)?.amount_refunded).toBe(2200);
    const [row] = await testDb.db.select().from(classes).where(eq(classes.id, kept!.id));
    expect(row).toMatchObject({ enrolled: 1 });
  });

  it('lets an admin refund one class: Stripe refunds it, the enrollment goes, the seat returns', async () => {
    const admin = await createUser(testDb.db, { role: 'admin' });
    const {
      email,
      classes: [a, b],
    } = await studentWithCart(1800, 700);
    const intent = await start(email);
    stand.succeed(intent.intentId);
    const { insertedId } = (await json(
      await call('POST', '/api/payments', email, { transactionId: intent.intentId }),
    )) as {
      insertedId: string;
    };

    expect(
      (await call('POST', `/api/payments/${insertedId}/refund`, email, { classId: a!.id })).status,
    ).toBe(403);
    const response = await call('POST', `/api/payments/${insertedId}/refund`, admin.email, {
      classId: a!.id,
    });
    expect(await json(response)).toEqual({
      refunded: 18,
      currency: 'usd',
      classIds: [a!.id],
      modifiedCount: 1,
    } satisfies PaymentRefundResult);
    expect(stand.intents.get(intent.intentId)?.amount_refunded).toBe(1800);
    const [row] = await testDb.db.select().from(classes).where(eq(classes.id, a!.id));
    expect(row).toMatchObject({ seats: 3, enrolled: 0 });
    const left = await testDb.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.paymentId, insertedId));
    expect(left.map((e) => e.classId)).toEqual([b!.id]);

    const again = await call('POST', `/api/payments/${insertedId}/refund`, admin.email, {
      classId: a!.id,
    });
    expect(again.status).toBe(409);
    expect(stand.intents.get(intent.intentId)?.amount_refunded).toBe(1800);
  });

  it('has no test-card confirm step when Stripe is configured', async () => {
    const response = await call('POST', '/api/test-payments/confirm', null, {
      clientSecret: 'pi_x_secret_y',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(response.status).toBe(404);
  });
});
