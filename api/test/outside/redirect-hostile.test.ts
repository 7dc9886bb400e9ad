// Hostile requests to the redirect payment routes, over HTTP against the real server: notices
// sent as if from another site or another address, references that try to walk the path or fill
// the line, a student tapping Pay twenty times at once, and a webhook whose Host names a server
// of the sender's. Whatever happens, no money is kept for more than was delivered: never more
// enrollments than classes, every extra payment refunded in full.
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSnsSigner } from '../../routes/test-gateways/sns-signer.ts';
import { STAND_IN_TOPIC } from '../../routes/test-gateways/bkash-stand-in.ts';
import { startGatewayProxy, type GatewayProxy } from '../gateway-proxy.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { redirectJourneys, type Gateway } from '../redirect-journeys.ts';
import { expectRefusalShape } from '../refusal-shape.ts';

let server: RealServer;
let proxy: GatewayProxy;
let journeys: ReturnType<typeof redirectJourneys>;

beforeAll(async () => {
  server = await startRealServer();
  proxy = await startGatewayProxy(server.port);
  journeys = redirectJourneys(server);
});
afterAll(async () => {
  await proxy.close();
  await server.close();
});

const FROM_ELSEWHERE = {
  Origin: 'https://evil.example',
  Referer: 'https://evil.example/pay.html',
  'X-Forwarded-For': '203.0.113.7, 198.51.100.2',
  'X-Real-IP': '203.0.113.7',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
};

describe('notices from another site, with a spoofed address', () => {
  it("SSLCommerz's IPN: only the signature counts, and no other site may read the answer", async () => {
    const bought = await journeys.studentWithDhakaClasses(80_000);
    const started = await journeys.start(bought.student.email, 'sslcommerz');
    const signed = await journeys.sslcommerzFields(started, { action: 'pay' });

    const forged = await journeys.postForm(
      journeys.ipnUrl(),
      { ...signed.fields, amount: '10.00', currency_amount: '10.00' },
      FROM_ELSEWHERE,
    );
    expect(forged.status).toBe(400);
    expect((await journeys.moneyOf(bought.student)).payments).toEqual([]);

    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        fetch(journeys.ipnUrl(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...FROM_ELSEWHERE },
          body: new URLSearchParams(signed.fields),
        }),
      ),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const money = await journeys.moneyOf(bought.student);
    expect(money.payments).toMatchObject([{ amountCents: 80_000, refundedCents: 0 }]);
    expect(money.enrollments).toHaveLength(1);
    expect(money.receipts).toHaveLength(1);
  });

  it("bKash's webhook: a forged one is refused, the genuine one replayed from elsewhere does nothing more", async () => {
    const bought = await journeys.studentWithDhakaClasses(80_000);
    const started = await journeys.start(bought.student.email, 'bkash', proxy.url);
    const callback = await journeys.bkashCallback(started, 'pay');
    expect((await fetch(callback, { redirect: 'manual' })).status).toBe(303);
    await expect
      .poll(() => proxy.webhooks.find((body) => body.includes(started.reference)), {
        timeout: 10_000,
      })
      .toBeTruthy();
    const genuine = proxy.webhooks.find((body) => body.includes(started.reference))!;

    const message = JSON.parse(genuine) as Record<string, string>;
    const changed = JSON.stringify({
      ...message,
      Message: message.Message!.replace('"Completed"', '"Completed "'),
    });
    for (const body of [changed, JSON.stringify({ ...message, Signature: 'AAAA' })]) {
      const refused = await fetch(`${proxy.url}/api/bkash/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain; charset=UTF-8', ...FROM_ELSEWHERE },
        body,
      });
      expect(refused.status).toBe(400);
      expectRefusalShape(await refused.json(), 'POST /api/bkash/webhook');
    }
    const replays = await Promise.all(
      [1, 2, 3].map(() =>
        fetch(`${proxy.url}/api/bkash/webhook`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain; charset=UTF-8', ...FROM_ELSEWHERE },
          body: genuine,
        }),
      ),
    );
    for (const response of replays) {
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const money = await journeys.moneyOf(bought.student);
    expect(money.payments).toMatchObject([{ amountCents: 80_000, refundedCents: 0 }]);
    expect(money.enrollments).toHaveLength(1);
    expect(money.receipts).toHaveLength(1);
    const paymentID = new URL(callback).searchParams.get('paymentID');
    expect(
      proxy.executes.filter((call) => call.paymentID === paymentID && call.statusCode === '0000'),
    ).toHaveLength(1);
  });

  it("a webhook whose Host names the sender's own server pays nothing and answers no 5xx", async () => {
    // A server of the sender's, serving a certificate of its own for the message it signed.
    const signer = createSnsSigner();
    const pem = await signer.certificatePem();
    const fetched: string[] = [];
    const theirs = createServer((request, response) => {
      fetched.push(request.url ?? '');
      response.setHeader('content-type', 'application/x-pem-file');
      response.end(pem);
    });
    theirs.listen(0, '127.0.0.1');
    await once(theirs, 'listening');
    const theirOrigin = `http://127.0.0.1:${(theirs.address() as AddressInfo).port}`;
    try {
      const bought = await journeys.studentWithDhakaClasses(80_000);
      const started = await journeys.start(bought.student.email, 'bkash');
      const message = await signer.sign(
        {
          Type: 'Notification',
          MessageId: crypto.randomUUID(),
          TopicArn: STAND_IN_TOPIC,
          Message: JSON.stringify({
            merchantInvoiceNumber: started.reference,
            transactionStatus: 'Completed',
            amount: '800.00',
            currency: 'BDT',
            trxID: 'FORGED0001',
          }),
          Timestamp: new Date().toISOString(),
        },
        `${theirOrigin}/api/test-gateways/bkash/sns/cert.pem`,
      );
      const response = await server.request('POST', '/api/bkash/webhook', {
        headers: {
          Host: new URL(theirOrigin).host,
          'Content-Type': 'text/plain; charset=UTF-8',
        },
        body: JSON.stringify(message),
      });
      expect(response.status, response.text()).toBeLessThan(500);
      // In TEST MODE the stand-in's certificate is trusted on the request's own origin, which
      // the Host header names: such a message may pass the check. It still only names an
      // attempt: bKash is asked, and the student never approved this payment.
      const money = await journeys.moneyOf(bought.student);
      expect(money.payments).toEqual([]);
      expect(money.enrollments).toEqual([]);
      expect(await journeys.attempt(bought.student.email, started.reference)).toMatchObject({
        status: 'confirming',
      });
    } finally {
      theirs.closeAllConnections();
      await new Promise((resolve) => theirs.close(resolve));
    }
  });
});

