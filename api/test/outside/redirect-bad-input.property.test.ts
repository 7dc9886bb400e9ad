// Property-based, over HTTP against the real server: generated bad input to the redirect payment
// routes. POST /api/payments/start answers any JSON body that is not a start with the 400 of a
// validation; what reaches the gateways' routes (the IPN, the returns, the webhook) from anyone,
// whatever its bytes, never gets a 5xx: a 400 or 404 in the error shape, a 413 for too much, or
// the browser's 303 to the return page. And none of it pays anything.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentInputSchema } from '#shared/schemas/payment.ts';
import { STAND_IN_STORE } from '../../services/payments/sslcommerz/config.ts';
import { signFields } from '../../services/payments/sslcommerz/verify-sign.ts';
import type { UserRow } from '../factories.ts';
import { startRealServer, type RawResponse, type RealServer } from '../real-server.ts';
import { redirectJourneys } from '../redirect-journeys.ts';
import { expectRefusalShape } from '../refusal-shape.ts';

let server: RealServer;
let journeys: ReturnType<typeof redirectJourneys>;
let student: UserRow;
/** An open SSLCommerz attempt and an open bKash one of the student's, which nothing may pay. */
let sslReference: string;
let bkashReference: string;
let bkashPaymentID: string;

beforeAll(async () => {
  server = await startRealServer();
  journeys = redirectJourneys(server);
  ({ student } = await journeys.studentWithDhakaClasses(150_000));
  sslReference = (await journeys.start(student.email, 'sslcommerz')).reference;
  const bkash = await journeys.studentWithDhakaClasses(80_000);
  bkashReference = (await journeys.start(bkash.student.email, 'bkash')).reference;
  bkashPaymentID = (await journeys.attemptRow(bkashReference)).gatewayPaymentId!;
});
afterAll(async () => {
  // Nothing generated paid, closed or enrolled anything.
  for (const reference of [sslReference, bkashReference]) {
    const row = await journeys.attemptRow(reference);
    expect(row).toMatchObject({ finalizedAt: null, outcome: null });
  }
  expect((await journeys.moneyOf(student)).payments).toEqual([]);
  await server.close();
});

const RUNS = 60;

/** No 5xx, no stack trace, and a refusal in the error shape. */
function expectHandled(response: RawResponse, allowed: number[], where: string) {
  const text = response.text();
  expect(allowed, `${where}: ${response.status} ${text.slice(0, 300)}`).toContain(response.status);
  expect(text).not.toMatch(/\bat .+\.ts:\d+/);
  // Node's HTTP parser refuses a request line or headers too long before the API sees them.
  const fromParser = [414, 431].includes(response.status) && text === '';
  if (response.status >= 400 && !fromParser) expectRefusalShape(response.json(), where);
  if (response.status === 303) {
    const location = new URL(String(response.headers.location), server.url);
    expect(location.pathname).toBe('/dashboard/payment/return');
  }
}

const post = async (path: string, body: string | Buffer, type: string, token?: string) => {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (token) headers.Authorization = `Bearer ${await server.tokenFor(token)}`;
  return server.request('POST', path, { headers, body });
};

describe('POST /api/payments/start', () => {
  it('answers any JSON body that is not a start with a 400 in the validation shape', async () => {
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          gateway: fc.oneof(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })),
          price: fc.oneof(fc.double(), fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 })),
          currency: fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom('BDT', 'bdt', 'xyz')),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        fc.pre(!startPaymentInputSchema.safeParse(body).success);
        const response = await post(
          '/api/payments/start',
          JSON.stringify(body),
          'application/json',
          student.email,
        );
        expectHandled(response, [400], 'POST /api/payments/start');
        const { error } = response.json() as { error: { reason: string } };
        expect(error.reason).toMatch(/^validation_/);
      }),
      { numRuns: RUNS },
    );
    // Not JSON at all.
    for (const raw of ['{', '{"gateway":', 'nul', '[1,', "{'gateway':'bkash'}", '\u0000']) {
      const response = await post('/api/payments/start', raw, 'application/json', student.email);
      expectHandled(response, [400], `POST /api/payments/start ${JSON.stringify(raw)}`);
    }
  });
});

