// Over HTTP against the real Node server: a spread of bad requests (bad JSON, bad fields, no
// token, a wrong role, an unknown class, a body too big, too many requests…). Every refusal must
// carry a reason from the closed list with exactly the params its catalogue sentence names and
// its English message made from them (refusal-shape.ts), so a client can say it in Bangla.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { expectRefusalShape } from '../refusal-shape.ts';

let server: RealServer;
let studentToken: string;
let adminToken: string;

beforeAll(async () => {
  server = await startRealServer();
  studentToken = await server.tokenFor((await createUser(server.db)).email);
  adminToken = await server.tokenFor((await createUser(server.db, { role: 'admin' })).email);
});
afterAll(() => server.close());

const JSON_TYPE = { 'Content-Type': 'application/json' };
const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const contact = { name: 'Rafi', email: 'rafi@example.com', subject: 'Hello', message: 'Hi' };

type BadRequest = {
  what: string;
  method: string;
  path: string;
  headers?: () => Record<string, string>;
  body?: string;
  status: number;
  reason: string;
  params?: Record<string, string | number>;
};

const BAD_REQUESTS: BadRequest[] = [
  {
    what: 'malformed JSON',
    method: 'POST',
    path: '/api/contact',
    headers: () => JSON_TYPE,
    body: '{"subject":',
    status: 400,
    reason: 'malformed_json',
  },
  {
    what: 'a missing field',
    method: 'POST',
    path: '/api/contact',
    headers: () => JSON_TYPE,
    body: JSON.stringify({ ...contact, subject: '' }),
    status: 400,
    reason: 'validation_subject_required',
  },
  {
    what: 'a control character in a field',
    method: 'POST',
    path: '/api/contact',
    headers: () => JSON_TYPE,
    body: JSON.stringify({ ...contact, subject: 'Hi\u0007' }),
    status: 400,
    reason: 'validation_control_character',
    params: { field: 'subject' },
  },
  {
    what: 'a field too long',
    method: 'POST',
    path: '/api/contact',
    headers: () => JSON_TYPE,
    body: JSON.stringify({ ...contact, message: 'a'.repeat(2_001) }),
    status: 400,
    reason: 'validation_message_too_long',
    params: { max: 2_000 },
  },
  {
    what: 'a field of the wrong type',
    method: 'POST',
    path: '/api/contact',
    headers: () => JSON_TYPE,
    body: JSON.stringify({ ...contact, email: 42 }),
    status: 400,
    reason: 'validation_email_required',
  },
  {
    what: 'a bad page size',
    method: 'GET',
    path: '/api/class?limit=0',
    status: 400,
    reason: 'validation_limit',
    params: { max: 100 },
  },
  {
    what: 'a broken escape in the query',
    method: 'GET',
    path: '/api/class?limit=%E0',
    status: 400,
    reason: 'validation_broken_escape',
    params: { place: 'query', name: 'limit' },
  },
  { what: 'no token', method: 'GET', path: '/api/users', status: 401, reason: 'sign_in_required' },
  {
    what: 'a token that is not one',
    method: 'GET',
    path: '/api/users',
    headers: () => as('not-a-token'),
    status: 401,
    reason: 'session_expired',
  },
  {
    what: 'the wrong role',
    method: 'GET',
    path: '/api/users',
    headers: () => as(studentToken),
    status: 403,
    reason: 'admins_only',
  },
  {
    what: 'an unknown class',
    method: 'PATCH',
    path: '/api/class/no-such-class',
    headers: () => ({ ...JSON_TYPE, ...as(adminToken) }),
    body: JSON.stringify({ status: 'approved' }),
    status: 404,
    reason: 'class_not_found',
  },
  {
    what: 'selecting an unknown class',
    method: 'POST',
    path: '/api/select',
    headers: () => ({ ...JSON_TYPE, ...as(studentToken) }),
    body: JSON.stringify({ selectedClassId: 'no-such-class' }),
    status: 404,
    reason: 'class_not_found',
  },
  {
    what: 'paying for nothing',
    method: 'POST',
    path: '/api/create-payment-intent',
    headers: () => ({ ...JSON_TYPE, ...as(studentToken) }),
    body: '{}',
    status: 400,
    reason: 'nothing_to_pay',
  },
  {
    what: 'a body too big',
    method: 'POST',
    path: '/api/contact',
    headers: () => JSON_TYPE,
    body: JSON.stringify({ ...contact, message: 'a'.repeat(70_000) }),
    status: 413,
    reason: 'body_too_large',
  },
  {
    what: 'no such route',
    method: 'GET',
    path: '/api/nowhere',
    status: 404,
    reason: 'no_such_route',
    params: { method: 'GET', path: '/api/nowhere' },
  },
];

describe('every refusal says its reason', () => {
  it.each(BAD_REQUESTS)('$what: $status $reason', async (bad) => {
    const response = await server.request(bad.method, bad.path, {
      headers: bad.headers?.(),
      body: bad.body,
    });
    const where = `${bad.method} ${bad.path}`;
    expect(response.status, `${where} ${response.text()}`).toBe(bad.status);
    const body = response.json() as { error: { reason: string; params: object } };
    expect(body.error.reason, where).toBe(bad.reason);
    if (bad.params) expect(body.error.params, where).toEqual(bad.params);
    expectRefusalShape(body, where);
  });
});

describe('too many requests', () => {
  let limited: RealServer;
  beforeAll(async () => {
    limited = await startRealServer({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
  });
  afterAll(() => limited.close());

  it('says rate_limited with the seconds to wait', async () => {
    const send = () => limited.request('POST', '/api/jwt', { headers: JSON_TYPE, body: '{}' });
    const first = await send();
    expect(first.status).toBe(400);
    expectRefusalShape(first.json(), 'the first POST /api/jwt');
    const second = await send();
    expect(second.status).toBe(429);
    const body = second.json() as { error: { reason: string; params: { seconds: number } } };
    expect(body.error.reason).toBe('rate_limited');
    expect(body.error.params.seconds).toBe(Number(second.headers['retry-after']));
    expectRefusalShape(body, 'the second POST /api/jwt');
  });
});
