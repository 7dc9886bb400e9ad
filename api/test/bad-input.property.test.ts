// Property-based: well over 1,000 generated bad bodies, params and queries across the write
// routes. Each must get a 4xx in the error shape (never a 5xx) and leave the database as it was.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSessions } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { notify } from '../services/notifications/notify.ts';
import {
  createClass,
  createEnrollment,
  createSelection,
  createSession,
  createUser,
  type ClassRow,
  type UserRow,
} from './factories.ts';
import { CATALOGUE_FILTER_NAMES, SEARCH_MAX_LENGTH } from '#shared/classes/catalogue-query.ts';
import { catalogueFilterFields } from '#shared/schemas/class-filters.ts';
import { PUSH_KINDS } from '#shared/notifications/kinds.ts';
import { NOTIFICATIONS_LISTED } from '#shared/schemas/notifications.ts';
import { EXPORT_BRANCHES, EXPORT_KINDS } from '#shared/schemas/exports.ts';
import { expectRefusalShape } from './refusal-shape.ts';
import { enrolledWithPass } from './check-in-fixtures.ts';
import { deviceSubscription } from './push-authorization-cases.ts';
import { createTestApi, type CallOptions, type TestApi } from './test-api.ts';

let api: TestApi;
let admin: UserRow;
let instructor: UserRow;
let student: UserRow;
let ownClass: ClassRow;
let pendingClass: ClassRow;
/** A session to come of ownClass (cancel and move). */
let sessionId: string;
/** A session of ownClass under way, and a pass for it (POST /api/check-ins). */
let checkInSession: string;
let passToken: string;
/** The front desk, and a Dhaka class it may sell (POST /api/desk/payments). */
let desk: UserRow;
let deskClass: ClassRow;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { role: 'admin' });
  instructor = await createUser(api.db, { role: 'instructor' });
  student = await createUser(api.db);
  ownClass = await createClass(api.db, { instructorEmail: instructor.email });
  pendingClass = await createClass(api.db, { status: 'pending' });
  await createSelection(api.db, student.email, ownClass.id);
  sessionId = (await createSession(api.db, ownClass.id, '2999-01-04T12:00:00.000Z')).id;
  const started = new Date(Date.now() - 600_000);
  checkInSession = (await createSession(api.db, ownClass.id, started)).id;
  passToken = (await enrolledWithPass(api.db, ownClass)).pass.token;
  desk = await createUser(api.db, { role: 'frontdesk' });
  deskClass = await createClass(api.db, { venue: 'dhaka', currency: 'bdt' });
  // Something the student could wrongly mark read.
  const notice = { kind: 'refund' as const, params: { amount: 1 }, path: '/dashboard/x' };
  await writeTransaction(api.db, (tx) => notify(tx, { userId: student.id }, notice, new Date()));
});
afterAll(() => api.cleanup());