/** Field names a gateway posts, and any others. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'tran_id',
    'val_id',
    'amount',
    'currency',
    'status',
    'verify_sign',
    'verify_key',
    'store_amount',
    'risk_level',
    'currency_amount',
    'bank_tran_id',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);
const fieldValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('VALID', 'FAILED', '1500.00', 'BDT', '1', 'tran_id,val_id'),
);

/** A form body: fields (some repeated), raw bytes that are not UTF-8, or a huge field. */
const formBodies = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(fieldName, fieldValue), { maxLength: 10 })
      .chain((fields) =>
        fc.constantFrom('none', 'ours', 'unknown', 'twice').map((tran) => ({ fields, tran })),
      )
      .map(({ fields, tran }) => {
        const form = new URLSearchParams();
        for (const [name, value] of fields) if (name !== 'tran_id') form.append(name, value);
        if (tran === 'ours' || tran === 'twice') form.append('tran_id', sslReference);
        if (tran === 'unknown') form.append('tran_id', 'pay-nobody');
        if (tran === 'twice') form.append('tran_id', 'pay-nobody');
        return Buffer.from(form.toString());
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 60 })
      .map((bytes) =>
        Buffer.concat([
          Buffer.from(`tran_id=${sslReference}&val_id=`),
          bytes,
          Buffer.from([0xff, 0xfe]),
        ]),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%FF%FE', '%ED%A0%80', '%E0%A4', '%', '%%', '%G1', '\u0000')
      .map((broken) => Buffer.from(`tran_id=${sslReference}${broken}&amount=${broken}`)),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(10_000, 70_000, 200_000)
      .map((size) => Buffer.from(`tran_id=${sslReference}&val_id=${'9'.repeat(size)}`)),
  },
);

/** Signed with the stand-in's store password, but never by SSLCommerz: its word is asked. */
const signedForgeries = fc
  .record({
    val_id: fc.oneof(fc.constant(''), fc.string({ maxLength: 20 })),
    amount: fc.oneof(
      fc.constantFrom('1500.00', '1.00', '1e3', '-1', ''),
      fc.string({ maxLength: 8 }),
    ),
    currency: fc.constantFrom('BDT', 'USD', ''),
    status: fc.constantFrom('VALID', 'VALIDATED', 'FAILED', 'CANCELLED', 'PENDING', ''),
    risk_level: fc.constantFrom('0', '1'),
  })
  .map((fields) => {
    const all: Record<string, string> = { ...fields, tran_id: sslReference };
    const signed = Object.keys(all);
    all.verify_sign = signFields(all, signed, STAND_IN_STORE.storePassword);
    all.verify_key = signed.join(',');
    return Buffer.from(new URLSearchParams(all).toString());
  });

describe("SSLCommerz's IPN and returns", () => {
  it('never answer a 5xx, whatever the body, and pay nothing', async () => {
    const where = fc.constantFrom(
      '/api/payments/sslcommerz/ipn',
      '/api/payments/sslcommerz/return?outcome=success',
      '/api/payments/sslcommerz/return?outcome=fail',
      '/api/payments/sslcommerz/return?outcome=cancel',
    );
    const type = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=ISO-8859-1',
      'text/plain',
      'application/json',
    );
    await fc.assert(
      fc.asyncProperty(
        where,
        fc.oneof({ weight: 3, arbitrary: formBodies }, { weight: 1, arbitrary: signedForgeries }),
        type,
        fc.boolean(),
        async (path, body, contentType, withToken) => {
          const response = await post(
            path,
            body,
            contentType,
            withToken ? student.email : undefined,
          );
          const allowed = path.includes('/ipn') ? [200, 400, 404, 413] : [303, 400, 413];
          expectHandled(response, allowed, `POST ${path}`);
        },
      ),
      { numRuns: RUNS * 2 },
    );
    expect((await journeys.moneyOf(student)).payments).toEqual([]);
  });
});

/** Where the open bKash attempt's paymentID goes, once it exists. */
const OUR_PAYMENT_ID = '@@paymentID@@';

