// Every route × visitor, student, another student, instructor, admin → the expected status, and
// no response names a student other than the caller. Then the derived callers (a removed account,
// an unverified ADMIN_EMAILS e-mail, the front desk), whose expectations follow from those
// columns unless a case names them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createUser, type UserRow } from './factories.ts';
import {
  ALL_CASES,
  CALLERS,
  DERIVED_CALLERS,
  type AuthorizationCase,
  type DerivedCallerName,
  type MatrixPeople,
  type MatrixRequest,
} from './authorization-cases.ts';
import { expectRefusalShape } from './refusal-shape.ts';
import { useGatewayStandIns } from './payment-authorization-cases.ts';
import { startRealServer, type RealServer } from './real-server.ts';
import { createTestApi, json, type CallOptions, type TestApi } from './test-api.ts';
import { TEST_ADMIN_EMAIL } from './test-env.ts';

let api: TestApi;
/** The real server whose bKash and SSLCommerz stand-ins the payment cells pay through. */
let standIns: RealServer;
let people: MatrixPeople;
/** The derived callers: their users row (or the row they had) and their access token. */
let derived: Record<DerivedCallerName, { person: UserRow; token: string; emailVerified: boolean }>;

beforeAll(async () => {
  // The in-process API cannot serve the stand-ins to itself over HTTP: its redirect payments are
  // made on the real server's origin, where they are (SITE_ORIGIN).
  standIns = await startRealServer();
  useGatewayStandIns(standIns.url);
  api = await createTestApi({ env: { SITE_ORIGIN: standIns.url } });
  people = {
    student: await createUser(api.db, { email: 'matrix-student@academy.test' }),
    otherStudent: await createUser(api.db, { email: 'matrix-other@academy.test' }),
    instructor: await createUser(api.db, {
      role: 'instructor',
      email: 'matrix-coach@academy.test',
    }),
    admin: await createUser(api.db, { role: 'admin', email: 'matrix-admin@academy.test' }),
  };

  const removed = await createUser(api.db, { email: 'matrix-removed@academy.test' });
  const removedToken = await api.tokenFor(removed.email);
  const deletion = await api.call('DELETE', `/api/users/${removed.id}`, { as: people.admin.email });
  expect(deletion.status).toBe(200);

  // Signed up as the app does (POST /api/jwt, then POST /api/users), with an unverified e-mail.
  const idToken = await api.identity.signIdToken({ email: TEST_ADMIN_EMAIL, emailVerified: false });
  const body = { email: TEST_ADMIN_EMAIL };
  const { token } = (await json(await api.call('POST', '/api/jwt', { token: idToken, body }))) as {
    token: string;
  };
  const signUp = { name: 'Not Yet Admin', email: TEST_ADMIN_EMAIL };
  expect((await api.call('POST', '/api/users', { token, body: signUp })).status).toBe(201);
  const [unverified] = await api.db.select().from(users).where(eq(users.email, TEST_ADMIN_EMAIL));
  const desk = await createUser(api.db, { role: 'frontdesk', email: 'matrix-desk@academy.test' });
  derived = {
    removedUser: { person: removed, token: removedToken, emailVerified: true },
    unverifiedAdmin: { person: unverified!, token, emailVerified: false },
    frontdesk: { person: desk, token: await api.tokenFor(desk.email), emailVerified: true },
  };
});
afterAll(async () => {
  await api.cleanup();
  await standIns.close();
});

/** The request's body: JSON, or a form as a gateway or a browser posts it. */
const sent = (request: MatrixRequest): CallOptions =>
  request.form
    ? {
        rawBody: new URLSearchParams(request.form).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }
    : { body: request.body };

async function expectResponse(
  testCase: AuthorizationCase,
  request: MatrixRequest,
  response: Response,
  expected: number,
  callerEmail: string | null,
  listsEveryone: boolean,
) {
  const text = await response.text();
  expect({ status: response.status, body: text.slice(0, 200) }).toMatchObject({
    status: expected,
  });
  // A refusal says why: a reason of the closed list, its params and its English.
  if (response.status >= 400)
    expectRefusalShape(JSON.parse(text), `${testCase.method} ${testCase.route}`);
  if (request.onlyWhenAllowed !== undefined) {
    if (response.status < 300) expect(text).toContain(request.onlyWhenAllowed);
    else expect(text).not.toContain(request.onlyWhenAllowed);
  }
  if (listsEveryone && testCase.listsEveryone) return;
  for (const someone of [people.student.email, people.otherStudent.email]) {
    if (someone !== callerEmail) expect(text).not.toContain(someone);
  }
}

describe.each(ALL_CASES)('$method $route', (testCase) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const request = await testCase.build(api.db, people, caller);
    let token: string | undefined;
    if (request.idTokenFor) token = await api.identity.signIdToken({ email: request.idTokenFor });
    else if (caller !== 'visitor') token = await api.tokenFor(people[caller].email);

    const response = await api.call(testCase.method, request.path, {
      token,
      ...sent(request),
    });
    const callerEmail = caller === 'visitor' ? null : people[caller].email;
    await expectResponse(
      testCase,
      request,
      response,
      testCase.expected[caller],
      callerEmail,
      caller === 'admin',
    );
  });

  it.each(Object.keys(DERIVED_CALLERS) as DerivedCallerName[])('as %s', async (caller) => {
    const { person, token, emailVerified } = derived[caller];
    // They call as another student would, in that student's place.
    const request = await testCase.build(
      api.db,
      { ...people, otherStudent: person },
      'otherStudent',
    );
    const idToken = request.idTokenFor
      ? await api.identity.signIdToken({ email: request.idTokenFor, emailVerified })
      : undefined;
    const response = await api.call(testCase.method, request.path, {
      token: idToken ?? token,
      ...sent(request),
    });
    const expected = testCase.expected[caller] ?? testCase.expected[DERIVED_CALLERS[caller]];
    // The desk's own lists name students: that is what they are for.
    await expectResponse(
      testCase,
      request,
      response,
      expected,
      person.email,
      caller === 'frontdesk',
    );
  });
});