/** Every row of every table, as text: equal snapshots = an unchanged database. */
async function snapshot(): Promise<string> {
  const tables = await api.testDb.client.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await api.testDb.client.execute(`select * from "${String(name)}" order by rowid`);
    parts.push(`${String(name)}:${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}

/** `status`: the one 4xx expected (any 4xx otherwise). */
async function expectRefused(method: string, path: string, options: CallOptions, status?: number) {
  const response = await api.call(method, path, options);
  const text = await response.text();
  expect(response.status, `${method} ${path} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${method} ${path} ${text.slice(0, 200)}`).toBeLessThan(500);
  if (status) expect(response.status, `${method} ${path} ${text.slice(0, 200)}`).toBe(status);
  // The error shape, a reason of the closed list with its params, its English.
  expectRefusalShape(JSON.parse(text), `${method} ${path}`);
  expect(text).not.toMatch(/\bat .+\.ts:\d+/); // no stack trace
}

// Values that no schema field of the same kind accepts.
const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const tooLong = (max: number) =>
  fc.integer({ min: max + 1, max: max + 40 }).map((n) => 'a'.repeat(n));
const blank = fc.constantFrom('', '   ', '\t');
/** Characters no text field takes: controls (NUL, bell, escape, DEL, NEL) and broken ones. */
const INVISIBLE = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\uD800', '\uDFFF', '\uFFFD'];
/** Text with one of them inside; a one-line field refuses tabs and line breaks as well. */
const withInvisible = ({ multiline = false } = {}) =>
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom(...INVISIBLE, ...(multiline ? [] : ['\n', '\t', '\r'])),
      fc.string({ maxLength: 10 }),
    )
    .map(([before, invisible, after]) => `x${before}${invisible}${after}x`);
const badText = (max: number, options: { multiline?: boolean } = {}) =>
  fc.oneof(notAString, tooLong(max), blank, withInvisible(options));
const badEmail = fc.oneof(
  notAString,
  blank,
  withInvisible().map((text) => `${text}@x.test`),
  fc.string({ maxLength: 30 }).filter((s) => !s.includes('@')),
  tooLong(260).map((s) => `${s}@x.test`),
);
const badPhoto = fc.oneof(
  notAString,
  blank,
  fc.constantFrom(
    'javascript:alert(1)',
    '//evil.example/x.png',
    'ftp://x/y',
    'images/x.png',
    'http://a b',
  ),
  fc.string({ maxLength: 20 }).filter((s) => !/^\s*(https?:|\/)/i.test(s)),
  withInvisible().map((text) => `/images/${text}.webp`),
);
const badNumberText = fc.constantFrom('', 'abc', '0x10', '1e3', 'NaN', 'Infinity', '12,5', '--1');
const badPrice = fc.oneof(
  fc.double({ min: 10_000.01, max: 1e12, noNaN: true }),
  fc.double({ min: -1e9, max: -0.01, noNaN: true }),
  fc.integer({ min: 0, max: 9_999_999 }).map((n) => (n * 10 + 1) / 1000),
  badNumberText,
  fc.constantFrom(null, true, false, [], [5], {}),
);
const badSeats = fc.oneof(
  fc.integer({ min: 1001, max: 1e9 }),
  fc.integer({ min: -1e9, max: -1 }),
  fc.integer({ min: 0, max: 999 }).map((n) => n + 0.5),
  badNumberText,
  fc.constantFrom(null, true, [], {}),
);
const notAnObject = fc.oneof(
  fc.integer(),
  fc.string(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const malformedJson = fc.constantFrom('{', '{"Name":', 'nul', '[1,', '{"a":1}}', "{'a':1}");

/** A valid body with one field replaced by a bad value or left out, or no usable body at all. */
function badBodies(
  valid: Record<string, unknown>,
  bad: Record<string, fc.Arbitrary<unknown>>,
  required: string[],
) {
  const oneBadField = fc
    .constantFrom(...Object.keys(bad))
    .chain((field) =>
      bad[field]!.map((value) => ({ body: { ...valid, [field]: value } as unknown })),
    );
  const missingField = fc.constantFrom(...required).map((field) => {
    const { [field]: _dropped, ...rest } = valid;
    return { body: rest as unknown };
  });
  return fc.oneof(
    { weight: 6, arbitrary: oneBadField },
    { weight: 1, arbitrary: missingField },
    { weight: 1, arbitrary: notAnObject.map((body) => ({ body })) },
    { weight: 1, arbitrary: malformedJson.map((rawBody) => ({ rawBody })) },
  );
}

const RUNS = 150;
const validClass = {
  Name: 'Swim',
  photo: '/images/s.webp',
  IName: 'Coach',
  Iemail: 'c@academy.test',
  price: 10,
  sets: 5,
};

describe('generated bad input is refused with a 4xx in the error shape, and changes nothing', () => {
  let before: string;
  beforeAll(async () => {
    before = await snapshot();
  });
  afterAll(async () => {
    expect(await snapshot()).toBe(before);
  });

  it('POST /api/class', async () => {
    const bodies = badBodies(
      validClass,
      {
        Name: badText(120),
        photo: badPhoto,
        IName: badText(120),
        Iemail: badEmail,
        price: badPrice,
        sets: badSeats,
      },
      ['Name', 'photo', 'IName', 'Iemail', 'price', 'sets'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('POST', '/api/class', { as: instructor.email, ...input }),
      ),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/class/:id', async () => {
    const { Name, photo, price, sets } = validClass;
    const bodies = badBodies(
      { Name, photo, price, sets },
      { Name: badText(120), photo: badPhoto, price: badPrice, sets: badSeats },
      ['Name', 'photo', 'price', 'sets'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('PUT', `/api/class/${ownClass.id}`, { as: instructor.email, ...input }),
      ),
      { numRuns: RUNS },
    );
  });

  it('PATCH /api/class/:id', async () => {
    const bodies = badBodies(
      { status: 'approved', feedback: 'Nice' },
      {
        status: fc.oneof(
          notAString,
          fc.string({ maxLength: 12 }).filter((s) => s !== 'approved' && s !== 'Denied'),
        ),
        feedback: fc.oneof(notAString, tooLong(2000), withInvisible({ multiline: true })),
      },
      ['status'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('PATCH', `/api/class/${pendingClass.id}`, { as: admin.email, ...input }),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/class/:id/sessions/:sessionId/cancel and move', async () => {
    const badReason = badText(300);
    const badDate = fc.oneof(
      notAString,
      blank,
      fc.constantFrom('2999-02-30', '2999-13-01', '2999-1-5', '05/01/2999', '2999-01-05T10:00'),
      fc.string({ maxLength: 12 }),
    );
    const badTime = fc.oneof(
      notAString,
      blank,
      fc.constantFrom('24:00', '7:00', '12:60', '12:00:00', '12h', '-1:00'),
      fc.string({ maxLength: 6 }),
    );
    const path = (what: string, id = sessionId) =>
      `/api/class/${ownClass.id}/sessions/${id}/${what}`;
    const cancels = badBodies({ reason: 'Rain' }, { reason: badReason }, ['reason']);
    const moves = badBodies(
      { date: '2999-02-01', time: '10:00', reason: 'Rain' },
      { date: badDate, time: badTime, reason: badReason },
      ['date', 'time', 'reason'],
    );
    await fc.assert(
      fc.asyncProperty(cancels, (input) =>
        expectRefused('POST', path('cancel'), { as: instructor.email, ...input }),
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(moves, (input) =>
        expectRefused('POST', path('move'), { as: instructor.email, ...input }),
      ),
      { numRuns: RUNS },
    );
    // Session ids that are not one of the class's.
    const badId = fc
      .oneof(fc.string({ minLength: 1, maxLength: 80 }), tooLong(64))
      .map(encodeURIComponent);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('cancel', 'move'), badId, (what, id) =>
        expectRefused('POST', path(what, id), {
          as: instructor.email,
          body: { date: '2999-02-01', time: '10:00', reason: 'Rain' },
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/select', async () => {
    const bodies = badBodies(
      { _id: crypto.randomUUID(), selectedClassId: ownClass.id, email: student.email },
      {
        _id: fc.oneof(notAString, fc.string({ maxLength: 40 })),
        selectedClassId: fc.oneof(notAString, blank, tooLong(64), withInvisible()),
        email: badEmail,
      },
      ['selectedClassId'],
    );
    const student2 = 'fresh-student@academy.test';
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('POST', '/api/select', { as: student2, ...input }),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/waitlist', async () => {
    const bodies = badBodies(
      { id: crypto.randomUUID(), classId: ownClass.id },
      {
        id: fc.oneof(notAString, blank, fc.string({ maxLength: 40 }), withInvisible()),
        classId: fc.oneof(notAString, blank, tooLong(64), withInvisible()),
      },
      ['id', 'classId'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('POST', '/api/waitlist', { as: student.email, ...input }),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/check-ins', async () => {
    const bodies = badBodies(
      {
        id: crypto.randomUUID(),
        sessionId: checkInSession,
        takenAt: new Date().toISOString(),
        proof: { method: 'scan', token: passToken },
      },
      {
        id: fc.oneof(notAString, fc.string({ maxLength: 40 })),
        sessionId: fc.oneof(notAString, blank, tooLong(64), withInvisible()),
        takenAt: fc.oneof(
          notAString,
          blank,
          fc.constantFrom('yesterday', '2030-02-30T10:00:00Z', '1e12', '2030-01-01'),
        ),
        proof: fc.oneof(
          notAnObject,
          fc.constantFrom(
            { method: 'scan' },
            { method: 'scan', token: 'f'.repeat(65) },
            { method: 'code', code: 'A'.repeat(33) },
            { method: 'roster', email: 7 },
            { method: 'magic', token: passToken },
            { token: passToken },
          ),
        ),
      },
      ['id', 'sessionId', 'takenAt', 'proof'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('POST', '/api/check-ins', { as: instructor.email, ...input }),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/notifications/read and PUT /api/notification-settings', async () => {
    const notText = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.object({ maxDepth: 1 }),
    );
    const badIds = fc.oneof(
      fc.constant([]),
      fc.array(fc.string({ minLength: 1, maxLength: 5 }), {
        minLength: NOTIFICATIONS_LISTED + 1,
        maxLength: NOTIFICATIONS_LISTED + 30,
      }),
      fc.array(fc.oneof(notText, fc.constant(''), tooLong(64)), { minLength: 1, maxLength: 4 }),
      fc.oneof(notText, fc.string()),
    );
    const badAll = fc.oneof(fc.constantFrom(false, 'true', 1, null, [], {}), fc.string());
    const known: ReadonlySet<string> = new Set(PUSH_KINDS);
    const badKinds = fc.oneof(
      fc.oneof(notText, fc.constantFrom(...PUSH_KINDS)),
      fc
        .array(fc.oneof(notText, fc.string({ maxLength: 30 })), { minLength: 1, maxLength: 4 })
        .filter((kinds) => kinds.some((kind) => typeof kind !== 'string' || !known.has(kind))),
    );
    const marks = fc.oneof(
      badBodies({ ids: ['some-id'] }, { ids: badIds }, ['ids']),
      badBodies({ all: true }, { all: badAll }, ['all']),
    );
    await fc.assert(
      fc.asyncProperty(marks, (input) =>
        expectRefused('POST', '/api/notifications/read', { as: student.email, ...input }, 400),
      ),
      { numRuns: RUNS },
    );
    const settings = badBodies({ pushKinds: ['refund'] }, { pushKinds: badKinds }, ['pushKinds']);
    await fc.assert(
      fc.asyncProperty(settings, (input) =>
        expectRefused('PUT', '/api/notification-settings', { as: student.email, ...input }, 400),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST and DELETE /api/push-subscriptions', async () => {
    const device = await deviceSubscription();
    const offCurve = 'B' + 'A'.repeat(86);
    const badEndpoint = fc.oneof(
      notAString,
      blank,
      tooLong(1024).map((path) => `https://push.example.com/${path}`),
      // Tabs and line breaks the URL parser drops (the schema keeps the URL as parsed): the same
      // address without them. Every other invisible character is refused.
      withInvisible({ multiline: true }).map((text) => `https://push.example.com/${text}`),
      fc.constantFrom(
        'http://push.example.com/send/1',
        'https://127.0.0.1/send/1',
        'https://[::1]/send/1',
        'https://localhost/send/1',
        'https://push.example.com:8443/send/1',
        'javascript:alert(1)',
        'push.example.com/send/1',
      ),
    );
    const badKey = (length: number) =>
      fc.oneof(notAString, blank, tooLong(length), fc.constant(`${'*'.repeat(length)}`));
    const bodies = badBodies(
      device,
      {
        endpoint: badEndpoint,
        keys: fc.oneof(
          notAnObject,
          badKey(88).map((p256dh) => ({ ...device.keys, p256dh })),
          badKey(24).map((auth) => ({ ...device.keys, auth })),
          fc.constant({ ...device.keys, p256dh: offCurve }),
          fc.constant({ p256dh: device.keys.p256dh }),
        ),
        locale: fc.oneof(notAString, blank, fc.constantFrom('fr', 'EN', 'bn-BD')),
      },
      ['endpoint', 'keys', 'locale'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('POST', '/api/push-subscriptions', { as: student.email, ...input }),
      ),
      { numRuns: RUNS },
    );
    const removals = badBodies(
      { endpoint: device.endpoint },
      // Any other text is an endpoint of nobody's: removing it is done already (204).
      { endpoint: fc.oneof(notAString, fc.constant(''), tooLong(1024)) },
      ['endpoint'],
    );
    await fc.assert(
      fc.asyncProperty(removals, (input) =>
        expectRefused('DELETE', '/api/push-subscriptions', { as: student.email, ...input }),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/users', async () => {
    const email = 'not-yet-recorded@academy.test';
    const bodies = badBodies(
      { name: 'New', email, photoURL: '/images/a.webp' },
      { name: badText(120), email: badEmail, photoURL: badPhoto },
      ['name', 'email'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('POST', '/api/users', { as: email, ...input }),
      ),
      {
        numRuns: RUNS,
      },
    );
  });

  it('POST /api/contact', async () => {
    const bodies = badBodies(
      { name: 'Pat', email: 'pat@visitor.test', subject: 'Hi', message: 'Hello' },
      {
        name: badText(120),
        email: badEmail,
        subject: badText(200),
        message: badText(2000, { multiline: true }),
      },
      ['name', 'email', 'subject', 'message'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) => expectRefused('POST', '/api/contact', input)),
      { numRuns: RUNS },
    );
  });

  it('POST /api/jwt with generated tokens and bodies', async () => {
    const token = fc.oneof(
      fc.string({ maxLength: 80 }).filter((s) => !/\s/.test(s) && s.length > 0),
      fc.constant(undefined),
    );
    const body = fc.oneof(
      fc.record({ email: fc.oneof(badEmail, fc.constant(student.email)) }),
      notAnObject,
    );
    await fc.assert(
      fc.asyncProperty(token, body, (t, b) =>
        expectRefused('POST', '/api/jwt', { token: t, body: b }),
      ),
      {
        numRuns: RUNS,
      },
    );
  });

  it('ids in the path of every route that takes one', async () => {
    const routes: Array<[string, string, string, unknown?]> = [
      ['GET', '/api/class/', admin.email],
      ['PUT', '/api/class/', instructor.email, { Name: 'X', photo: '/x.webp', price: 1, sets: 1 }],
      ['PATCH', '/api/class/', admin.email, { status: 'approved' }],
      ['DELETE', '/api/class/', admin.email],
      ['PATCH', '/api/users/admin/', admin.email],
      ['PATCH', '/api/users/instructor/', admin.email],
      ['DELETE', '/api/users/', admin.email],
      ['DELETE', '/api/select/', student.email],
      ['DELETE', '/api/check-ins/', instructor.email],
      ['DELETE', '/api/waitlist/', student.email],
    ];
    const id = fc.oneof(
      fc
        .oneof(
          fc.string({ maxLength: 80 }),
          tooLong(64),
          fc.constantFrom('..', '%00', ' ', '../users'),
          withInvisible().filter((text) => !/[\uD800-\uDFFF]/.test(text)),
        )
        .map(encodeURIComponent),
    );
    // Escaped by hand: a NUL, half of a surrogate pair, bytes that are not UTF-8. Always a 400.
    const broken = fc
      .tuple(
        fc.string({ maxLength: 8 }).map(encodeURIComponent),
        fc.constantFrom('%00', '%07', '%1B', '%7F', '%ED%A0%80', '%ED%BF%BF', '%FF', '%C0%AF'),
      )
      .map(([text, escape]) => text + escape);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), id, ([method, prefix, as, body], escaped) =>
        expectRefused(method, prefix + escaped, { as, body }),
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), broken, ([method, prefix, as, body], escaped) =>
        expectRefused(method, prefix + escaped, { as, body }, 400),
      ),
      { numRuns: RUNS },
    );
  });

  it('the calendar routes: class ids and feed file names in the path (decision 024)', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 80 }),
      tooLong(200),
      fc.constantFrom('..', '%00', ' ', '../users', 'a.ics', '.ics'),
      fc.stringMatching(/^[0-9a-f]{32}$/).map((token) => `${token}.ics`), // nobody's token
      withInvisible().filter((value) => !/[\uD800-\uDFFF]/.test(value)),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(undefined, student.email), (value, as) =>
        expectRefused('GET', `/api/class/${encodeURIComponent(value)}/calendar.ics`, { as }),
      ),
      { numRuns: RUNS },
    );
    // A feed's address opens it or is not found: the same 404, whatever was tried.
    await fc.assert(
      fc.asyncProperty(text, (value) =>
        expectRefused('GET', `/api/calendar/${encodeURIComponent(value)}`, {}, 404),
      ),
      { numRuns: RUNS },
    );
  });

  it("a payment's receipt and its PDF: ids in the path and the PDF's language", async () => {
    const id = fc
      .oneof(
        fc.string({ maxLength: 80 }),
        tooLong(64),
        fc.constantFrom('..', ' ', 'receipt', '%00'),
        withInvisible().filter((value) => !/[\uD800-\uDFFF]/.test(value)),
      )
      .filter((value) => value !== '')
      .map(encodeURIComponent);
    await fc.assert(
      fc.asyncProperty(
        id,
        fc.constantFrom('receipt', 'receipt.pdf', 'receipt.pdf?lang=bn'),
        fc.constantFrom(student.email, admin.email),
        (escaped, route, as) => expectRefused('GET', `/api/payments/${escaped}/${route}`, { as }),
      ),
      { numRuns: RUNS },
    );
    // Only the two languages: anything else is a 400 before any payment is looked up.
    const lang = fc
      .oneof(fc.string({ maxLength: 20 }), fc.constantFrom('EN', 'bn-BD', 'en ', 'fr', 'bn,en'))
      .filter((value) => value !== 'en' && value !== 'bn')
      .map(encodeURIComponent);
    await fc.assert(
      fc.asyncProperty(lang, (value) =>
        expectRefused(
          'GET',
          `/api/payments/00000000-0000-4000-8000-000000000000/receipt.pdf?lang=${value}`,
          { as: student.email },
          400,
        ),
      ),
      { numRuns: RUNS },
    );
  });

  it('queries of the listing routes', async () => {
    const value = fc.oneof(fc.string({ maxLength: 30 }), tooLong(300));
    const cases = fc.oneof(
      value
        .filter((v) => !['pending', 'approved', 'Denied', 'all'].includes(v))
        .map((v) => `/api/class?status=${encodeURIComponent(v)}`),
      value
        .filter((v) => v !== 'true' && v !== 'false')
        .map((v) => `/api/class?mine=${encodeURIComponent(v)}`),
      value
        .filter((v) => !/^\s*\d+\s*$/.test(v) || Number(v) < 1 || Number(v) > 50)
        .map((v) => `/api/popularInstructor?limit=${encodeURIComponent(v)}`),
      // Sync and page cursors are opaque: anything made up is refused (0 starts a sync).
      value.filter((v) => v.trim() !== '0').map((v) => `/api/class?since=${encodeURIComponent(v)}`),
      value.map((v) => `/api/class?limit=5&after=${encodeURIComponent(v)}`),
      value
        .filter((v) => !/^\s*\d+\s*$/.test(v) || Number(v) < 1 || Number(v) > 100)
        .map((v) => `/api/class?limit=${encodeURIComponent(v)}`),
      badEmail
        .filter((v): v is string => typeof v === 'string' && !/[\uD800-\uDFFF]/.test(v))
        .map((v) => `/api/select?email=${encodeURIComponent(v)}`),
      // Escaped by hand: a NUL, half of a surrogate pair, bytes that are not UTF-8.
      fc
        .tuple(
          fc.constantFrom(
            '/api/class?limit=5&after=',
            '/api/class?since=',
            '/api/class?status=',
            '/api/select?email=',
          ),
          fc.constantFrom('%00', '%ED%A0%80', '%FF', 'x%1B', 'a%ED%A0%80%40b.test'),
        )
        .map(([prefix, escaped]) => prefix + escaped),
    );
    await fc.assert(
      fc.asyncProperty(cases, (path) => expectRefused('GET', path, { as: student.email })),
      { numRuns: RUNS },
    );
  });

  it('the catalogue’s search, filters and sort on GET /api/class', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('-1', '1e12', 'NaN', 'Infinity', 'MON', 'Evening', 'cheapest', ' yoga'),
    );
    // A value its own field refuses (an empty one is no filter), in any view, plain or paged.
    const badFilter = fc
      .tuple(fc.constantFrom(...CATALOGUE_FILTER_NAMES), value)
      .filter(([name, v]) => v !== '' && !catalogueFilterFields[name].safeParse(v).success)
      // Half a surrogate pair cannot be %-escaped (the broken escapes are tried above).
      .filter(([, v]) => !/[\uD800-\uDFFF]/.test(v));
    const view = fc.constantFrom('', 'limit=5&', 'mine=true&', 'status=pending&limit=3&');
    await fc.assert(
      fc.asyncProperty(view, badFilter, (prefix, [name, v]) =>
        expectRefused(
          'GET',
          `/api/class?${prefix}${name}=${encodeURIComponent(v)}`,
          {
            as: admin.email,
          },
          400,
        ),
      ),
      { numRuns: RUNS },
    );
    // A search too long, or with a character no text field takes.
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(tooLong(SEARCH_MAX_LENGTH), withInvisible())
          .filter((q) => !/[\uD800-\uDFFF]/.test(q)),
        (q) => expectRefused('GET', `/api/class?q=${encodeURIComponent(q)}`, {}, 400),
      ),
      { numRuns: RUNS },
    );
    // Any valid filter on a sync: refused, a sync carries the whole view.
    const goodFilter = fc.constantFrom(
      'q=yoga',
      'sport=yoga',
      'level=all',
      'venue=dhaka',
      'day=mon',
      'time=evening',
      'minPrice=1',
      'maxPrice=99.5',
      'seats=available',
      'sort=soonest',
    );
    await fc.assert(
      fc.asyncProperty(goodFilter, (filter) =>
        expectRefused('GET', `/api/class?since=0&${filter}`, {}, 400),
      ),
      { numRuns: 20 },
    );
  });

  it('the owner’s report’s branch and period on GET /api/reports/summary', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '2030-1',
        '2030-00',
        '2030-13',
        '1999-12',
        '2100-01',
        '20300-01',
        '2030-01-01',
      ),
    );
    const isMonth = (v: string) =>
      /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && v >= '2000-01' && v <= '2099-12';
    const month = fc
      .tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }))
      .map(([year, m]) => `${year}-${String(m).padStart(2, '0')}`);
    const query = fc.oneof(
      // A month no report names, on either end.
      fc
        .tuple(
          value.filter((v) => !isMonth(v) && !/[\uD800-\uDFFF]/.test(v)),
          fc.boolean(),
        )
        .map(([v, first]) =>
          first
            ? `from=${encodeURIComponent(v)}&to=2030-01`
            : `from=2030-01&to=${encodeURIComponent(v)}`,
        ),
      // Backwards, or longer than a report covers.
      fc
        .tuple(month, month)
        .filter(([from, to]) => {
          const index = (v: string) => Number(v.slice(0, 4)) * 12 + Number(v.slice(5, 7));
          return index(from) > index(to) || index(to) - index(from) >= 24;
        })
        .map(([from, to]) => `from=${from}&to=${to}`),
      // A branch the academy has not.
      value
        .filter((v) => !['dhaka', 'chattogram', 'kuala-lumpur', 'riyadh'].includes(v))
        .filter((v) => !/[\uD800-\uDFFF]/.test(v))
        .map((v) => `branch=${encodeURIComponent(v)}&from=2030-01&to=2030-02`),
      fc.constantFrom('from=%00&to=2030-01', 'branch=%ED%A0%80&from=2030-01&to=2030-01', 'to=%FF'),
    );
    await fc.assert(
      fc.asyncProperty(query, (q) =>
        expectRefused('GET', `/api/reports/summary?${q}`, { as: admin.email }, 400),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/desk/payments, its refund, and the desk search (decision 040)', async () => {
    const notUuid = fc.string({ maxLength: 40 }).filter((s) => !/^[0-9a-f-]{36}$/i.test(s));
    const badIds = fc.oneof(
      notAString.filter((value) => !Array.isArray(value)),
      fc.constant([]),
      fc.array(fc.constant(deskClass.id), { minLength: 2, maxLength: 3 }),
      fc.array(fc.uuid(), { minLength: 11, maxLength: 14 }),
      fc.oneof(blank, tooLong(64), withInvisible(), notAString).map((id) => [id]),
    );
    const badPhone = fc.oneof(
      notAString,
      blank,
      tooLong(31),
      fc.constantFrom('abc', '12', '+1 (555) 0100', '1'.repeat(25), '555\u0000123'),
    );
    const bodies = badBodies(
      {
        studentId: student.id,
        classIds: [deskClass.id],
        method: 'cash',
        idempotencyKey: crypto.randomUUID(),
      },
      {
        studentId: fc.oneof(notAString, blank, tooLong(64), withInvisible()),
        classIds: badIds,
        method: fc.oneof(
          notAString,
          fc.string({ maxLength: 20 }).filter((s) => s !== 'cash' && s !== 'bank_transfer'),
          fc.constantFrom('card', 'bkash', 'CASH'),
        ),
        reference: badText(100),
        idempotencyKey: fc.oneof(notAString, notUuid),
        phone: badPhone,
      },
      ['studentId', 'classIds', 'method', 'idempotencyKey'],
    );
    await fc.assert(
      fc.asyncProperty(bodies, (input) =>
        expectRefused('POST', '/api/desk/payments', { as: desk.email, ...input }, undefined),
      ),
      { numRuns: RUNS },
    );
    const transferWithoutReference = {
      studentId: student.id,
      classIds: [deskClass.id],
      method: 'bank_transfer',
      idempotencyKey: crypto.randomUUID(),
    };
    await expectRefused(
      'POST',
      '/api/desk/payments',
      { as: desk.email, body: transferWithoutReference },
      400,
    );
    const refunds = badBodies({ classIds: [deskClass.id] }, { classIds: badIds }, ['classIds']);
    const refundPath = `/api/desk/payments/${crypto.randomUUID()}/refund`;
    await fc.assert(
      fc.asyncProperty(refunds, (input) =>
        expectRefused('POST', refundPath, { as: desk.email, ...input }),
      ),
      { numRuns: RUNS },
    );
    const query = fc.oneof(
      fc.constantFrom('', 'q=', 'q=%20%20', 'q=%00', 'q=a%07b', 'q=%ED%A0%80'),
      tooLong(100).map((q) => `q=${q}`),
    );
    await fc.assert(
      fc.asyncProperty(query, (q) =>
        expectRefused('GET', `/api/desk/students?${q}`, { as: desk.email }, 400),
      ),
      { numRuns: 40 },
    );
  });

  it('queries of the admin lists’ pages', async () => {
    const value = fc.oneof(fc.string({ maxLength: 30 }), tooLong(300));
    const list = fc.constantFrom('/api/users', '/api/payments', '/api/contact');
    const query = fc.oneof(
      value.map((v) => `limit=5&after=${encodeURIComponent(v)}`),
      value.map((v) => `after=${encodeURIComponent(v)}`),
      value
        .filter((v) => !/^\s*\d+\s*$/.test(v) || Number(v) < 1 || Number(v) > 100)
        .map((v) => `limit=${encodeURIComponent(v)}`),
      fc.constantFrom('limit=5&after=%00', 'limit=5&after=%ED%A0%80', 'limit=%FF'),
    );
    await fc.assert(
      fc.asyncProperty(list, query, (path, q) =>
        expectRefused('GET', `${path}?${q}`, { as: admin.email }, 400),
      ),
      { numRuns: RUNS },
    );
  });

  it('queries of the CSV exports: branches, days and ranges', async () => {
    const value = fc.oneof(fc.string({ maxLength: 30 }), tooLong(300));
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const kind = fc.constantFrom(...EXPORT_KINDS);
    const notABranch = value.filter((v) => !(EXPORT_BRANCHES as string[]).includes(v));
    const notADay = value.filter((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v));
    const query = fc.oneof(
      fc
        .tuple(notABranch, day)
        .map(([b, d]) => `branch=${encodeURIComponent(b)}&from=${d}&to=${d}`),
      fc.tuple(notADay, day).map(([v, d]) => `branch=all&from=${encodeURIComponent(v)}&to=${d}`),
      fc.tuple(day, notADay).map(([d, v]) => `branch=dhaka&from=${d}&to=${encodeURIComponent(v)}`),
      // A range that ends before it begins.
      fc
        .tuple(day, day)
        .filter(([a, b]) => a !== b)
        .map(([a, b]) => (a < b ? [b, a] : [a, b]))
        .map(([from, to]) => `branch=riyadh&from=${from}&to=${to}`),
      // Days that are no day, and what is missing.
      fc.constantFrom(
        'branch=all&from=2026-02-30&to=2026-03-01',
        'branch=all&from=2026-13-01&to=2026-12-01',
        'branch=all&from=2026-03-01',
        'from=2026-03-01&to=2026-03-01',
        'branch=%00&from=2026-03-01&to=2026-03-01',
        'branch=all&from=2026-03-01%ED%A0%80&to=2026-03-02',
        'branch=%FF&from=2026-03-01&to=2026-03-02',
      ),
    );
    await fc.assert(
      fc.asyncProperty(kind, query, (k, q) =>
        expectRefused('GET', `/api/exports/${k}.csv?${q}`, { as: admin.email }, 400),
      ),
      { numRuns: RUNS },
    );
  });
});