/** Query strings as a browser might bring them back, escapes broken or not. */
const QUERY_CHARS = [...'abcXYZ019-_.~=&%+/?:;', '%FF', '%00', '%E0%A4', '%ED%A0%80', '%25'];
const queryStrings = fc.oneof(
  fc.string({ unit: fc.constantFrom(...QUERY_CHARS), maxLength: 40 }),
  fc
    .tuple(
      fc.oneof(
        fc.constant(OUR_PAYMENT_ID),
        fc.string({ unit: fc.constantFrom(...QUERY_CHARS), maxLength: 20 }),
        fc.constant('x'.repeat(20_000)),
      ),
      fc.oneof(fc.constantFrom('success', 'failure', 'cancel'), fc.string({ maxLength: 8 })),
      fc.boolean(),
    )
    .map(([id, status, twice]) => {
      const query = new URLSearchParams({ paymentID: id, status });
      if (twice) query.append('paymentID', 'TR0011NOTOURS');
      return query.toString();
    }),
);

describe("bKash's return", () => {
  it('never answers a 5xx, whatever the query string, and pays nothing', async () => {
    await fc.assert(
      fc.asyncProperty(queryStrings, fc.boolean(), async (query, withToken) => {
        const path = `/api/payments/bkash/return?${query.replace(OUR_PAYMENT_ID, bkashPaymentID)}`;
        const headers: Record<string, string> = withToken
          ? { Authorization: `Bearer ${await server.tokenFor(student.email)}` }
          : {};
        const response = await server.request('GET', path, { headers });
        expectHandled(response, [303, 400, 414, 431], `GET ${path.slice(0, 80)}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

const SNS_TYPES = ['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation', 'Other'];

describe("bKash's webhook", () => {
  it('refuses what SNS did not sign with a 400, and never answers a 5xx', async () => {
    const certificates = fc.oneof(
      fc.constantFrom(
        // Off Amazon's hosts, or not https, or not a certificate path.
        'https://evil.example/cert.pem',
        'http://sns.ap-southeast-1.amazonaws.com/cert.pem',
        'https://sns.ap-southeast-1.amazonaws.com.evil.example/cert.pem',
        'https://evil.example/sns.ap-southeast-1.amazonaws.com/cert.pem',
        'https://sns.ap-southeast-1.amazonaws.com@evil.example/cert.pem',
        'file:///etc/passwd',
        'not a url',
        '',
      ),
      // The stand-in's own certificate, where it is trusted: the signature must still hold.
      fc.constant(`${'@@origin@@'}/api/test-gateways/bkash/sns/cert.pem`),
    );
    const messages = fc.record(
      {
        Type: fc.constantFrom(...SNS_TYPES),
        MessageId: fc.string({ maxLength: 10 }),
        TopicArn: fc.constantFrom(
          'arn:aws:sns:ap-southeast-1:000000000000:academy-test-bkash',
          'x',
        ),
        Message: fc.oneof(
          fc.constant(JSON.stringify({ merchantInvoiceNumber: '@@reference@@' })),
          fc.string({ maxLength: 30 }),
        ),
        Timestamp: fc.constant(new Date().toISOString()),
        SignatureVersion: fc.constantFrom('1', '2', '3', ''),
        Signature: fc.oneof(fc.base64String({ maxLength: 64 }), fc.string({ maxLength: 20 })),
        SigningCertURL: certificates,
        SubscribeURL: fc.constant('https://evil.example/subscribe'),
      },
      { requiredKeys: ['Type', 'Message', 'Signature', 'SigningCertURL', 'SignatureVersion'] },
    );
    const bodies = fc.oneof(
      { weight: 4, arbitrary: messages.map((message) => JSON.stringify(message)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (body, withToken) => {
        const text = body
          .replace('@@origin@@', server.url)
          .replace('@@reference@@', bkashReference);
        const response = await post(
          '/api/bkash/webhook',
          text,
          'text/plain; charset=UTF-8',
          withToken ? student.email : undefined,
        );
        expectHandled(response, [400], 'POST /api/bkash/webhook');
        expect((response.json() as { error: { reason: string } }).error.reason).toBe(
          'payment_notice_refused',
        );
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
