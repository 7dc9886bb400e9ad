// The edge runtime, end to end: `wrangler deploy --dry-run` bundles api/worker.ts offline, and
// Miniflare runs that bundle in workerd against a libSQL database (through the test-only Hrana
// stand-in, since no libSQL server can be installed here).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import {
  Miniflare,
  PeriodType,
  Response as MiniflareResponse,
  type Request as MiniflareRequest,
} from 'miniflare';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollments,
  outboundMessages,
  paymentIntents,
  selections,
  waitlistEntries,
} from './db/schema.ts';
import { signAccessToken } from './lib/access-token.ts';
import { CLOUDFLARE_RATE_LIMIT_PERIOD_SECONDS } from './middleware/rate-limit/cloudflare-limiter.ts';
import { createPaymentIntent } from './services/payments/create-intent.ts';
import { finalizePayment } from './services/payments/finalize.ts';
import { nodeReceiptPdf } from './services/payments/receipt-fonts-node.ts';
import { receiptSchema } from '#shared/schemas/receipt.ts';
import { createTestPaymentProvider } from './services/payments/test-provider.ts';
import {
  createClass,
  createEnrollment,
  createSelection,
  createUser,
  type ClassRow,
  type UserRow,
} from './test/factories.ts';
import { readCalendar, scheduledClass, sessionRowsOf } from './test/calendar-helpers.ts';
import { startHranaStandIn, type HranaStandIn } from './test/hrana-stand-in.ts';
import { TEST_PUSH_SERVICE_HOSTS } from './test/test-env.ts';
import { createTestDb, type TestDb } from './test/test-db.ts';
import { testSubject } from './test/test-identity.ts';
import { bundledModules } from './test/worker-bundle.ts';
import { generateVapidKeys } from './services/messaging/vapid.ts';
import { STAND_IN_MERCHANT } from './services/payments/bkash/config.ts';
import { pemBytes, subjectPublicKeyInfo } from './services/payments/bkash/webhook.ts';
import { STAND_IN_STORE } from './services/payments/sslcommerz/config.ts';
import { hasValidSignature } from './services/payments/sslcommerz/verify-sign.ts';
import { carriedFields } from './test/gateways/merchant.ts';
import { saveSubscription } from './services/messaging/push-subscriptions.ts';
import { queueMessage } from './services/messaging/due-messages.ts';
import {
  startPushServiceStandIn,
  STAND_IN_ORIGIN,
  type PushServiceStandIn,
} from './test/push-service-stand-in.ts';

const VAPID = await generateVapidKeys();
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Production settings that pass api/env.ts's production rules (a real-looking project, a random secret).
const JWT_SECRET = randomBytes(32).toString('base64');
const PROJECT_ID = 'sports-academy-edge-test';
/** The Miniflare simulation's limit of the rate-limit binding (wrangler.toml's is 120). */
const RATE_LIMIT = 3;
/** Cloudflare's upload limit for a Worker on the Paid plan, after compression (gzip). */
const WORKER_SIZE_LIMIT = 10 * 1024 * 1024;

let dir: string;
let testDb: TestDb;
let hrana: HranaStandIn;
let mf: Miniflare;
let pushService: PushServiceStandIn;
let student: UserRow;
let approved: ClassRow;

/** The real wrangler.toml with its paths made absolute (and an assets folder when dist/ is not built yet). */
async function wranglerConfig(): Promise<string> {
  let assets = join(ROOT, 'dist');
  if (!existsSync(join(assets, 'index.html'))) {
    assets = join(dir, 'assets');
    await mkdir(assets, { recursive: true });
    await writeFile(join(assets, 'index.html'), '<!doctype html><title>Sports Academy</title>');
  }
  const toml = (await readFile(join(ROOT, 'wrangler.toml'), 'utf8'))
    .replace(/^main = ".*"$/m, `main = ${JSON.stringify(join(ROOT, 'api/worker.ts'))}`)
    .replace(/^directory = ".*"$/m, `directory = ${JSON.stringify(assets)}`);
  const path = join(dir, 'wrangler.toml');
  await writeFile(path, toml);
  return path;
}

/** A small build: two prerendered pages, the shell and a script. */
async function pagesFolder(): Promise<string> {
  const pages = join(dir, 'pages');
  await mkdir(join(pages, 'assets'), { recursive: true });
  await mkdir(join(pages, 'bn'), { recursive: true });
  for (const name of ['index', 'classes', 'shell', 'bn', 'bn/classes']) {
    await writeFile(join(pages, `${name}.html`), `<!doctype html><title>${name}</title>`);
  }
  await writeFile(join(pages, 'assets', 'app.js'), 'console.log(1);');
  return pages;
}

