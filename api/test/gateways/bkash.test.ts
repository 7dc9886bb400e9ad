// bKash over HTTP: our client and gateway against the stand-in the real Node server serves
// (api/routes/test-gateways/), a student's browser played with fetch. Every call the client makes
// is recorded, to show what it sends and what it never sends twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBkashClient, type BkashConfig } from '../../services/payments/bkash/client.ts';
import { bkashConfigOf, bkashWebhookOptionsOf } from '../../services/payments/bkash/config.ts';
import { createBkashWebhookVerifier } from '../../services/payments/bkash/webhook.ts';
import { createBkashGateway } from '../../services/payments/bkash/bkash-gateway.ts';
import {
  decideConfirmation,
  GatewayRefusal,
  type ExpectedPayment,
  type PaymentGateway,
} from '../../services/payments/gateway.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { testEnv } from '../test-env.ts';
import { startMerchant, type Merchant } from './merchant.ts';

let server: RealServer;
let merchant: Merchant;
let config: BkashConfig;
let counter = 0;
/** The paths of the calls made through `recorded`, in order. */
let calls: string[] = [];

const recorded: typeof fetch = async (input, init) => {
  calls.push(
    new URL(input instanceof Request ? input.url : input).pathname.split('/checkout')[1] ?? '',
  );
  return fetch(input, init);
};

beforeAll(async () => {
  [server, merchant] = await Promise.all([startRealServer(), startMerchant()]);
  config = { ...bkashConfigOf(testEnv(), server.url), fetch: recorded };
});
afterAll(async () => {
  await Promise.all([server.close(), merchant.close()]);
});

const gatewayWith = (overrides: Partial<BkashConfig> = {}): PaymentGateway =>
  createBkashGateway({ ...config, ...overrides });

const expectedOf = (amountMinor = 120_000): ExpectedPayment => ({
  reference: `sa-bk-${Date.now()}-${(counter += 1)}`,
  amountMinor,
  currency: 'BDT',
});

async function start(gateway: PaymentGateway, expected: ExpectedPayment) {
  const started = await gateway.start({
    ...expected,
    customer: { name: 'Nadia Rahman', email: 'student@academy.test', phone: '01711000000' },
    description: 'Swimming — Beginners, Dhaka',
    returnUrl: `${merchant.url}/payments/return`,
    notifyUrl: `${merchant.url}/ipn`,
  });
  return {
    ...expected,
    gatewayPaymentId: started.gatewayPaymentId,
    redirectUrl: started.redirectUrl,
  };
}

