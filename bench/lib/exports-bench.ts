// The payments export at scale (decision 041): 100,000 payments with receipts, and a refund for
// every tenth, written into a libSQL file; the real server in a child process streams
// GET /api/exports/payments.csv over HTTP while the parent samples the child's resident memory.
// Flat memory means the peak while streaming 100,000 rows is close to the peak for 10,000, and
// both close to the server at rest.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import { createDb, type Database } from '#api/db/client.ts';
import { migrateDb } from '#api/db/migrate.ts';
import { classes, paymentRefunds, payments, receipts, users } from '#api/db/schema.ts';
import { VENUE_IDS, VENUES } from '#shared/classes/venues.ts';
import { startChild } from './child.ts';
import type { ExportChildConfig, ExportChildReady } from './export-server-child.ts';

export const EXPORT_PAYMENTS = 100_000;
const SMALL_RUN_DAYS = 10;
/** One payment every 86.4 s: a thousand a day from the first day. */
const FIRST_DAY = '2025-01-01';
const SPACING_MS = 86_400;
const BATCH = 500;
const ADMIN_EMAIL = 'bench-admin@academy.test';
const ADMIN_UID = 'bench-uid-admin';
const SAMPLE_EVERY_MS = 10;
/**
 * A heap far smaller than the file: Node's default lets garbage pile up before collecting, so
 * only a server that keeps nothing of what it sent finishes the whole export under this limit.
 */
const CAPPED_HEAP_MB = 48;

export interface ExportRun {
  days: string;
  rows: number;
  bytes: number;
  seconds: number;
  peakRssMb: number;
}

export interface ExportServerRun {
  /** The V8 heap limit the server ran with; null for Node's default. */
  heapMb: number | null;
  idleRssMb: number;
  runs: ExportRun[];
}

export interface ExportBenchResult {
  payments: number;
  refunds: number;
  writeSeconds: number;
  servers: ExportServerRun[];
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function writePayments(db: Database): Promise<number> {
  await db.insert(users).values({
    id: crypto.randomUUID(),
    name: 'Bench Admin',
    email: ADMIN_EMAIL,
    firebaseUid: ADMIN_UID,
    role: 'admin',
  });
  const venueClasses = VENUE_IDS.map((venue) => ({
    id: crypto.randomUUID(),
    venue,
    name: `Bench ${venue}`,
    currency: VENUES[venue].currency,
  }));
  await db.insert(classes).values(
    venueClasses.map((cls) => ({
      ...cls,
      photo: '/images/classes/football.webp',
      instructorName: 'Coach Bench',
      instructorEmail: 'coach-bench@academy.test',
      priceCents: 150_000,
      seats: 10,
      status: 'approved' as const,
    })),
  );
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  let refunds = 0;
  for (let from = 0; from < EXPORT_PAYMENTS; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, EXPORT_PAYMENTS - from) }, (_, k) => {
      const i = from + k;
      const cls = venueClasses[i % venueClasses.length]!;
      const at = new Date(start + i * SPACING_MS).toISOString();
      return { i, cls, at, id: crypto.randomUUID(), email: `payer-${i % 5000}@academy.test` };
    });
    await db.transaction(async (tx) => {
      await tx.insert(payments).values(
        batch.map(({ i, cls, at, id, email }) => ({
          id,
          email,
          transactionId: `pi_bench_${i}`,
          amountCents: 150_000,
          currency: cls.currency,
          quantity: 1,
          status: 'service pending',
          itemNames: [cls.name],
          classIds: [cls.id],
          selectionIds: [],
          gateway: 'card' as const,
          createdAt: at,
        })),
      );
      await tx.insert(receipts).values(
        batch.map(({ i, cls, at, id, email }) => ({
          number: `${VENUES[cls.venue].code}-2025-${String(i).padStart(6, '0')}`,
          paymentId: id,
          series: VENUES[cls.venue].code,
          year: 2025,
          sequence: i,
          venue: cls.venue,
          payerName: `Payer ${i % 5000}`,
          payerEmail: email,
          lines: [{ classId: cls.id, name: cls.name, amountCents: 150_000 }],
          issuedAt: at,
        })),
      );
      const refunded = batch.filter(({ i }) => i % 10 === 0);
      refunds += refunded.length;
      await tx.insert(paymentRefunds).values(
        refunded.map(({ i, cls, at, id }) => ({
          key: `refund-${id}`,
          paymentId: id,
          intentId: `pi_bench_${i}`,
          classIds: [cls.id],
          amountCents: 150_000,
          reason: 'admin',
          status: 'sent' as const,
          nextAttemptAt: at,
          createdAt: at,
        })),
      );
    });
  }
  return refunds;
}