async function runFirst(): Promise<string[]> {
  const toml = await readFile(join(ROOT, 'wrangler.toml'), 'utf8');
  return JSON.parse(/^run_worker_first\s*=\s*(\[.*\])$/m.exec(toml)?.[1] ?? '[]') as string[];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-worker-'));
  const config = await wranglerConfig();
  await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      'deploy',
      '--dry-run',
      '--outdir',
      join(dir, 'out'),
      '--config',
      config,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      timeout: 90_000,
    },
  );

  testDb = await createTestDb();
  student = await createUser(testDb.db);
  approved = await createClass(testDb.db, { status: 'approved', name: 'Edge Yoga' });
  await createClass(testDb.db, { status: 'pending' });
  await createSelection(testDb.db, student.email, approved.id);
  hrana = await startHranaStandIn(testDb.url);
  pushService = await startPushServiceStandIn(VAPID.publicKey);

  mf = new Miniflare({
    // Cloudflare's assets in front of the Worker, routed as wrangler.toml says (run_worker_first).
    assets: {
      directory: await pagesFolder(),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, static_routing: { user_worker: await runFirst() } },
      assetConfig: { html_handling: 'auto-trailing-slash', not_found_handling: 'none' },
    },
    modules: await bundledModules(join(dir, 'out'), 'worker.js'),
    modulesRoot: join(dir, 'out'),
    compatibilityDate: '2026-04-01',
    bindings: {
      NODE_ENV: 'production',
      DATABASE_URL: hrana.url,
      JWT_SECRET,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_API_KEY: 'edge-test-web-api-key',
      ALLOW_TEST_PAYMENTS: 'true',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:ops@academy.example',
      LOG_LEVEL: 'silent',
    },
    // The Worker's requests leave through here: pushes to the stand-in push service, the rest on.
    outboundService: async (request: MiniflareRequest) => {
      const body = ['GET', 'HEAD'].includes(request.method)
        ? undefined
        : await request.arrayBuffer();
      const init = { method: request.method, headers: Object.fromEntries(request.headers), body };
      const answer = request.url.startsWith(STAND_IN_ORIGIN)
        ? await pushService.fetch(request.url, init)
        : await fetch(request.url, init);
      const bytes = answer.status === 204 ? null : await answer.arrayBuffer();
      return new MiniflareResponse(bytes, {
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
      });
    },
    // Miniflare simulates Cloudflare's Rate Limiting binding (in one workerd process's memory).
    ratelimits: { RATE_LIMITER: { simple: { limit: RATE_LIMIT, period: PeriodType.MINUTE } } },
  });
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await pushService?.close();
  await hrana?.close();
  await testDb?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