describe('GET /api/payments/attempts/:reference with a hostile reference', () => {
  it('answers 400 or 404 in the error shape, never a 5xx nor anyone’s attempt', async () => {
    const bought = await journeys.studentWithDhakaClasses(80_000);
    const started = await journeys.start(bought.student.email, 'sslcommerz');
    const { student: other } = await journeys.studentWithDhakaClasses();
    const token = await server.tokenFor(other.email);
    const references = [
      '..',
      '..%2F..%2Fpayments',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `..%2F${started.reference}`,
      `${started.reference}%2F..`,
      `${started.reference}%00`,
      `${started.reference.toUpperCase()}`,
      `${started.reference}%20`,
      "pay-'%20OR%201=1--",
      '%FF%FE',
      '%ED%A0%80',
      'x'.repeat(10_240),
      encodeURIComponent('পেমেন্ট'.repeat(150)),
    ];
    for (const reference of references) {
      const response = await server.request('GET', `/api/payments/attempts/${reference}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const where = `GET /api/payments/attempts/${reference.slice(0, 40)}`;
      expect([400, 404], `${where}: ${response.status} ${response.text().slice(0, 200)}`).toContain(
        response.status,
      );
      expectRefusalShape(response.json(), where);
      expect(response.text()).not.toContain(started.reference);
    }
    // A walk out of the route reaches no other route's response either.
    const walked = await server.request('GET', '/api/payments/attempts/../../payments', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(walked.status).toBeLessThan(500);
    expect(walked.text()).not.toContain(bought.student.email);
  });
});

describe.each<Gateway>(['sslcommerz', 'bkash'])('twenty taps on Pay at once (%s)', (gateway) => {
  it('opens one page, and keeps at most one payment: any other is refunded in full', async () => {
    const bought = await journeys.studentWithDhakaClasses(60_000, 40_000);
    const taps = await Promise.all(
      Array.from({ length: 20 }, () =>
        journeys.call(bought.student.email, 'POST', '/api/payments/start', { gateway }),
      ),
    );
    for (const tap of taps) {
      expect([201, 409, 429], JSON.stringify(tap.body)).toContain(tap.status);
      if (tap.status !== 201) expectRefusalShape(tap.body, 'POST /api/payments/start');
    }
    const responded = taps.filter((tap) => tap.status === 201).map((tap) => tap.body);
    expect(responded.length).toBeGreaterThan(0);
    // Taps arriving together share one start: every one is sent to the same page.
    const started = [...new Map(responded.map((body) => [body.reference, body])).values()];
    expect(started).toHaveLength(1);

    // The student pays every page they were sent to, all at once.
    const paid = await Promise.all(
      started.map(async (body) => {
        const one = body as unknown as Parameters<typeof journeys.bkashCallback>[0];
        if (gateway === 'bkash') {
          const callback = await journeys.bkashCallback(one, 'pay');
          return (await fetch(callback, { redirect: 'manual' })).status;
        }
        const page = await fetch(one.redirectUrl, {
          method: 'POST',
          body: new URLSearchParams({ action: 'pay', method: 'bkash' }),
        });
        return page.status;
      }),
    );
    expect(paid.every((status) => status === 200 || status === 303)).toBe(true);
    // Anything left to settle or send, the sweep does.
    const report = await journeys.sweepNow(started.map((body) => String(body.reference)));
    expect(report.failures).toEqual([]);

    const money = await journeys.moneyOf(bought.student);
    // One enrollment per class, never more.
    expect(money.enrollments.map((row) => row.classId).sort()).toEqual(
      bought.classes.map((cls) => cls.id).sort(),
    );
    for (const cls of bought.classes) {
      expect(await journeys.seatsOf(cls.id)).toEqual({ seats: 4, enrolled: 1 });
    }
    // Every attempt paid is recorded once; the one that enrolled is kept, the others refunded.
    expect(money.payments).toHaveLength(started.length);
    const kept = money.payments.filter((row) => row.refundedCents === 0);
    expect(kept).toHaveLength(1);
    expect(new Set(money.enrollments.map((row) => row.paymentId))).toEqual(new Set([kept[0]!.id]));
    for (const extra of money.payments.filter((row) => row !== kept[0])) {
      expect(extra).toMatchObject({ amountCents: 100_000, refundedCents: 100_000 });
      const refunds = money.refunds.filter((row) => row.paymentId === extra.id);
      expect(refunds).toMatchObject([{ status: 'sent', amountCents: 100_000 }]);
    }
    expect(money.receipts).toHaveLength(started.length);
    expect(money.refundNotices).toHaveLength(started.length - 1);
  });
});
