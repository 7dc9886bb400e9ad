// SSLCommerz over HTTP: our client and gateway against the stand-in the real Node server serves
// (api/routes/test-gateways/), a student's browser played with fetch, and a merchant server that
// receives the IPN. What the gateway would refuse us, and what we refuse from it.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decideConfirmation,
  GatewayRefusal,
  type ExpectedPayment,
  type PaymentGateway,
} from '../../services/payments/gateway.ts';
import {
  createSslcommerzClient,
  type SslcommerzConfig,
} from '../../services/payments/sslcommerz/client.ts';
import { sslcommerzConfigOf } from '../../services/payments/sslcommerz/config.ts';
import { createSslcommerzGateway } from '../../services/payments/sslcommerz/sslcommerz-gateway.ts';
import { signFields } from '../../services/payments/sslcommerz/verify-sign.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { testEnv } from '../test-env.ts';
import { carriedFields, startMerchant, type Merchant } from './merchant.ts';

let server: RealServer;
let merchant: Merchant;
let config: SslcommerzConfig;
let gateway: PaymentGateway;
let counter = 0;

beforeAll(async () => {
  [server, merchant] = await Promise.all([startRealServer(), startMerchant()]);
  config = sslcommerzConfigOf(testEnv(), server.url);
  gateway = createSslcommerzGateway(config);
});
afterAll(async () => {
  await Promise.all([server.close(), merchant.close()]);
});

const expectedOf = (amountMinor = 150_000): ExpectedPayment => ({
  reference: `sa-${Date.now()}-${(counter += 1)}`,
  amountMinor,
  currency: 'BDT',
});

async function start(expected: ExpectedPayment) {
  return gateway.start({
    ...expected,
    customer: { name: 'Nadia Rahman', email: 'student@academy.test', phone: '01711000000' },
    description: 'Football — Beginners, Dhaka',
    returnUrl: `${merchant.url}/return`,
    notifyUrl: `${merchant.url}/ipn`,
  });
}

/** The student on the hosted page: picks a method and presses a button. */
async function act(
  redirectUrl: string,
  choice: { action: 'pay' | 'fail' | 'cancel'; method?: string; risky?: boolean; noIpn?: boolean },
) {
  const form = new URLSearchParams({ action: choice.action, method: choice.method ?? 'bkash' });
  if (choice.risky) form.set('risky', '1');
  if (choice.noIpn) form.set('no_ipn', '1');
  const response = await fetch(redirectUrl, { method: 'POST', body: form });
  const html = await response.text();
  return {
    status: response.status,
    policy: response.headers.get('content-security-policy') ?? '',
    html,
    ...carriedFields(html),
  };
}

const ipnOf = (reference: string) =>
  merchant.notices.filter((notice) => notice.tran_id === reference);