// GET /api/timetable takes no input: whatever query or forwarding headers come with it, the response
// is the caller's own timetable, the same as with none (never another student's, never a 5xx).
describe('generated queries and headers never change whose timetable answers', () => {
  it('GET /api/timetable with any query and X-Forwarded-For', async () => {
    const other = await createUser(api.db);
    for (const [email, cls] of [
      [student.email, ownClass],
      [other.email, pendingClass],
    ] as const) {
      await createEnrollment(api.db, email, cls);
      const startsAt = new Date(Date.now() + 86_400_000).toISOString();
      await api.db
        .insert(classSessions)
        .values({ id: crypto.randomUUID(), classId: cls.id, startsAt, endsAt: startsAt });
    }
    const own = await (await api.call('GET', '/api/timetable', { as: student.email })).text();
    expect(own).toContain(ownClass.id);
    // (Half a surrogate pair cannot be %-escaped: its raw escapes are in the list below.)
    const value = fc
      .oneof(
        fc.constant(other.email),
        badEmail.filter((v): v is string => typeof v === 'string'),
        fc.string({ maxLength: 40 }),
      )
      .filter((v) => !/[\uD800-\uDFFF]/.test(v));
    const query = fc.oneof(
      value.map((v) => `email=${encodeURIComponent(v)}`),
      fc.constantFrom('email=%00', 'email=%ED%A0%80', 'email=%FF', 'uid=x&email=a%40b'),
      fc
        .tuple(fc.stringMatching(/^[a-z_]{1,10}$/), value)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    );
    const forwarded = fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 }));
    await fc.assert(
      fc.asyncProperty(query, forwarded, async (q, address) => {
        const headers = { 'X-Forwarded-For': address.replace(/[^\x20-\x7e]/g, '') };
        const response = await api.call('GET', `/api/timetable?${q}`, {
          as: student.email,
          headers,
        });
        expect(response.status, q).toBe(200);
        expect(await response.text(), q).toBe(own);
      }),
      { numRuns: RUNS },
    );
  });
});

