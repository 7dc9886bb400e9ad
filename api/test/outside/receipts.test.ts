// A payment's receipt and its PDF over HTTP against the real Node server: someone else's payment,
// ids that are not ids or name nobody's payment, languages that are not ours, HEAD, a token of
// the payer with another role claimed in its headers, and a refunded payment. A receipt is read
// by its payer and admins only, and says the same in JSON and in the PDF.
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSelection, createUser, type UserRow } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { expectRefusalShape } from '../refusal-shape.ts';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
let server: RealServer;
let admin: UserRow;

beforeAll(async () => {
  server = await startRealServer();
  admin = await createUser(server.db, { role: 'admin' });
});
afterAll(() => server.close());

/** A student's recorded card payment for two Kuala Lumpur classes. */
async function paidPayment() {
  const student = await createUser(server.db);
  const classIds: string[] = [];
  for (const name of ['Junior swimming', 'Tennis for adults']) {
    const cls = await createClass(server.db, {
      name,
      venue: 'kuala-lumpur',
      currency: 'myr',
      priceCents: 15_000,
      seats: 5,
    });
    classIds.push(cls.id);
    await createSelection(server.db, student.email, cls.id);
  }
  const intent = await server.call(student.email, 'POST', '/api/create-payment-intent', {});
  expect(intent.status).toBe(201);
  const { clientSecret, intentId } = intent.body as { clientSecret: string; intentId: string };
  const confirmed = await server.call(null, 'POST', '/api/test-payments/confirm', {
    clientSecret,
    card: VISA,
  });
  expect(confirmed.status).toBe(200);
  const paid = await server.call(student.email, 'POST', '/api/payments', {
    transactionId: intentId,
  });
  expect(paid.status).toBe(201);
  return { student, paymentId: String(paid.body.insertedId), classIds };
}

const get = async (as: string | null, path: string, headers: Record<string, string> = {}) =>
  server.request('GET', path, {
    headers: {
      ...(as ? { Authorization: `Bearer ${await server.tokenFor(as)}` } : {}),
      ...headers,
    },
  });

const pdfText = async (body: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

describe("someone else's receipt", () => {
  it('is refused to another student, whatever the headers claim, and to nobody signed in', async () => {
    const { paymentId } = await paidPayment();
    const other = await createUser(server.db);
    const claims = {
      'X-User-Email': admin.email,
      'X-Role': 'admin',
      'X-Forwarded-User': admin.email,
      Cookie: `role=admin; email=${admin.email}`,
    };
    for (const route of ['receipt', 'receipt.pdf', 'receipt.pdf?lang=bn']) {
      const refused = await get(other.email, `/api/payments/${paymentId}/${route}`, claims);
      expect(refused.status).toBe(403);
      expectRefusalShape(refused.json());
      expect(refused.headers['content-disposition']).toBeUndefined();
      const anonymous = await get(null, `/api/payments/${paymentId}/${route}`, claims);
      expect(anonymous.status).toBe(401);
    }
  });
});

describe('ids and languages that name no receipt', () => {
  it('answers 400 for what is not an id and 404 for an id of no payment, in the error shape', async () => {
    const { student } = await paidPayment();
    const cases: Array<[string, number]> = [
      ['/api/payments/00000000-0000-4000-8000-000000000000/receipt', 404],
      ['/api/payments/00000000-0000-4000-8000-000000000000/receipt.pdf', 404],
      [`/api/payments/${'x'.repeat(300)}/receipt.pdf`, 400],
      ['/api/payments/%00/receipt', 400],
      ['/api/payments/%ED%A0%80/receipt.pdf', 400],
    ];
    for (const [path, status] of cases) {
      const response = await get(student.email, path);
      expect(response.status, path).toBe(status);
      expectRefusalShape(response.json());
    }
  });

  it('refuses a language other than en or bn; or two of them', async () => {
    const { student, paymentId } = await paidPayment();
    for (const lang of ['fr', 'EN', 'bn-BD', '', '%00', 'bn%20', '../en']) {
      const response = await get(
        student.email,
        `/api/payments/${paymentId}/receipt.pdf?lang=${lang}`,
      );
      expect(response.status, lang).toBe(400);
      expectRefusalShape(response.json());
    }
    // Two languages are none: refused, not one of them picked.
    const twice = await get(
      student.email,
      `/api/payments/${paymentId}/receipt.pdf?lang=bn&lang=fr`,
    );
    expect(twice.status).toBe(400);
    expectRefusalShape(twice.json());
  });
});

describe('HEAD and a refunded payment', () => {
  it('HEAD answers the headers of the PDF with no body', async () => {
    const { student, paymentId } = await paidPayment();
    const head = await server.request('HEAD', `/api/payments/${paymentId}/receipt.pdf`, {
      headers: { Authorization: `Bearer ${await server.tokenFor(student.email)}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['cache-control']).toContain('private');
    expect(head.body.length).toBe(0);
  });

  it('a refunded payment: the JSON and the PDF both show the refund and what was kept', async () => {
    const { student, paymentId, classIds } = await paidPayment();
    const refunded = await server.call(admin.email, 'POST', `/api/payments/${paymentId}/refund`, {
      classId: classIds[0],
    });
    expect(refunded.status).toBe(200);
    const receipt = await server.call(student.email, 'GET', `/api/payments/${paymentId}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ total: 300, net: 150, refunds: [{ amount: 150 }] });
    const pdf = await get(student.email, `/api/payments/${paymentId}/receipt.pdf?lang=en`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${String(receipt.body.number)}.pdf"`,
    );
    const text = (await pdfText(pdf.body)).replaceAll('\u00a0', ' ');
    expect(text).toContain(String(receipt.body.number));
    expect(text).toContain('RM 300');
    expect(text).toContain('-RM 150');
    expect(text).toContain('Junior swimming');
    // The admin reads the same receipt; the payer's refund does not open it to anyone else.
    expect((await get(admin.email, `/api/payments/${paymentId}/receipt.pdf`)).status).toBe(200);
    const other = await createUser(server.db);
    expect((await get(other.email, `/api/payments/${paymentId}/receipt.pdf`)).status).toBe(403);
  });
});