/** The student on bKash's page; returns the callback's query as the browser arrives with it. */
async function act(
  redirectUrl: string,
  action: 'pay' | 'fail' | 'cancel',
  options: { slow?: boolean; wallet?: string } = {},
) {
  const form = new URLSearchParams({ action, wallet: options.wallet ?? '01770618575' });
  if (options.slow) form.set('slow_execute', '1');
  const response = await fetch(redirectUrl, { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(`${merchant.url}/payments/return`);
  return Object.fromEntries(callback.searchParams);
}

describe('a payment through the bKash stand-in', () => {
  it('pays: the callback says success, execute takes the money once, a replay only asks', async () => {
    const gateway = gatewayWith();
    const expected = await start(gateway, expectedOf());
    const page = await (await fetch(expected.redirectUrl)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('bKash');
    expect(page).toContain('1200.00 BDT');

    const callback = await act(expected.redirectUrl, 'pay');
    expect(callback).toEqual({ paymentID: expected.gatewayPaymentId, status: 'success' });
    calls = [];
    const verified = await gateway.confirm({ evidence: callback, expected });
    expect(verified).toMatchObject({
      status: 'paid',
      amountMinor: 120_000,
      currency: 'BDT',
      reference: expected.reference,
      method: { kind: 'bkash' },
    });
    expect(verified.transactionId).toMatch(/^[A-Z0-9]{10}$/);
    expect(calls).toEqual(['/payment/status', '/execute']);

    // The same callback again (a reload, a replay): the status says paid; nothing is executed.
    calls = [];
    const again = await gateway.confirm({ evidence: callback, expected });
    expect(calls).toEqual(['/payment/status']);
    // bKash itself refuses a second execute; the client then asks instead.
    calls = [];
    expect(
      (await createBkashClient(config).executeOrQuery(expected.gatewayPaymentId)).transactionStatus,
    ).toBe('Completed');
    expect(calls.filter((path) => path === '/execute')).toHaveLength(1);
    expect(again.transactionId).toBe(verified.transactionId);
    expect(
      decideConfirmation({ state: 'paid', confirmationId: verified.confirmationId! }, again),
    ).toBe('already_done');
    expect((await gateway.query(expected))?.status).toBe('paid');
  });

  it('asks the status, never executes again, when execute has not answered in time', async () => {
    const gateway = gatewayWith({ executeTimeoutMs: 300 });
    const expected = await start(gateway, expectedOf());
    const callback = await act(expected.redirectUrl, 'pay', { slow: true });
    calls = [];
    const verified = await gateway.confirm({ evidence: callback, expected });
    expect(calls).toEqual(['/payment/status', '/execute', '/payment/status']);
    expect(verified.status).toBe('paid');
  });

  it('never executes a cancelled or failed payment, and a forged success finds it cancelled', async () => {
    const gateway = gatewayWith();
    const cancelled = await start(gateway, expectedOf());
    const cancelCallback = await act(cancelled.redirectUrl, 'cancel');
    expect(cancelCallback.status).toBe('cancel');
    calls = [];
    expect((await gateway.confirm({ evidence: cancelCallback, expected: cancelled })).status).toBe(
      'cancelled',
    );
    expect(calls).toEqual(['/payment/status']);

    // Someone rewrites the callback's status: the status query is the truth, nothing executed.
    calls = [];
    const forged = await gateway.confirm({
      evidence: { ...cancelCallback, status: 'success' },
      expected: cancelled,
    });
    expect(forged.status).toBe('cancelled');
    expect(calls).toEqual(['/payment/status']);
    expect(decideConfirmation({ state: 'open' }, forged)).toBe('not_paid');

    const failed = await start(gateway, expectedOf());
    const failCallback = await act(failed.redirectUrl, 'fail');
    expect(failCallback.status).toBe('failure');
    expect((await gateway.confirm({ evidence: failCallback, expected: failed })).status).toBe(
      'failed',
    );
    expect((await fetch(failed.redirectUrl)).status).toBe(404);
  });

  it('refunds once per refund id, and no more than was paid', async () => {
    const gateway = gatewayWith();
    const expected = await start(gateway, expectedOf());
    const paid = await gateway.confirm({
      evidence: await act(expected.redirectUrl, 'pay'),
      expected,
    });
    const refund = await gateway.refund({
      payment: paid,
      amountMinor: 20_000,
      refundId: 'r-1',
      reason: 'Class cancelled',
    });
    expect(refund.status).toBe('refunded');
    const retried = await gateway.refund({
      payment: paid,
      amountMinor: 20_000,
      refundId: 'r-1',
      reason: 'Class cancelled',
    });
    expect(retried.id).toBe(refund.id);
    await expect(
      gateway.refund({ payment: paid, amountMinor: 100_001, refundId: 'r-2', reason: 'Too much' }),
    ).rejects.toBeInstanceOf(GatewayRefusal);
  });
});

describe('what we refuse from bKash', () => {
  it('a callback for another payment, and an amount or currency other than our record, before any execute', async () => {
    const gateway = gatewayWith();
    const expected = await start(gateway, expectedOf());
    const other = await start(gateway, expectedOf());
    const callback = await act(other.redirectUrl, 'pay');
    await expect(gateway.confirm({ evidence: callback, expected })).rejects.toMatchObject({
      reason: 'reference_differs',
    });

    const mine = await act(expected.redirectUrl, 'pay');
    calls = [];
    await expect(
      gateway.confirm({ evidence: mine, expected: { ...expected, amountMinor: 1 } }),
    ).rejects.toMatchObject({ reason: 'amount_differs' });
    await expect(
      gateway.confirm({ evidence: mine, expected: { ...expected, currency: 'USD' } }),
    ).rejects.toMatchObject({ reason: 'currency_differs' });
    expect(calls).not.toContain('/execute');
  });
});

describe('what the bKash stand-in refuses us, and the token', () => {
  it('wrong credentials, a wrong app key, a currency, amount or invoice number it would not take', async () => {
    await expect(createBkashClient({ ...config, password: 'nope' }).token()).rejects.toThrow(
      /2079/,
    );
    const wrongKey = createBkashClient({ ...config, appKey: 'other' });
    await expect(wrongKey.token()).rejects.toBeInstanceOf(GatewayRefusal);

    const client = createBkashClient(config);
    const create = (overrides: Record<string, string> = {}) =>
      client.create({
        amount: '100.00',
        currency: 'BDT',
        invoice: `sa-bk-direct-${(counter += 1)}`,
        payerReference: '01711000000',
        callbackURL: `${merchant.url}/payments/return`,
        ...overrides,
      });
    await expect(create({ currency: 'USD' })).rejects.toThrow(/2009/);
    await expect(create({ amount: '0.50' })).rejects.toThrow(/2008/);
    await expect(create({ amount: '10.005' })).rejects.toThrow(/2008/);
    await create({ invoice: 'sa-bk-once' });
    await expect(create({ invoice: 'sa-bk-once' })).rejects.toThrow(/2029/);
    await expect(client.executeOrQuery('TR0011UNKNOWN')).rejects.toThrow(/2056/);
  });

  it('grants a token once, shares it, and refreshes it before it runs out', async () => {
    let now = Date.now();
    const client = createBkashClient({ ...config, clock: () => now });
    calls = [];
    const [first, second] = await Promise.all([client.token(), client.token()]);
    expect(first).toBe(second);
    expect(calls).toEqual(['/token/grant']);
    now += 56 * 60_000;
    const refreshed = await client.token();
    expect(refreshed).not.toBe(first);
    expect(calls).toEqual(['/token/grant', '/token/refresh']);
  });
});

describe("bKash's webhook", () => {
  async function paidWithWebhook() {
    const gateway = gatewayWith();
    const expected = await start(gateway, expectedOf());
    const paid = await gateway.confirm({
      evidence: await act(expected.redirectUrl, 'pay'),
      expected,
    });
    // SNS does not wait for the merchant: the notice arrives soon after execute.
    await expect
      .poll(() => merchant.webhooks.find((body) => body.includes(paid.transactionId!)), {
        timeout: 10_000,
      })
      .toBeTruthy();
    return { paid, body: merchant.webhooks.find((body) => body.includes(paid.transactionId!))! };
  }

  it('is verified with the certificate it names, and tells the completed payment', async () => {
    const { paid, body } = await paidWithWebhook();
    const verify = createBkashWebhookVerifier(bkashWebhookOptionsOf(testEnv(), server.url));
    const message = await verify(body);
    expect(message.Type).toBe('Notification');
    expect(JSON.parse(message.Message)).toMatchObject({
      trxID: paid.transactionId,
      transactionStatus: 'Completed',
      amount: '1200.00',
      merchantInvoiceNumber: paid.reference,
    });
  });

  it('is refused changed, from an untrusted certificate host, or of an unknown version', async () => {
    const { body } = await paidWithWebhook();
    const verify = createBkashWebhookVerifier(bkashWebhookOptionsOf(testEnv(), server.url));
    const sent = JSON.parse(body) as Record<string, string>;
    const refused = async (changed: Record<string, string>) => {
      const error = await verify(JSON.stringify({ ...sent, ...changed })).catch(
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ reason: 'bad_signature' });
    };
    await refused({ Message: sent.Message!.replace('Completed', 'Refunded') });
    await refused({ TopicArn: 'arn:aws:sns:ap-southeast-1:000000000000:other' });
    await refused({ SignatureVersion: '3' });
    await refused({ SigningCertURL: 'https://attacker.example/cert.pem' });
    await refused({ SigningCertURL: 'http://sns.ap-southeast-1.amazonaws.com/cert.pem' });
    await expect(verify('not json')).rejects.toMatchObject({ reason: 'bad_signature' });
    // With bKash's own credentials set, the stand-in's certificate is not trusted.
    const live = createBkashWebhookVerifier(
      bkashWebhookOptionsOf(
        testEnv({
          BKASH_APP_KEY: 'k',
          BKASH_APP_SECRET: 's',
          BKASH_USERNAME: 'u',
          BKASH_PASSWORD: 'p',
        }),
        server.url,
      ),
    );
    await expect(live(body)).rejects.toMatchObject({ reason: 'bad_signature' });
  });
});
