// GET /api/reports/summary over the real database: each figure against rows made here, money in
// each currency on its own, months in each branch's time zone, and the filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '#shared/schemas/report.ts';
import { writeDemoPayment, writeDemoRefund, type DemoPayment } from '../../db/demo-history.ts';
import { checkIns, classSessions, waitlistEntries } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { createClass, createUser, type ClassRow } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const NOW = new Date('2030-03-15T10:00:00.000Z');
let api: TestApi;
let admin: string;
let dhaka: ClassRow;
let kualaLumpur: ClassRow;
let riyadh: ClassRow;

const meets = {
  firstSessionAt: '2030-01-05T10:00:00.000Z',
  lastSessionAt: '2030-06-01T10:00:00.000Z',
};
let paid = 0;
async function pay(cls: ClassRow, email: string, at: string, gateway: DemoPayment['gateway']) {
  paid += 1;
  const payment: DemoPayment = {
    reference: `report-${paid}`,
    email,
    lines: [{ classId: cls.id, name: cls.name, amountCents: cls.priceCents }],
    currency: cls.currency,
    gateway,
    recordedBy: null,
    at: new Date(at),
  };
  const id = await writeTransaction(api.db, (tx) => writeDemoPayment(tx, payment));
  return { id, payment };
}

async function report(query: string): Promise<Report> {
  const response = await api.call('GET', `/api/reports/summary?${query}`, { as: admin });
  expect(response.status).toBe(200);
  return (await json(response)) as Report;
}

beforeAll(async () => {
  api = await createTestApi({ now: () => NOW });
  admin = (await createUser(api.db, { role: 'admin' })).email;
  dhaka = await createClass(api.db, {
    name: 'Dhaka Football',
    venue: 'dhaka',
    currency: 'bdt',
    priceCents: 350_000,
    seats: 7,
    enrolled: 3,
    ...meets,
  });
  kualaLumpur = await createClass(api.db, {
    name: 'KL Tennis',
    venue: 'kuala-lumpur',
    currency: 'myr',
    priceCents: 12_000,
    seats: 0,
    enrolled: 8,
    ...meets,
  });
  riyadh = await createClass(api.db, {
    name: 'Riyadh Boxing',
    venue: 'riyadh',
    currency: 'sar',
    priceCents: 38_000,
    ...meets,
  });
  await pay(dhaka, 'a@report.test', '2030-01-10T08:00:00.000Z', 'bkash');
  // 20:00 UTC on 31 January is 1 February in Dhaka: February's.
  await pay(dhaka, 'e@report.test', '2030-01-31T20:00:00.000Z', 'sslcommerz');
  await pay(dhaka, 'b@report.test', '2030-02-02T08:00:00.000Z', 'sslcommerz');
  await pay(kualaLumpur, 'c@report.test', '2030-02-05T08:00:00.000Z', 'card');
  const refunded = await pay(riyadh, 'd@report.test', '2030-02-20T08:00:00.000Z', 'card');
  await writeTransaction(api.db, (tx) =>
    writeDemoRefund(tx, refunded.id, refunded.payment, new Date('2030-03-01T08:00:00.000Z')),
  );

  const [past] = await api.db
    .insert(classSessions)
    .values([
      {
        id: crypto.randomUUID(),
        classId: dhaka.id,
        startsAt: '2030-02-10T10:00:00.000Z',
        endsAt: '2030-02-10T11:00:00.000Z',
      },
      {
        id: crypto.randomUUID(),
        classId: dhaka.id,
        startsAt: '2030-03-20T10:00:00.000Z',
        endsAt: '2030-03-20T11:00:00.000Z',
      },
    ])
    .returning();
  await api.db.insert(checkIns).values({
    id: crypto.randomUUID(),
    sessionId: past!.id,
    classId: dhaka.id,
    email: 'a@report.test',
    method: 'scan',
    recordedBy: 'coach',
    takenAt: '2030-02-10T10:02:00.000Z',
  });
  const line = ['waiting', 'accepted', 'expired'] as const;
  await api.db.insert(waitlistEntries).values(
    line.map((status, index) => ({
      id: crypto.randomUUID(),
      classId: kualaLumpur.id,
      email: `w${index}@report.test`,
      lineNo: index + 1,
      status,
      createdAt: '2030-02-12T08:00:00.000Z',
    })),
  );
});
afterAll(() => api.cleanup());

