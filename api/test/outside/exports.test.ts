// Over HTTP against the real Node server: each CSV export holds the rows made here, filtered by
// branch and by the branch's own days, with the BOM, the headers of a download, text that cannot
// run as a formula, and admins alone may have it.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeZoneOf } from '#shared/classes/venues.ts';
import { paymentRefunds, payments, receipts, waitlistEntries } from '../../db/schema.ts';
import { EXPORT_PAGE_ROWS } from '../../services/exports/export-pages.ts';
import {
  createCheckIn,
  createClass,
  createEnrollment,
  createPass,
  createSession,
  createUser,
  type ClassRow,
  type UserRow,
} from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

let server: RealServer;
let admin: UserRow;
let hostile: UserRow;
let bangla: UserRow;
let dhaka: ClassRow;
let kl: ClassRow;

/** Dhaka's 2 March begins at 18:00 UTC on 1 March; Kuala Lumpur's at 16:00. */
const DHAKA_PAYMENT_AT = '2026-03-01T18:30:00.000Z'; // 00:30 on 2 March in Dhaka
const KL_PAYMENT_AT = '2026-03-01T17:00:00.000Z'; // 01:00 on 2 March in Kuala Lumpur, 23:00 on 1 March in Dhaka

async function recordPayment(
  at: string,
  cls: ClassRow,
  payer: UserRow,
  extra: Partial<typeof payments.$inferInsert> & { receipt: string },
) {
  const id = crypto.randomUUID();
  const { receipt, ...overrides } = extra;
  await server.db.insert(payments).values({
    id,
    email: payer.email,
    transactionId: `pi_export_${id}`,
    amountCents: cls.priceCents,
    currency: cls.currency,
    quantity: 1,
    status: 'service pending',
    itemNames: [cls.name],
    classIds: [cls.id],
    selectionIds: [],
    createdAt: at,
    ...overrides,
  });
  const [series, year, sequence] = receipt.split('-');
  await server.db.insert(receipts).values({
    number: receipt,
    paymentId: id,
    series: series!,
    year: Number(year),
    sequence: Number(sequence),
    venue: cls.venue,
    payerName: payer.name,
    payerEmail: payer.email,
    lines: [{ classId: cls.id, name: cls.name, amountCents: cls.priceCents }],
    issuedAt: at,
  });
  return id;
}

let dhakaPayment: string;

beforeAll(async () => {
  server = await startRealServer();
  admin = await createUser(server.db, { role: 'admin', email: 'export-admin@academy.test' });
  hostile = await createUser(server.db, { name: '=HYPERLINK("http://evil.example","Pay")' });
  bangla = await createUser(server.db, { name: 'রহিম "রনি", উদ্দিন' });
  dhaka = await createClass(server.db, {
    name: 'ফুটবল, সকাল',
    venue: 'dhaka',
    currency: 'bdt',
    priceCents: 150_000,
  });
  kl = await createClass(server.db, {
    name: '+Swim',
    venue: 'kuala-lumpur',
    currency: 'myr',
    priceCents: 12_050,
  });
  dhakaPayment = await recordPayment(DHAKA_PAYMENT_AT, dhaka, hostile, {
    receipt: 'DHK-2026-000001',
    recordedBy: admin.id,
    gateway: 'bkash',
    gatewayTransactionId: 'TRX-1',
  });
  await recordPayment(KL_PAYMENT_AT, kl, bangla, { receipt: 'KUL-2026-000001' });
  await server.db.insert(paymentRefunds).values({
    key: `refund-${dhakaPayment}`,
    paymentId: dhakaPayment,
    intentId: `pi_export_${dhakaPayment}`,
    classIds: [dhaka.id],
    amountCents: 150_000,
    reason: 'admin',
    status: 'sent',
    nextAttemptAt: '2026-03-02T05:00:00.000Z',
    requestedBy: admin.id,
    createdAt: '2026-03-02T05:00:00.000Z',
  });
});
afterAll(() => server.close());

const asAdmin = async () => ({ Authorization: `Bearer ${await server.tokenFor(admin.email)}` });

async function download(kind: string, query: string) {
  return server.request('GET', `/api/exports/${kind}.csv?${query}`, { headers: await asAdmin() });
}

/** The records as a spreadsheet reads them, each keyed by its column. */
function recordsOf(body: Buffer): Record<string, string>[] {
  return parse(body, { bom: true, columns: true }) as Record<string, string>[];
}

