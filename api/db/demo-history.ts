// The academy's books on a fresh start: a few months of payments through each branch's gateways,
// with receipts, refunds, passes, attendance at past sessions, waitlist places that never became a
// seat, and students who joined in different months, so the owner's report and the exports show
// something real. Made-up students only (never the demo accounts), drawn from a fixed seed: the
// same day gives the same history.
//
// The classes' seat counters are the demo catalogue's own (demo-data.ts): these enrollments are
// among the seats its `enrolled` already counts, so every seat a test selects stays free.
import { and, asc, eq, lt } from 'drizzle-orm';
import {
  PAYMENT_STATUS_SERVICE_PENDING,
  isDeskPaymentMethod,
  type RecordedPaymentGateway,
} from '#shared/schemas/payment.ts';
import { issuePass, refundPasses } from '../services/check-in/passes.ts';
import { issueReceipt } from '../services/payments/receipts.ts';
import {
  checkIns,
  classes,
  classSessions,
  enrollments,
  paymentRefunds,
  payments,
  users,
  waitlistEntries,
} from './schema.ts';
import type { Tx } from './write-transaction.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const DAY = 86_400_000;
/** How far back the history begins. */
const HISTORY_DAYS = 120;
const STUDENT_COUNT = 48;
/** The share of a student's sessions they come to. */
const ATTENDANCE = 0.8;
/** The demo's front desk, who took the payments made at a desk. */
const DESK_EMAIL = DEMO_ACCOUNTS.find((account) => account.role === 'frontdesk')!.email;

const FIRST_NAMES = ['Arif', 'Farzana', 'Imran', 'Lina', 'Sadia', 'Tanvir', 'Mira', 'Hasan'];
const LAST_NAMES = ['Karim', 'Begum', 'Tan', 'Lim', 'Al-Harbi', 'Siddiqui'];

/** A small, seeded random source (mulberry32): the same seed, the same history. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One payment of the history, as the books keep it. */
export interface DemoPayment {
  reference: string;
  email: string;
  /**
   * Classes of one branch, each at its price in the branch's currency, and for whom: a child of
   * the payer's family (the demo family's payment), or the payer.
   */
  lines: { classId: string; name: string; amountCents: number; participantId?: string }[];
  currency: string;
  gateway: RecordedPaymentGateway;
  /** The staff member (users.id) who took it at the desk; null online. */
  recordedBy: string | null;
  at: Date;
}

/**
 * Writes one payment as the academy records one: the payment, its receipt (numbered in its
 * branch's series, so payments must come in the order they were made), an enrollment and a pass
 * per class. The one place a demo payment is written, whatever the way it was paid.
 */
export async function writeDemoPayment(tx: Tx, payment: DemoPayment): Promise<string> {
  const id = crypto.randomUUID();
  const at = payment.at.toISOString();
  const amountCents = payment.lines.reduce((sum, line) => sum + line.amountCents, 0);
  await tx.insert(payments).values({
    id,
    email: payment.email,
    transactionId: payment.reference,
    amountCents,
    currency: payment.currency,
    quantity: payment.lines.length,
    status: PAYMENT_STATUS_SERVICE_PENDING,
    itemNames: payment.lines.map((line) => line.name),
    classIds: payment.lines.map((line) => line.classId),
    selectionIds: [],
    gateway: payment.gateway,
    gatewayTransactionId: payment.gateway === 'card' ? null : `DEMO${payment.reference.slice(5)}`,
    recordedBy: payment.recordedBy,
    createdAt: at,
  });
  await issueReceipt(tx, { id, email: payment.email, lines: payment.lines }, payment.at);
  for (const line of payment.lines) {
    const [cls] = await tx.select().from(classes).where(eq(classes.id, line.classId));
    await tx.insert(enrollments).values({
      id: crypto.randomUUID(),
      paymentId: id,
      classId: line.classId,
      email: payment.email,
      className: line.name,
      instructorName: cls?.instructorName ?? '',
      photo: cls?.photo ?? '',
      priceCents: line.amountCents,
      currency: payment.currency,
      participantId: line.participantId ?? null,
      createdAt: at,
    });
    await issuePass(tx, line.classId, payment.email, line.participantId ?? null);
  }
  return id;
}

/** A whole payment returned at the student's request, sent to the gateway days later. */
export async function writeDemoRefund(tx: Tx, paymentId: string, payment: DemoPayment, at: Date) {
  const amountCents = payment.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const classIds = payment.lines.map((line) => line.classId);
  await tx.insert(paymentRefunds).values({
    key: `${payment.reference}-refund`,
    paymentId,
    intentId: payment.reference,
    classIds,
    amountCents,
    reason: 'Asked by the student',
    // Money taken at the desk is handed back there, by whoever took it.
    requestedBy: payment.recordedBy,
    status: 'sent',
    nextAttemptAt: at.toISOString(),
    attempts: 1,
    createdAt: at.toISOString(),
    sentAt: new Date(at.getTime() + 60_000).toISOString(),
  });
  await tx.update(payments).set({ refundedCents: amountCents }).where(eq(payments.id, paymentId));
  await tx.delete(enrollments).where(eq(enrollments.paymentId, paymentId));
  await refundPasses(tx, payment.email, classIds);
}