describe('a payment through the SSLCommerz stand-in', () => {
  it('pays: the IPN comes before the browser returns, signed, and validation confirms it once', async () => {
    const expected = expectedOf();
    const started = await start(expected);
    const page = await fetch(started.redirectUrl);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('TEST MODE');
    expect(html).toContain('1500.00 BDT');

    const returned = await act(started.redirectUrl, { action: 'pay', method: 'nagad' });
    // The IPN had arrived by the time the student's page answered.
    const [ipn] = ipnOf(expected.reference);
    expect(ipn?.status).toBe('VALID');
    expect(returned.action).toBe(`${merchant.url}/return?outcome=success`);
    expect(returned.fields.val_id).toBe(ipn?.val_id);
    // The page sends the browser back at once, with the one script its policy allows.
    const script = /<script>([^<]*)<\/script>/.exec(returned.html)?.[1] ?? '';
    expect(script).toBe('document.forms[0].submit()');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(returned.policy).toContain(`script-src 'sha256-${hash}'`);

    const verified = await gateway.confirm({ evidence: ipn!, expected });
    expect(verified).toMatchObject({
      status: 'paid',
      amountMinor: 150_000,
      currency: 'BDT',
      reference: expected.reference,
      confirmationId: ipn!.val_id,
      method: { kind: 'nagad' },
      risky: false,
    });
    expect(decideConfirmation({ state: 'open' }, verified)).toBe('pay');

    // The browser's return after the IPN: validation answers VALIDATED, the same val_id.
    const again = await gateway.confirm({ evidence: returned.fields, expected });
    expect(again.status).toBe('paid');
    expect(
      decideConfirmation({ state: 'paid', confirmationId: verified.confirmationId! }, again),
    ).toBe('already_done');
    expect((await createSslcommerzClient(config).validate(ipn!.val_id!)).status).toBe('VALIDATED');
  });

  it('pays by card: the method carries the last digits', async () => {
    const expected = expectedOf(2_500);
    const started = await start(expected);
    await act(started.redirectUrl, { action: 'pay', method: 'card' });
    const verified = await gateway.confirm({ evidence: ipnOf(expected.reference)[0]!, expected });
    expect(verified.method).toEqual({ kind: 'card', brand: 'VISA', last4: '0667' });
  });

  it('confirms from the return alone when the IPN never came', async () => {
    const expected = expectedOf();
    const started = await start(expected);
    const returned = await act(started.redirectUrl, { action: 'pay', noIpn: true });
    expect(ipnOf(expected.reference)).toEqual([]);
    expect((await gateway.confirm({ evidence: returned.fields, expected })).status).toBe('paid');
  });

  it('finds a paid attempt by our reference (the sweep), and nothing for a reference it never saw', async () => {
    const expected = expectedOf();
    const started = await start(expected);
    await act(started.redirectUrl, { action: 'pay', noIpn: true });
    expect((await gateway.query(expected))?.status).toBe('paid');
    expect(await gateway.query(expectedOf())).toBeNull();
  });

  it('holds a payment the gateway marks risky for an admin', async () => {
    const expected = expectedOf();
    const started = await start(expected);
    await act(started.redirectUrl, { action: 'pay', risky: true });
    const verified = await gateway.confirm({ evidence: ipnOf(expected.reference)[0]!, expected });
    expect(verified.risky).toBe(true);
    expect(decideConfirmation({ state: 'open' }, verified)).toBe('hold_for_review');
  });

  it('reports a cancelled and a failed payment as not paid, and a late success after the student gave up as one to refund', async () => {
    const cancelled = expectedOf();
    const cancelledStart = await start(cancelled);
    const back = await act(cancelledStart.redirectUrl, { action: 'cancel' });
    expect(back.action).toBe(`${merchant.url}/return?outcome=cancel`);
    const cancelledResult = await gateway.confirm({ evidence: back.fields, expected: cancelled });
    expect(cancelledResult.status).toBe('cancelled');
    expect(decideConfirmation({ state: 'open' }, cancelledResult)).toBe('not_paid');
    // A cancelled session's page is closed.
    expect((await fetch(cancelledStart.redirectUrl)).status).toBe(404);

    const late = expectedOf();
    const lateStart = await start(late);
    const failed = await act(lateStart.redirectUrl, { action: 'fail' });
    expect((await gateway.confirm({ evidence: failed.fields, expected: late })).status).toBe(
      'failed',
    );
    // The student gave up; the page stayed open in another tab and they paid after all.
    await act(lateStart.redirectUrl, { action: 'pay' });
    const paidLate = await gateway.confirm({
      evidence: ipnOf(late.reference).at(-1)!,
      expected: late,
    });
    expect(decideConfirmation({ state: 'given_up' }, paidLate)).toBe('refund_late_payment');

    const refund = await gateway.refund({
      payment: paidLate,
      amountMinor: late.amountMinor,
      refundId: `refund-${late.reference}`,
      reason: 'Paid after the hold ended',
    });
    expect(refund.status).toBe('refunded');
    // The same refund id answers the first refund; more than was paid is refused.
    const retried = await gateway.refund({
      payment: paidLate,
      amountMinor: late.amountMinor,
      refundId: `refund-${late.reference}`,
      reason: 'Paid after the hold ended',
    });
    expect(retried.id).toBe(refund.id);
    await expect(
      gateway.refund({ payment: paidLate, amountMinor: 100, refundId: 'another', reason: 'more' }),
    ).rejects.toBeInstanceOf(GatewayRefusal);
    expect(await createSslcommerzClient(config).refundStatus(refund.id)).toBe('refunded');
  });
});