describe('GET /api/exports/payments.csv', () => {
  it('is a UTF-8 download with a BOM, named by kind, branch and days, kept by no cache', async () => {
    const response = await download('payments', 'branch=dhaka&from=2026-03-02&to=2026-03-02');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payments-dhaka-2026-03-02-2026-03-02.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect([...response.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.text().slice(1).split('\r\n')[0]).toMatch(/^type,receipt_number,payment_id,/);
  });

  it("holds the branch's payment and its refund, amounts positive beside their currency", async () => {
    const response = await download('payments', 'branch=dhaka&from=2026-03-02&to=2026-03-02');
    const records = recordsOf(response.body);
    expect(records).toHaveLength(2);
    const [payment, refund] = records;
    expect(payment).toMatchObject({
      type: 'payment',
      receipt_number: 'DHK-2026-000001',
      payment_id: dhakaPayment,
      branch: 'dhaka',
      time_zone: 'Asia/Dhaka',
      date_utc: DHAKA_PAYMENT_AT,
      date_local: '2026-03-02 00:30:00',
      // The payer's name would run as a formula: it arrives as text.
      payer_name: `'=HYPERLINK("http://evil.example","Pay")`,
      classes: 'ফুটবল, সকাল',
      currency: 'BDT',
      amount: '1500.00',
      amount_minor: '150000',
      gateway: 'bkash',
      gateway_transaction_id: 'TRX-1',
      recorded_by: admin.email,
    });
    expect(refund).toMatchObject({
      type: 'refund',
      payment_id: dhakaPayment,
      refund_id: `refund-${dhakaPayment}`,
      date_local: '2026-03-02 11:00:00',
      amount: '1500.00',
      amount_minor: '150000',
      currency: 'BDT',
      status: 'sent',
      recorded_by: admin.email,
      refund_reason: 'admin',
    });
  });

  it("counts days in each row's branch: both payments fall on 2 March, neither on 1 March", async () => {
    const second = recordsOf(
      (await download('payments', 'branch=all&from=2026-03-02&to=2026-03-02')).body,
    );
    expect(
      second
        .filter((row) => row.type === 'payment')
        .map((row) => row.receipt_number)
        .sort(),
    ).toEqual(['DHK-2026-000001', 'KUL-2026-000001']);
    const kuala = second.find((row) => row.receipt_number === 'KUL-2026-000001');
    expect(kuala).toMatchObject({
      currency: 'MYR',
      amount: '120.50',
      date_local: '2026-03-02 01:00:00',
      classes: "'+Swim",
      payer_name: 'রহিম "রনি", উদ্দিন',
      recorded_by: '',
    });
    const first = recordsOf(
      (await download('payments', 'branch=all&from=2026-03-01&to=2026-03-01')).body,
    );
    expect(first).toEqual([]);
    const klOnly = recordsOf(
      (await download('payments', 'branch=kuala-lumpur&from=2026-03-01&to=2026-03-31')).body,
    );
    expect(klOnly.map((row) => row.receipt_number)).toEqual(['KUL-2026-000001']);
  });

  it('streams every row across many pages, oldest first, none twice', async () => {
    const cls = await createClass(server.db, {
      venue: 'riyadh',
      currency: 'sar',
      priceCents: 5_000,
    });
    const payer = await createUser(server.db);
    const count = EXPORT_PAGE_ROWS * 2 + 7;
    const start = Date.parse('2026-05-01T00:00:00.000Z');
    const rows = Array.from({ length: count }, (_, i) => ({
      id: crypto.randomUUID(),
      email: payer.email,
      transactionId: `pi_many_${i}`,
      amountCents: 5_000 + i,
      currency: 'sar',
      quantity: 1,
      status: 'service pending',
      itemNames: [cls.name],
      classIds: [cls.id],
      selectionIds: [],
      // Two payments to a second: ties are broken by the id.
      createdAt: new Date(start + Math.floor(i / 2) * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await server.db.insert(payments).values(rows.slice(i, i + 200));
    const records = recordsOf(
      (await download('payments', 'branch=all&from=2026-05-01&to=2026-05-01')).body,
    );
    expect(records).toHaveLength(count);
    expect(new Set(records.map((row) => row.payment_id)).size).toBe(count);
    const dates = records.map((row) => row.date_utc);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('the other exports', () => {
  it('enrollments.csv: the Dhaka seat, with its price and pass', async () => {
    const student = await createUser(server.db, { name: '@student' });
    const enrollment = await createEnrollment(server.db, student.email, dhaka);
    await createPass(server.db, dhaka.id, student.email);
    // The branch's own today: after 18:00 UTC it is already tomorrow in Dhaka.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: timeZoneOf('dhaka') }).format(
      new Date(),
    );
    const records = recordsOf(
      (await download('enrollments', `branch=dhaka&from=2026-01-01&to=${today}`)).body,
    );
    const mine = records.filter((row) => row.student_email === student.email);
    expect(mine).toEqual([
      expect.objectContaining({
        enrollment_id: enrollment.id,
        branch: 'dhaka',
        student_name: "'@student",
        class_name: 'ফুটবল, সকাল',
        price: '1500.00',
        price_minor: '150000',
        pass_status: 'active',
      }),
    ]);
    const elsewhere = recordsOf(
      (await download('enrollments', `branch=riyadh&from=2026-01-01&to=${today}`)).body,
    );
    expect(elsewhere.some((row) => row.student_email === student.email)).toBe(false);
  });

  it('attendance.csv: who was checked in at a session, and who was expected but absent', async () => {
    const cls = await createClass(server.db, { venue: 'riyadh', currency: 'sar' });
    const present = await createUser(server.db, { name: 'Present' });
    const absent = await createUser(server.db, { name: 'Absent' });
    await createPass(server.db, cls.id, present.email, { createdAt: '2026-04-01T00:00:00.000Z' });
    await createPass(server.db, cls.id, absent.email, { createdAt: '2026-04-01T00:00:00.000Z' });
    // 21:30 UTC on 9 April is 00:30 on 10 April in Riyadh.
    const session = await createSession(server.db, cls.id, '2026-04-09T21:30:00.000Z');
    await createCheckIn(server.db, session, present.email, admin.id);
    const records = recordsOf(
      (await download('attendance', 'branch=riyadh&from=2026-04-10&to=2026-04-10')).body,
    );
    expect(records).toHaveLength(2);
    const byEmail = Object.fromEntries(records.map((row) => [row.student_email, row]));
    expect(byEmail[present.email]).toMatchObject({
      session_id: session.id,
      session_starts_local: '2026-04-10 00:30:00',
      attended: 'yes',
      method: 'roster',
      recorded_by: admin.email,
    });
    expect(byEmail[absent.email]).toMatchObject({ attended: 'no', method: '', recorded_by: '' });
    const dayBefore = recordsOf(
      (await download('attendance', 'branch=riyadh&from=2026-04-09&to=2026-04-09')).body,
    );
    expect(dayBefore).toEqual([]);
  });

  it('waitlists.csv: each entry with its state', async () => {
    const student = await createUser(server.db);
    const id = crypto.randomUUID();
    await server.db.insert(waitlistEntries).values({
      id,
      classId: kl.id,
      email: student.email,
      lineNo: 1,
      status: 'offered',
      offeredAt: '2026-06-01T02:00:00.000Z',
      offerExpiresAt: '2026-06-02T02:00:00.000Z',
      createdAt: '2026-06-01T01:00:00.000Z',
    });
    const records = recordsOf(
      (await download('waitlists', 'branch=kuala-lumpur&from=2026-06-01&to=2026-06-01')).body,
    );
    expect(records).toEqual([
      expect.objectContaining({
        entry_id: id,
        class_name: "'+Swim",
        student_email: student.email,
        line_number: '1',
        status: 'offered',
        joined_at_local: '2026-06-01 09:00:00',
        offer_expires_at_utc: '2026-06-02T02:00:00.000Z',
      }),
    ]);
  });
});

describe('who may export, and what is refused', () => {
  it('asks a visitor to sign in and refuses a student and an instructor', async () => {
    const path = '/api/exports/payments.csv?branch=all&from=2026-03-01&to=2026-03-31';
    expect((await server.request('GET', path)).status).toBe(401);
    for (const role of [null, 'instructor'] as const) {
      const person = await createUser(server.db, { role });
      const response = await server.request('GET', path, {
        headers: { Authorization: `Bearer ${await server.tokenFor(person.email)}` },
      });
      expect(response.status).toBe(403);
      expect(response.text()).not.toContain(hostile.email);
    }
  });

  it('refuses a range that ends before it begins, with a sentence', async () => {
    const response = await download('payments', 'branch=all&from=2026-03-02&to=2026-03-01');
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        fields: { to: 'The last day must be the first day or after it.' },
        fieldReasons: { to: { reason: 'validation_export_range' } },
      },
    });
  });

  it('refuses an unknown branch, a date that is no day, and a missing one', async () => {
    for (const query of [
      'branch=paris&from=2026-03-01&to=2026-03-02',
      'branch=all&from=2026-02-30&to=2026-03-02',
      'branch=all&from=2026-03-01',
    ]) {
      expect((await download('waitlists', query)).status).toBe(400);
    }
  });
});