type ClassRow = typeof classes.$inferSelect;

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** When a student may have paid for the class: before it began, or soon after, never later than now. */
function paymentWindow(cls: ClassRow, now: Date): [number, number] {
  const first = Date.parse(cls.firstSessionAt ?? now.toISOString());
  const end = Math.min(first + 14 * DAY, now.getTime() - DAY);
  const start = Math.max(now.getTime() - HISTORY_DAYS * DAY, first - 60 * DAY);
  return [start, Math.max(start, end)];
}

/** About one payment in five is taken at a branch's desk, in cash or by bank transfer. */
function gatewayOf(random: () => number, currency: string): RecordedPaymentGateway {
  const way = random();
  if (way < 0.12) return 'cash';
  if (way < 0.2) return 'bank_transfer';
  if (currency !== 'bdt') return 'card';
  return way < 0.68 ? 'bkash' : 'sslcommerz';
}

/** The demo history, written in the seed's transaction after the classes and their sessions. */
export async function seedDemoHistory(tx: Tx, now: Date): Promise<void> {
  const random = seededRandom(20_260_101);
  const approved = await tx
    .select()
    .from(classes)
    .where(eq(classes.status, 'approved'))
    .orderBy(asc(classes.id));
  // The full class's line is the demo's own (demo-data.ts): its seats stay as they are.
  const open = approved.filter((cls) => cls.seats > 0);
  const userIds = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  );

  const planned: DemoPayment[] = [];
  const joined = new Map<string, number>();
  for (let n = 1; n <= STUDENT_COUNT; n += 1) {
    const email = `learner${String(n).padStart(2, '0')}@students.academy.test`;
    const classCount = 1 + Math.floor(random() * 2);
    for (let k = 0; k < classCount; k += 1) {
      const cls = pick(random, open);
      if (planned.some((p) => p.email === email && p.lines[0]!.classId === cls.id)) continue;
      const [start, end] = paymentWindow(cls, now);
      const at = new Date(Math.floor(start + random() * (end - start)));
      const gateway = gatewayOf(random, cls.currency);
      planned.push({
        reference: `demo-${String(planned.length + 1).padStart(4, '0')}`,
        email,
        lines: [{ classId: cls.id, name: cls.name, amountCents: cls.priceCents }],
        currency: cls.currency,
        gateway,
        recordedBy: isDeskPaymentMethod(gateway) ? (userIds.get(DESK_EMAIL) ?? null) : null,
        at,
      });
      joined.set(email, Math.min(joined.get(email) ?? Infinity, at.getTime() - DAY));
    }
  }
  for (const [email, joinedAt] of joined) {
    const n = Number(email.slice(7, 9));
    await tx.insert(users).values({
      id: `5eed5000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[n % LAST_NAMES.length]}`,
      email,
      role: null,
      createdAt: new Date(joinedAt).toISOString(),
    });
  }

  // In the order they were paid: receipt numbers rise with time in each series.
  planned.sort((a, b) => a.at.getTime() - b.at.getTime());
  const attending: { email: string; classId: string; from: number }[] = [];
  for (const [index, payment] of planned.entries()) {
    const paymentId = await writeDemoPayment(tx, payment);
    const refundAt = new Date(payment.at.getTime() + 3 * DAY);
    if (index % 9 === 4 && refundAt < now) await writeDemoRefund(tx, paymentId, payment, refundAt);
    else
      attending.push({
        email: payment.email,
        classId: payment.lines[0]!.classId,
        from: +payment.at,
      });
  }

  for (const cls of open) {
    const instructor = userIds.get(cls.instructorEmail) ?? cls.instructorEmail;
    const past = await tx
      .select()
      .from(classSessions)
      .where(and(eq(classSessions.classId, cls.id), lt(classSessions.endsAt, now.toISOString())));
    for (const session of past) {
      const starts = Date.parse(session.startsAt);
      for (const student of attending) {
        if (student.classId !== cls.id || student.from > starts) continue;
        if (random() >= ATTENDANCE) continue;
        const takenAt = new Date(starts + Math.floor(random() * 10) * 60_000).toISOString();
        await tx.insert(checkIns).values({
          id: crypto.randomUUID(),
          sessionId: session.id,
          classId: cls.id,
          email: student.email,
          method: random() < 0.7 ? 'scan' : 'roster',
          recordedBy: instructor,
          takenAt,
          createdAt: takenAt,
        });
      }
    }
  }

  // Students who asked for a seat when a class was full and never got one: they left the line,
  // or their offer ran out. None is still waiting, so no seat of these classes is held for them.
  for (const [index, cls] of open.slice(0, 6).entries()) {
    const waited = 2 + ((index * 3) % 5);
    for (let line = 1; line <= waited; line += 1) {
      const email = `learner${String(((index * 7 + line) % STUDENT_COUNT) + 1).padStart(2, '0')}@students.academy.test`;
      const at = new Date(now.getTime() - Math.floor(10 + random() * (HISTORY_DAYS - 20)) * DAY);
      const status = random() < 0.5 ? 'left' : 'expired';
      await tx.insert(waitlistEntries).values({
        id: crypto.randomUUID(),
        classId: cls.id,
        email,
        lineNo: line,
        status,
        offeredAt: status === 'expired' ? new Date(+at + 2 * DAY).toISOString() : null,
        offerExpiresAt: status === 'expired' ? new Date(+at + 3 * DAY).toISOString() : null,
        endedAt: new Date(+at + 3 * DAY).toISOString(),
        createdAt: at.toISOString(),
      });
    }
  }
}