describe('what we refuse from SSLCommerz', () => {
  async function paidIpn(expected: ExpectedPayment) {
    const started = await start(expected);
    await act(started.redirectUrl, { action: 'pay' });
    return ipnOf(expected.reference)[0]!;
  }

  const reasonOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GatewayRefusal);
    return (error as GatewayRefusal).reason;
  };

  it('an IPN whose fields were changed, or signed without our store password', async () => {
    const expected = expectedOf();
    const ipn = await paidIpn(expected);
    expect(
      await reasonOf(gateway.confirm({ evidence: { ...ipn, amount: '15.00' }, expected })),
    ).toBe('bad_signature');
    const { verify_sign: _sign, ...unsigned } = ipn;
    expect(await reasonOf(gateway.confirm({ evidence: unsigned, expected }))).toBe('bad_signature');
    const forged = { ...ipn, verify_sign: signFields(ipn, ipn.verify_key!.split(','), 'guessed') };
    expect(await reasonOf(gateway.confirm({ evidence: forged, expected }))).toBe('bad_signature');
    // A signature over fields that leave out the amount vouches for nothing.
    const narrow: Record<string, string> = { ...ipn, verify_key: 'tran_id,status' };
    narrow.verify_sign = signFields(narrow, ['tran_id', 'status'], config.storePassword);
    expect(await reasonOf(gateway.confirm({ evidence: narrow, expected }))).toBe('bad_signature');
  });

  it('a payment of another amount or currency than our record, or for another tran_id', async () => {
    const expected = expectedOf();
    const ipn = await paidIpn(expected);
    expect(
      await reasonOf(
        gateway.confirm({ evidence: ipn, expected: { ...expected, amountMinor: 150_001 } }),
      ),
    ).toBe('amount_differs');
    expect(
      await reasonOf(
        gateway.confirm({ evidence: ipn, expected: { ...expected, currency: 'USD' } }),
      ),
    ).toBe('currency_differs');
    // A genuine IPN replayed against another of our attempts (an unknown tran_id for it).
    expect(await reasonOf(gateway.confirm({ evidence: ipn, expected: expectedOf() }))).toBe(
      'reference_differs',
    );
  });

  it('a val_id the validation API does not know', async () => {
    expect((await createSslcommerzClient(config).validate('NOT-A-VAL-ID')).status).toBe(
      'INVALID_TRANSACTION',
    );
  });
});

describe('what the SSLCommerz stand-in refuses us', () => {
  const client = () => createSslcommerzClient(config);
  const fields = (overrides: Record<string, string> = {}) => ({
    tran_id: `sa-direct-${(counter += 1)}`,
    total_amount: '100.00',
    currency: 'BDT',
    success_url: `${merchant.url}/return`,
    fail_url: `${merchant.url}/return`,
    cancel_url: `${merchant.url}/return`,
    cus_name: 'Nadia',
    cus_email: 'student@academy.test',
    cus_add1: 'N/A',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: '01711000000',
    shipping_method: 'NO',
    product_name: 'Class',
    product_category: 'class',
    product_profile: 'non-physical-goods',
    ...overrides,
  });

  it('a wrong store password, an amount it would not take, a tran_id it has seen', async () => {
    const wrong = createSslcommerzClient({ ...config, storePassword: 'nope' });
    await expect(wrong.createSession(fields())).rejects.toThrow(/Store Credential Error/);
    for (const total_amount of ['9.99', '100.001', 'abc', '500000.01']) {
      await expect(client().createSession(fields({ total_amount }))).rejects.toThrow(
        /total_amount/,
      );
    }
    const once = fields();
    await client().createSession(once);
    await expect(client().createSession(once)).rejects.toThrow(/Duplicate tran_id/);
    await expect(wrong.validate('x')).resolves.toMatchObject({ APIConnect: 'INVALID_REQUEST' });
  });

  it('serves its page in Bangla, labelled TEST MODE', async () => {
    const started = await start(expectedOf());
    const html = await (await fetch(`${started.redirectUrl}?lang=bn`)).text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('টেস্ট মোড');
    expect(html).toContain('SSLCommerz');
  });
});
