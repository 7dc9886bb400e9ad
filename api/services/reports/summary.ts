// The owner's report (GET /api/reports/summary): the academy's books per branch and month, each
// figure one SQL aggregate. A payment's branch is its receipt's (receipts.ts: the classes' one
// venue, none for classes of several); every other figure's is its class's venue. A month is the
// branch's own: each branch's time zone keeps one offset all year (Asia/Dhaka, Kuala_Lumpur,
// Riyadh have no daylight saving), so shifting a UTC instant by it gives the local month in SQL.
import { sql, type SQL } from 'drizzle-orm';
import { currencyOrDefault } from '#shared/money.ts';
import { isVenue, VENUE_IDS, VENUES, type Venue } from '#shared/classes/venues.ts';
import { monthsBetween, type Report, type ReportQuery } from '#shared/schemas/report.ts';
import type { Database } from '../../db/client.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';
import { ACADEMY_TIME_ZONE } from '../payments/receipts.ts';

/** Minutes `timeZone` is ahead of UTC at `at`. */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** SQLite's date modifier that turns a UTC instant into `venue`'s wall time ('+360 minutes'). */
function localModifier(venue: SQL, at: Date): SQL {
  const shift = (timeZone: string) => `${offsetMinutes(timeZone, at)} minutes`;
  const cases = VENUE_IDS.map((id) => sql`when ${id} then ${shift(VENUES[id].timeZone)}`);
  return sql`(case ${venue} ${sql.join(cases, sql` `)} else ${shift(ACADEMY_TIME_ZONE)} end)`;
}

/** The 'YYYY-MM' an instant falls in at a venue. */
const monthAt = (instant: SQL, venue: SQL, at: Date) =>
  sql<string>`strftime('%Y-%m', ${instant}, ${localModifier(venue, at)})`;

const branchOf = (value: unknown): Venue | null => (isVenue(value) ? value : null);
const int = (value: unknown) => Number(value ?? 0);

type Row = Record<string, unknown>;