async function pdfText(data: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const tokenFor = (email: string) =>
  signAccessToken(testSubject(email), {
    secret: JWT_SECRET,
    ttlSeconds: 600,
    now: () => new Date(),
  });

describe('the bundled Worker in workerd', () => {
  it('answers the public config', async () => {
    const response = await mf.dispatchFetch('http://academy.test/api/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firebase: { projectId: PROJECT_ID } });
  });

  it('serves the OpenAPI document and the reference page, each with its own policy', async () => {
    const document = await mf.dispatchFetch('http://academy.test/api/openapi.json');
    expect(document.status).toBe(200);
    expect(document.headers.get('ETag')).toMatch(/^"/);
    const body = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toContain('/api/class/{id}');
    const page = await mf.dispatchFetch('http://academy.test/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api-docs/swagger-ui-bundle.js');
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });

  it('reads approved classes from libSQL for a visitor', async () => {
    const response = await mf.dispatchFetch('http://academy.test/api/class');
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<{ _id: string; status: string }>;
    expect(list.map((item) => item._id)).toEqual([approved.id]);
    expect(hrana.requests).toBeGreaterThan(0);
  });

  it('refuses a private route without a token', async () => {
    const response = await mf.dispatchFetch('http://academy.test/api/select');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it("answers a signed-in student's own selections and records a new one", async () => {
    const headers = {
      Authorization: `Bearer ${await tokenFor(student.email)}`,
      'Content-Type': 'application/json',
    };
    const list = await mf.dispatchFetch('http://academy.test/api/select', { headers });
    expect(list.status).toBe(200);
    expect(
      ((await list.json()) as Array<{ selectedClassId: string }>).map(
        (item) => item.selectedClassId,
      ),
    ).toEqual([approved.id]);
    const again = await mf.dispatchFetch('http://academy.test/api/select', {
      method: 'POST',
      headers,
      body: JSON.stringify({ selectedClassId: approved.id }),
    });
    expect(again.status).toBe(409);
  });

  it('runs a multi-statement transaction: an admin deletes a class and its selections', async () => {
    const admin = await createUser(testDb.db, { role: 'admin' });
    const doomed = await createClass(testDb.db);
    await createSelection(testDb.db, student.email, doomed.id);
    const response = await mf.dispatchFetch(`http://academy.test/api/class/${doomed.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${await tokenFor(admin.email)}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deletedCount: 1 });
    const left = await testDb.db.select().from(selections).where(eq(selections.classId, doomed.id));
    expect(left).toHaveLength(0);
  });

  it("counts writes in Cloudflare's rate-limit binding, per CF-Connecting-IP", async () => {
    // The simulation's window is the wall clock's minute: stay clear of its end.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((done) => setTimeout(done, 60_100 - intoMinute));
    // Cloudflare's edge sets CF-Connecting-IP; Miniflare keeps the one a test sends.
    const postFrom = (address: string) =>
      mf.dispatchFetch('http://academy.test/api/jwt', {
        method: 'POST',
        headers: { 'CF-Connecting-IP': address, 'Content-Type': 'application/json' },
        body: '{}',
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i += 1)
      statuses.push((await postFrom('203.0.113.9')).status);
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(400), 429, 429]);
    const refused = await postFrom('203.0.113.9');
    expect(refused.headers.get('Retry-After')).toBe(String(CLOUDFLARE_RATE_LIMIT_PERIOD_SECONDS));
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await postFrom('203.0.113.10')).status).toBe(400);
  });

  it('ships the binding the Worker reads, with the period it sends as Retry-After', async () => {
    const toml = await readFile(join(ROOT, 'wrangler.toml'), 'utf8');
    expect(toml).toMatch(/\[\[ratelimits\]\]\s*\nname = "RATE_LIMITER"/);
    expect(toml).toContain(`period = ${CLOUDFLARE_RATE_LIMIT_PERIOD_SECONDS} }`);
  });

  it("runs the payment sweep from the Cron Trigger's scheduled event", async () => {
    // A paid intent nobody finalized (the tab closed after paying, 5 minutes ago).
    const payer = await createUser(testDb.db);
    const cls = await createClass(testDb.db, { priceCents: 1500, name: 'Cron Pilates' });
    await createSelection(testDb.db, payer.email, cls.id);
    const provider = createTestPaymentProvider(testDb.db);
    const deps = { db: testDb.db, provider, now: () => new Date() };
    const intent = await createPaymentIntent(deps, { email: payer.email, userId: payer.id }, {});
    await provider.confirm(intent.clientSecret, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    await testDb.db
      .update(paymentIntents)
      .set({ nextCheckAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(paymentIntents.intentId, intent.intentId));

    // And a waitlist offer that ran out a minute ago, with someone waiting behind it.
    const line = await createClass(testDb.db, { seats: 1, name: 'Cron Judo' });
    const [lapsed, next] = [await createUser(testDb.db), await createUser(testDb.db)];
    await testDb.db.insert(waitlistEntries).values([
      {
        id: crypto.randomUUID(),
        classId: line.id,
        email: lapsed.email,
        lineNo: 1,
        status: 'offered',
        offerExpiresAt: new Date(Date.now() - 60_000).toISOString(),
      },
      { id: crypto.randomUUID(), classId: line.id, email: next.email, lineNo: 2 },
    ]);

    // Miniflare's Fetcher type needs @cloudflare/workers-types, not installed: its one method here.
    const worker = (await mf.getWorker()) as unknown as {
      scheduled(event: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }>;
    };
    const result = await worker.scheduled({ cron: '* * * * *', scheduledTime: new Date() });
    expect(result.outcome).toBe('ok');
    const rows = await testDb.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.email, payer.email));
    expect(rows.map((row) => row.className)).toEqual(['Cron Pilates']);
    const entries = await testDb.db
      .select({ email: waitlistEntries.email, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.classId, line.id))
      .orderBy(waitlistEntries.lineNo);
    expect(entries).toEqual([
      { email: lapsed.email, status: 'expired' },
      { email: next.email, status: 'offered' },
    ]);
  });

  it("sends the due pushes from the Cron Trigger's scheduled event, encrypted on workerd", async () => {
    const person = await createUser(testDb.db);
    const device = await pushService.subscribe('bn');
    await saveSubscription(testDb.db, person.id, device, new Date(), TEST_PUSH_SERVICE_HOSTS);
    await queueMessage(testDb.db, ['push'], {
      userId: person.id,
      kind: 'refund',
      params: { amount: 15, classNames: 'Cron Pilates' },
      path: '/dashboard/studentpayments',
      dedupeKey: 'worker-test-refund',
      dueAt: new Date(),
    });

    const worker = (await mf.getWorker()) as unknown as {
      scheduled(event: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }>;
    };
    expect((await worker.scheduled({ cron: '* * * * *', scheduledTime: new Date() })).outcome).toBe(
      'ok',
    );

    expect(pushService.problems).toEqual([]);
    expect(pushService.received.map((push) => [push.endpoint, push.payload.path])).toEqual([
      [device.endpoint, '/dashboard/studentpayments'],
    ]);
    const [row] = await testDb.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.userId, person.id));
    expect(row).toMatchObject({ outcome: 'sent', attempts: 1 });
  });

  it('sends the pages with their security headers, through the Worker, and the code without', async () => {
    for (const [path, title] of [
      ['/', 'index'],
      ['/classes', 'classes'],
      ['/bn', 'bn'],
      ['/bn/classes', 'bn/classes'],
      ['/login', 'shell'],
      ['/dashboard/myclass', 'shell'],
      ['/shell', 'shell'],
    ]) {
      const response = await mf.dispatchFetch(`http://academy.test${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain(`<title>${title}</title>`);
      expect(response.headers.get('Content-Security-Policy'), path).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    }
    const script = await mf.dispatchFetch('http://academy.test/assets/app.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('sends a reader who chose Bangla or asks for it from / to /bn (decision 021), no one else', async () => {
    const chosen = await mf.dispatchFetch('http://academy.test/?from=ad', {
      headers: { Cookie: 'locale=bn' },
      redirect: 'manual',
    });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('Location')).toBe('/bn?from=ad');
    expect(chosen.headers.get('Vary')).toBe('Cookie, Accept-Language');
    const asked = await mf.dispatchFetch('http://academy.test/', {
      headers: { 'Accept-Language': 'bn-BD,en;q=0.8' },
      redirect: 'manual',
    });
    expect(asked.headers.get('Location')).toBe('/bn');
    for (const cookie of ['locale=en', 'locale=xx']) {
      const page = await mf.dispatchFetch('http://academy.test/', { headers: { Cookie: cookie } });
      expect(page.status, cookie).toBe(200);
      expect(await page.text()).toContain('<title>index</title>');
    }
    const shared = await mf.dispatchFetch('http://academy.test/classes', {
      headers: { Cookie: 'locale=bn' },
    });
    expect(await shared.text()).toContain('<title>classes</title>');
  });
  it("writes a class's calendar file and a student's feed (ical-generator in workerd)", async () => {
    const cls = await scheduledClass(testDb.db, 'kuala-lumpur', { name: 'Edge Badminton' });
    const rows = (await sessionRowsOf(testDb.db, cls.id)).map(({ id, startsAt, endsAt }) => ({
      uid: `${id}@sports-academy`,
      startsAt,
      endsAt,
    }));
    const file = await mf.dispatchFetch(`http://academy.test/api/class/${cls.id}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const events = readCalendar(await file.text()).events;
    expect(events.map(({ uid, startsAt, endsAt }) => ({ uid, startsAt, endsAt }))).toEqual(rows);

    await createEnrollment(testDb.db, student.email, cls);
    const made = await mf.dispatchFetch('http://academy.test/api/calendar-feed', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(student.email)}` },
    });
    expect(made.status).toBe(200);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/academy\.test\/api\/calendar\/[0-9a-f]{32}\.ics$/);
    const feed = await mf.dispatchFetch(url);
    expect(feed.status).toBe(200);
    const summaries = readCalendar(await feed.text()).events.map((event) => event.summary);
    expect(summaries).toEqual(rows.map(() => 'Edge Badminton'));
  });

  it('serves the gateway stand-ins: MD5 signatures and an SNS certificate made in workerd', async () => {
    const sslcommerz = 'http://academy.test/api/test-gateways/sslcommerz';
    const session = await mf.dispatchFetch(`${sslcommerz}/gwprocess/v4/api.php`, {
      method: 'POST',
      body: new URLSearchParams({
        store_id: STAND_IN_STORE.storeId,
        store_passwd: STAND_IN_STORE.storePassword,
        tran_id: 'edge-1',
        total_amount: '100.00',
        currency: 'BDT',
        ...Object.fromEntries(
          ['success_url', 'fail_url', 'cancel_url'].map((name) => [name, 'http://academy.test/r']),
        ),
        ...Object.fromEntries(
          ['cus_name', 'cus_email', 'cus_add1', 'cus_city', 'cus_country', 'cus_phone'].map(
            (name) => [name, 'x'],
          ),
        ),
        shipping_method: 'NO',
        product_name: 'Edge class',
        product_category: 'class',
        product_profile: 'non-physical-goods',
      }),
    });
    const { GatewayPageURL } = (await session.json()) as { GatewayPageURL: string };
    const paid = await mf.dispatchFetch(GatewayPageURL, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', method: 'bkash' }),
    });
    const { fields } = carriedFields(await paid.text());
    expect(fields.status).toBe('VALID');
    expect(hasValidSignature(fields, STAND_IN_STORE.storePassword)).toBe(true);

    const bkash = 'http://academy.test/api/test-gateways/bkash';
    const certificate = await mf.dispatchFetch(`${bkash}/sns/cert.pem`);
    const key = subjectPublicKeyInfo(pemBytes(await certificate.text()));
    await expect(
      crypto.subtle.importKey('spki', key, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, [
        'verify',
      ]),
    ).resolves.toBeTruthy();
    const grant = await mf.dispatchFetch(`${bkash}/v1.2.0-beta/tokenized/checkout/token/grant`, {
      method: 'POST',
      headers: { username: STAND_IN_MERCHANT.username, password: STAND_IN_MERCHANT.password },
      body: JSON.stringify({
        app_key: STAND_IN_MERCHANT.appKey,
        app_secret: STAND_IN_MERCHANT.appSecret,
      }),
    });
    expect(await grant.json()).toMatchObject({ statusCode: '0000' });
  });

  it("makes a receipt's PDF in workerd, with PDFKit and the bundled fonts (decision 039)", async () => {
    const payer = await createUser(testDb.db);
    const cls = await createClass(testDb.db, {
      name: 'সাঁতার শেখা',
      venue: 'dhaka',
      currency: 'bdt',
      priceCents: 120_000,
    });
    await createSelection(testDb.db, payer.email, cls.id);
    const provider = createTestPaymentProvider(testDb.db);
    const deps = { db: testDb.db, provider, now: () => new Date() };
    const intent = await createPaymentIntent(deps, { email: payer.email, userId: payer.id }, {});
    await provider.confirm(intent.clientSecret, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    const { paymentId } = await finalizePayment(deps, intent.intentId, payer.email);
    const headers = { Authorization: `Bearer ${await tokenFor(payer.email)}` };
    const receipt = receiptSchema.parse(
      await (
        await mf.dispatchFetch(`http://academy.test/api/payments/${paymentId}/receipt`, { headers })
      ).json(),
    );
    const onNode = nodeReceiptPdf();

    for (const lang of ['en', 'bn'] as const) {
      const response = await mf.dispatchFetch(
        `http://academy.test/api/payments/${paymentId}/receipt.pdf?lang=${lang}`,
        { headers },
      );
      expect(response.status, lang).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      const data = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(data.subarray(0, 5))).toBe('%PDF-');
      const text = await pdfText(data);
      expect(text, lang).toContain(receipt.number);
      // The same maker as Node's: the same words, drawn with the same shaped glyphs.
      expect(text, lang).toBe(await pdfText(await onNode(receipt, lang)));
    }
  });

  it("stays within Cloudflare's size limit for a Worker, the fonts and PDFKit included", async () => {
    const out = join(dir, 'out');
    const files = (await readdir(out)).filter((name) => /\.(js|ttf)$/.test(name));
    expect(files.filter((name) => name.endsWith('.ttf'))).toHaveLength(4);
    let gzipped = 0;
    for (const name of files) gzipped += gzipSync(await readFile(join(out, name))).length;
    expect(gzipped).toBeLessThan(WORKER_SIZE_LIMIT);
  });
});
