// The demo's books (demo-history.ts): months of payments in each branch's currency, numbered
// without gaps, with refunds, attendance and unmet waitlist demand, and none of it the demo
// accounts'.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DatabaseHandle } from './client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { migrateDb } from './migrate.ts';
import { seedDemoData } from './seed.ts';

const NOW = new Date();
let dir: string;
let handle: DatabaseHandle;
const rows = async (sql: string, args: string[] = []) =>
  (await handle.client.execute({ sql, args })).rows;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-history-'));
  handle = createDb({ url: `file:${join(dir, 'history.db')}` });
  await migrateDb(handle.db);
  await seedDemoData(handle.db, { now: NOW });
});
afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the demo history', () => {
  it('has payments in three months or more, through every gateway, in each branch’s currency', async () => {
    const months = await rows('select distinct substr(created_at, 1, 7) as month from payments');
    expect(months.length).toBeGreaterThanOrEqual(3);
    const ways = await rows(
      `select distinct currency, gateway from payments
       where gateway not in ('cash', 'bank_transfer') order by 1, 2`,
    );
    expect(ways.map((row) => `${String(row.currency)}:${String(row.gateway)}`)).toEqual([
      'bdt:bkash',
      'bdt:sslcommerz',
      'myr:card',
      'sar:card',
    ]);
    // And at the desks, each recorded by the demo's front desk; nothing online names a recorder.
    const desk = await rows(
      `select p.gateway, u.email, count(*) as n from payments p left join users u on u.id = p.recorded_by
       where p.gateway in ('cash', 'bank_transfer') or p.recorded_by is not null
       group by 1, 2 order by 1`,
    );
    expect(desk.map((row) => `${String(row.gateway)}:${String(row.email)}`)).toEqual([
      'bank_transfer:desk@academy.test',
      'cash:desk@academy.test',
    ]);
    // Each payment in its classes' currency.
    const mixed = await rows(
      `select count(*) as n from enrollments e join payments p on p.id = e.payment_id
       where e.currency <> p.currency`,
    );
    expect(mixed[0]?.n).toBe(0);
  });

  it('numbers every payment’s receipt without gaps in each branch’s series', async () => {
    const series = await rows(
      `select series, year, count(*) as n, min(sequence) as low, max(sequence) as high
       from receipts group by series, year`,
    );
    expect(series.map((row) => row.series).sort()).toEqual(['CTG', 'DHK', 'KUL', 'RUH']);
    for (const row of series) expect([row.low, row.high]).toEqual([1, row.n]);
    const unnumbered = await rows(
      'select count(*) as n from payments p left join receipts r on r.payment_id = p.id where r.number is null',
    );
    expect(unnumbered[0]?.n).toBe(0);
  });

  it('refunds some payments in full, their enrollments and passes gone', async () => {
    const refunds = await rows(
      `select p.amount_cents as paid, p.refunded_cents as refunded, r.amount_cents as amount,
         (select count(*) from enrollments e where e.payment_id = p.id) as enrolled
       from payment_refunds r join payments p on p.id = r.payment_id`,
    );
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      expect(refund.amount).toBe(refund.paid);
      expect(refund.refunded).toBe(refund.paid);
      expect(refund.enrolled).toBe(0);
    }
  });

  it('checks students in at past sessions only, and only those enrolled by then', async () => {
    const [attendance] = await rows(
      `select count(*) as n,
         sum(case when s.starts_at > ? then 1 else 0 end) as future
       from check_ins c join class_sessions s on s.id = c.session_id`,
      [NOW.toISOString()],
    );
    expect(Number(attendance?.n)).toBeGreaterThan(0);
    expect(attendance?.future).toBe(0);
    const [strangers] = await rows(
      `select count(*) as n from check_ins c join class_sessions s on s.id = c.session_id
       where not exists (select 1 from enrollments e where e.email = c.email
         and e.class_id = c.class_id and e.created_at <= s.starts_at)`,
    );
    expect(strangers?.n).toBe(0);
  });

  it('leaves waitlist places that never got a seat, and none still waiting but the full class’s', async () => {
    const [ended] = await rows(
      "select count(*) as n from waitlist_entries where status in ('left', 'expired')",
    );
    expect(Number(ended?.n)).toBeGreaterThan(0);
    const live = await rows(
      `select distinct c.seats from waitlist_entries w join classes c on c.id = w.class_id
       where w.status in ('waiting', 'offered')`,
    );
    expect(live.map((row) => row.seats)).toEqual([0]);
  });

  it("gives the demo accounts no payments but the family's, and students who joined in different months", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const paid = await rows('select count(*) as n from payments where email = ?', [
        account.email,
      ]);
      // The demo student paid once, for the family's children (seed.ts).
      expect(paid[0]?.n).toBe(account.role ? 0 : 1);
    }
    const months = await rows(
      "select distinct substr(created_at, 1, 7) from users where email like '%@students.academy.test'",
    );
    expect(months.length).toBeGreaterThanOrEqual(3);
  });
});