describe('GET /api/reports/summary', () => {
  it('answers revenue per branch, month and currency, refunds in their month, never mixed', async () => {
    const response = await report('from=2030-01&to=2030-03');
    expect(response.months).toEqual(['2030-01', '2030-02', '2030-03']);
    expect(response.revenue).toEqual([
      {
        branch: 'dhaka',
        month: '2030-01',
        currency: 'bdt',
        payments: 1,
        grossCents: 350_000,
        refundedCents: 0,
        netCents: 350_000,
      },
      {
        branch: 'dhaka',
        month: '2030-02',
        currency: 'bdt',
        payments: 2,
        grossCents: 700_000,
        refundedCents: 0,
        netCents: 700_000,
      },
      {
        branch: 'kuala-lumpur',
        month: '2030-02',
        currency: 'myr',
        payments: 1,
        grossCents: 12_000,
        refundedCents: 0,
        netCents: 12_000,
      },
      {
        branch: 'riyadh',
        month: '2030-02',
        currency: 'sar',
        payments: 1,
        grossCents: 38_000,
        refundedCents: 0,
        netCents: 38_000,
      },
      {
        branch: 'riyadh',
        month: '2030-03',
        currency: 'sar',
        payments: 0,
        grossCents: 0,
        refundedCents: 38_000,
        netCents: -38_000,
      },
    ]);
  });

  it('answers seats filled, attendance of past sessions, unmet waitlist demand and new students', async () => {
    const response = await report('from=2030-01&to=2030-03');
    expect(response.seatsByBranch).toEqual([
      { branch: 'dhaka', enrolled: 3, capacity: 10 },
      { branch: 'kuala-lumpur', enrolled: 8, capacity: 8 },
      { branch: 'riyadh', enrolled: 0, capacity: 10 },
    ]);
    expect(response.seatsByClass.map((row) => [row.className, row.enrolled, row.capacity])).toEqual(
      [
        ['Dhaka Football', 3, 10],
        ['KL Tennis', 8, 8],
        ['Riyadh Boxing', 0, 10],
      ],
    );
    // Three students enrolled by the February session (one of them paid on Dhaka's 1 February),
    // one came; the March session has not been held.
    expect(response.attendance).toEqual([
      { branch: 'dhaka', month: '2030-02', checkIns: 1, expected: 3 },
    ]);
    expect(response.waitlist).toEqual([
      {
        branch: 'kuala-lumpur',
        classId: kualaLumpur.id,
        className: 'KL Tennis',
        entries: 3,
        withoutSeat: 2,
      },
    ]);
    // The refunded student's enrollment is gone: Riyadh has no new student.
    expect(response.newStudents).toEqual([
      { branch: 'dhaka', month: '2030-01', students: 1 },
      { branch: 'dhaka', month: '2030-02', students: 2 },
      { branch: 'kuala-lumpur', month: '2030-02', students: 1 },
    ]);
  });

  it('answers one branch and one period only', async () => {
    const kl = await report('branch=kuala-lumpur&from=2030-01&to=2030-03');
    expect(kl.branch).toBe('kuala-lumpur');
    const branches = [
      ...kl.revenue,
      ...kl.seatsByClass,
      ...kl.seatsByBranch,
      ...kl.attendance,
      ...kl.waitlist,
      ...kl.newStudents,
    ].map((row) => row.branch);
    expect(new Set(branches)).toEqual(new Set(['kuala-lumpur']));
    const march = await report('from=2030-03&to=2030-03');
    expect(march.revenue.map((row) => [row.branch, row.netCents])).toEqual([['riyadh', -38_000]]);
    expect(march.newStudents).toEqual([]);
    expect(march.attendance).toEqual([]);
  });

  it('answers empty figures for a period with nothing recorded', async () => {
    const empty = await report('from=2001-01&to=2001-12');
    expect(empty.months).toHaveLength(12);
    expect([
      empty.revenue,
      empty.attendance,
      empty.waitlist,
      empty.newStudents,
      empty.seatsByClass,
    ]).toEqual([[], [], [], [], []]);
  });

  it('refuses a bad month, a period backwards or too long, and an unknown branch', async () => {
    const refused = async (query: string, field: string, reason: string) => {
      const response = await api.call('GET', `/api/reports/summary?${query}`, { as: admin });
      expect(response.status).toBe(400);
      const body = (await json(response)) as {
        error: { fieldReasons: Record<string, { reason: string }> };
      };
      expect(body.error.fieldReasons[field]?.reason).toBe(reason);
    };
    await refused('from=2030-13&to=2030-12', 'from', 'validation_report_month');
    await refused('from=1999-12&to=2000-02', 'from', 'validation_report_month');
    await refused('from=2030-01&to=2100-01', 'to', 'validation_report_month');
    await refused('from=2030-03&to=2030-01', 'to', 'validation_report_period');
    await refused('from=2028-01&to=2030-01', 'to', 'validation_report_period');
    await refused('branch=paris&from=2030-01&to=2030-01', 'branch', 'validation_venue');
    await refused('to=2030-01', 'from', 'validation_report_month');
  });
});