// Any Origin header a client may send, on reads, refusals and preflights: the response is never a
// 5xx, and only the origin CORS_ORIGINS lists may read it (api/lib/finish-response.ts).
describe('generated Origin headers never break an answer', () => {
  const ALLOWED = 'https://academy.example';
  let cors: TestApi;
  beforeAll(async () => {
    cors = await createTestApi({ env: { CORS_ORIGINS: ALLOWED } });
  });
  afterAll(() => cors.cleanup());

  it('GET, HEAD and OPTIONS with any Origin', async () => {
    const origin = fc.oneof(
      fc.constant(ALLOWED),
      fc.webUrl().map((url) => new URL(url).origin),
      fc.constantFrom(
        'null',
        `${ALLOWED}/`,
        'https://academy.example.evil',
        'HTTPS://ACADEMY.EXAMPLE',
      ),
      fc.string({ maxLength: 40 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
    );
    const request = fc.constantFrom(
      'GET /api/class',
      'GET /api/class?limit=5',
      'GET /api/popularClass',
      'GET /api/config',
      'GET /api/users',
      'GET /api/timetable',
      'HEAD /api/class',
      'OPTIONS /api/contact',
      'OPTIONS /api/class',
    );
    await fc.assert(
      fc.asyncProperty(origin, request, async (sent, line) => {
        const [method = 'GET', path = '/'] = line.split(' ');
        const response = await cors.call(method, path, {
          headers: { Origin: sent, 'Accept-Encoding': 'br' },
        });
        await response.arrayBuffer();
        expect(response.status, `${line} from ${sent}`).toBeLessThan(500);
        expect(response.headers.get('Access-Control-Allow-Origin')).toBe(
          sent.trim() === ALLOWED ? ALLOWED : null,
        );
        expect(response.headers.get('Vary')).toContain('Origin');
      }),
      { numRuns: RUNS },
    );
  });
});