export async function reportSummary(db: Database, query: ReportQuery, now: Date): Promise<Report> {
  const { from, to } = query;
  const branch = query.branch ?? null;
  const nowIso = now.toISOString();
  const all = async (statement: SQL) => retryOnBusy(() => db.all<Row>(statement));
  /** Only the filter's branch, when one is given. */
  const inBranch = (venue: SQL) => (branch ? sql`${venue} = ${branch}` : sql`1 = 1`);
  const inPeriod = (month: SQL) => sql`${month} between ${from} and ${to}`;
  // Classes meeting in the period: a day's slack either side covers every branch's time zone.
  const periodStart = new Date(`${from}-01T00:00:00Z`).getTime() - 86_400_000;
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  const periodEnd = Date.UTC(toYear, toMonth, 1) + 86_400_000;

  const paidMonth = monthAt(sql`p.created_at`, sql`r.venue`, now);
  const refundMonth = monthAt(sql`f.created_at`, sql`r.venue`, now);
  const [paid, refunded] = await Promise.all([
    all(sql`select r.venue as branch, ${paidMonth} as month, p.currency as currency,
        count(*) as payments, sum(p.amount_cents) as cents
      from payments p left join receipts r on r.payment_id = p.id
      where ${inBranch(sql`r.venue`)} and ${inPeriod(paidMonth)}
      group by 1, 2, 3`),
    all(sql`select r.venue as branch, ${refundMonth} as month, p.currency as currency,
        sum(f.amount_cents) as cents
      from payment_refunds f join payments p on p.id = f.payment_id
        left join receipts r on r.payment_id = p.id
      where ${inBranch(sql`r.venue`)} and ${inPeriod(refundMonth)}
      group by 1, 2, 3`),
  ]);
  const revenue = new Map<string, Report['revenue'][number]>();
  const line = (row: Row) => {
    const key = `${String(row.branch)} ${String(row.month)} ${String(row.currency)}`;
    let entry = revenue.get(key);
    if (!entry) {
      entry = {
        branch: branchOf(row.branch),
        month: String(row.month),
        currency: currencyOrDefault(row.currency),
        payments: 0,
        grossCents: 0,
        refundedCents: 0,
        netCents: 0,
      };
      revenue.set(key, entry);
    }
    return entry;
  };
  for (const row of paid)
    Object.assign(line(row), { payments: int(row.payments), grossCents: int(row.cents) });
  for (const row of refunded) line(row).refundedCents = int(row.cents);
  for (const entry of revenue.values()) entry.netCents = entry.grossCents - entry.refundedCents;

  const sessionMonth = monthAt(sql`s.starts_at`, sql`c.venue`, now);
  const waitMonth = monthAt(sql`w.created_at`, sql`c.venue`, now);
  const firstMonth = monthAt(sql`first_at`, sql`venue`, now);
  const meets = sql`c.status = 'approved' and c.venue is not null
    and c.first_session_at < ${new Date(periodEnd).toISOString()}
    and c.last_session_at >= ${new Date(periodStart).toISOString()}
    and ${inBranch(sql`c.venue`)}`;
  const [seatsByClass, seatsByBranch, attendance, waitlist, newStudents] = await Promise.all([
    all(sql`select c.venue as branch, c.id as classId, c.name as className,
        c.enrolled as enrolled, c.enrolled + c.seats as capacity
      from classes c where ${meets} order by c.venue, c.name, c.id`),
    all(sql`select c.venue as branch, sum(c.enrolled) as enrolled,
        sum(c.enrolled + c.seats) as capacity
      from classes c where ${meets} group by 1 order by 1`),
    // Expected: the students enrolled by each past session's end (a refund takes its student
    // out); attended: those of them checked in.
    all(sql`select c.venue as branch, ${sessionMonth} as month,
        sum((select count(*) from enrollments e
          where e.class_id = s.class_id and e.created_at <= s.ends_at)) as expected,
        sum((select count(*) from check_ins ci
          where ci.session_id = s.id and exists (select 1 from enrollments e
            where e.class_id = s.class_id and e.email = ci.email and e.created_at <= s.ends_at)))
          as checkIns
      from class_sessions s join classes c on c.id = s.class_id
      where s.status = 'scheduled' and s.ends_at <= ${nowIso} and c.venue is not null
        and ${inBranch(sql`c.venue`)} and ${inPeriod(sessionMonth)}
      group by 1, 2 order by 1, 2`),
    all(sql`select c.venue as branch, c.id as classId, c.name as className,
        count(*) as entries,
        sum(case when w.status in ('waiting', 'left', 'expired', 'declined') then 1 else 0 end)
          as withoutSeat
      from waitlist_entries w join classes c on c.id = w.class_id
      where c.venue is not null and ${inBranch(sql`c.venue`)} and ${inPeriod(waitMonth)}
      group by c.id order by withoutSeat desc, c.name`),
    all(sql`select venue as branch, ${firstMonth} as month, count(*) as students
      from (select e.email, c.venue as venue, min(e.created_at) as first_at
        from enrollments e join classes c on c.id = e.class_id
        where c.venue is not null and ${inBranch(sql`c.venue`)}
        group by e.email, c.venue)
      where ${inPeriod(firstMonth)}
      group by 1, 2 order by 1, 2`),
  ]);

  // Every figure but revenue is of classes with a venue (the queries leave out the others).
  const venueOf = (row: Row) => branchOf(row.branch) as Venue;
  return {
    branch,
    from,
    to,
    months: monthsBetween(from, to),
    revenue: [...revenue.values()].sort(
      (a, b) =>
        a.currency.localeCompare(b.currency) ||
        a.month.localeCompare(b.month) ||
        String(a.branch).localeCompare(String(b.branch)),
    ),
    seatsByClass: seatsByClass.map((row) => ({
      branch: venueOf(row),
      classId: String(row.classId),
      className: String(row.className),
      enrolled: int(row.enrolled),
      capacity: int(row.capacity),
    })),
    seatsByBranch: seatsByBranch.map((row) => ({
      branch: venueOf(row),
      enrolled: int(row.enrolled),
      capacity: int(row.capacity),
    })),
    attendance: attendance.map((row) => ({
      branch: venueOf(row),
      month: String(row.month),
      checkIns: int(row.checkIns),
      expected: int(row.expected),
    })),
    waitlist: waitlist.map((row) => ({
      branch: venueOf(row),
      classId: String(row.classId),
      className: String(row.className),
      entries: int(row.entries),
      withoutSeat: int(row.withoutSeat),
    })),
    newStudents: newStudents.map((row) => ({
      branch: venueOf(row),
      month: String(row.month),
      students: int(row.students),
    })),
  };
}