/** The child's resident memory now, in bytes (Linux's /proc). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** The largest resident memory seen while `work` runs. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = await rssOf(pid);
  const timer = setInterval(() => {
    void rssOf(pid).then((rss) => (peak = Math.max(peak, rss)));
  }, SAMPLE_EVERY_MS);
  try {
    const result = await work();
    return [result, Math.max(peak, await rssOf(pid))];
  } finally {
    clearInterval(timer);
  }
}

/** Streams one export, counting its bytes and its records as a CSV parser reads them. */
function download(url: string, token: string, from: string, to: string) {
  return new Promise<{ rows: number; bytes: number }>((resolve, reject) => {
    const path = `/api/exports/payments.csv?branch=all&from=${from}&to=${to}`;
    const req = request(
      `${url}${path}`,
      { headers: { Authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`${path} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        let bytes = 0;
        let rows = 0;
        const parser = parse({ bom: true, columns: true });
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.pipe(parser);
        parser.on('data', () => (rows += 1));
        parser.on('end', () => resolve({ rows, bytes }));
        parser.on('error', reject);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** One server process: at rest after a small export, then the 10-day and the whole exports. */
async function streamWith(
  config: ExportChildConfig,
  heapMb: number | null,
  step: (text: string) => void,
): Promise<ExportServerRun> {
  const child = await startChild<ExportChildReady>('export-server-child.ts', {
    BENCH_EXPORT_CONFIG: JSON.stringify(config),
    ...(heapMb ? { NODE_OPTIONS: `--max-old-space-size=${heapMb}` } : {}),
  });
  try {
    const { url, adminToken, pid } = child.ready;
    // One small export first, so the code every run needs is loaded before "at rest" is read.
    await download(url, adminToken, FIRST_DAY, FIRST_DAY);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = await rssOf(pid);
    const runs: ExportRun[] = [];
    const lastDay = dayAfter(FIRST_DAY, Math.ceil((EXPORT_PAYMENTS * SPACING_MS) / 86_400_000));
    for (const to of [dayAfter(FIRST_DAY, SMALL_RUN_DAYS - 1), lastDay]) {
      step(`Streaming the payments export, ${FIRST_DAY} to ${to}`);
      const started = performance.now();
      const [{ rows, bytes }, peak] = await peakRssDuring(pid, () =>
        download(url, adminToken, FIRST_DAY, to),
      );
      runs.push({
        days: `${FIRST_DAY}..${to}`,
        rows,
        bytes,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        peakRssMb: mb(peak),
      });
    }
    return { heapMb, idleRssMb: mb(idle), runs };
  } finally {
    await child.stop();
  }
}

export async function benchExports(step: (text: string) => void): Promise<ExportBenchResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-exports-'));
  const databaseUrl = `file:${join(dir, 'exports.db')}`;
  try {
    step(`Writing ${EXPORT_PAYMENTS.toLocaleString('en')} payments, their receipts and refunds`);
    const writeStarted = performance.now();
    const handle = createDb({ url: databaseUrl });
    await migrateDb(handle.db);
    const refunds = await writePayments(handle.db);
    handle.client.close();
    const writeSeconds = (performance.now() - writeStarted) / 1000;

    const config: ExportChildConfig = { databaseUrl, adminEmail: ADMIN_EMAIL, adminUid: ADMIN_UID };
    const servers: ExportServerRun[] = [];
    for (const heapMb of [null, CAPPED_HEAP_MB]) {
      step(
        heapMb
          ? `The same with the server's heap capped at ${heapMb} MB`
          : 'The server as deployed',
      );
      servers.push(await streamWith(config, heapMb, step));
    }
    return { payments: EXPORT_PAYMENTS, refunds, writeSeconds, servers };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function printExportReport(result: ExportBenchResult): void {
  console.log(
    `\nPayments export (${result.payments.toLocaleString('en')} payments, ` +
      `${result.refunds.toLocaleString('en')} refunds, written in ${Math.round(result.writeSeconds)} s)`,
  );
  for (const server of result.servers) {
    const heap = server.heapMb ? `heap capped at ${server.heapMb} MB` : "Node's default heap";
    console.log(`  ${heap}: at rest ${server.idleRssMb} MB RSS`);
    for (const run of server.runs) {
      const growth = Math.round((run.peakRssMb - server.idleRssMb) * 10) / 10;
      console.log(
        `    ${run.days}: ${run.rows.toLocaleString('en')} rows, ${mb(run.bytes)} MB in ` +
          `${run.seconds} s, peak RSS ${run.peakRssMb} MB (+${growth} MB)`,
      );
    }
  }
}
