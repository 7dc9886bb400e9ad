// Over HTTP against the real Node server: who a token signs in as, and an account that was
// removed, disabled, or whose e-mail changed in Firebase (decision 017).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createUser, type UserRow } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { TEST_ADMIN_EMAIL } from '../test-env.ts';
import { testUidOf } from '../test-identity.ts';

let server: RealServer;
let admin: UserRow;

beforeAll(async () => {
  server = await startRealServer();
  admin = await createUser(server.db, { role: 'admin' });
});
afterAll(() => server.close());

const send = (method: string, path: string, token: string, body?: object) =>
  server.request(method, path, {
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

/** POST /api/jwt with a Firebase ID token for these claims; the response and its token. */
async function signIn(claims: { email: string; sub?: string; emailVerified?: boolean }) {
  const idToken = await server.identity.signIdToken(claims);
  const response = await send('POST', '/api/jwt', idToken, { email: claims.email });
  const body =
    response.status === 200 ? (response.json() as { token: string; email: string }) : null;
  return { response, token: body?.token ?? '', email: body?.email };
}

describe('an account an admin removed', () => {
  it('is refused from the next request on, and neither POST /api/users nor /api/jwt brings it back', async () => {
    const email = 'removed-over-http@academy.test';
    const { token } = await signIn({ email });
    expect((await send('POST', '/api/users', token, { name: 'Soon Gone', email })).status).toBe(
      201,
    );
    expect((await send('GET', '/api/select', token)).status).toBe(200);
    const [row] = (
      (await send('GET', '/api/users', await server.tokenFor(admin.email))).json() as {
        _id: string;
        email: string;
      }[]
    ).filter((user) => user.email === email);

    const deletion = await send(
      'DELETE',
      `/api/users/${row!._id}`,
      await server.tokenFor(admin.email),
    );
    expect(deletion.json()).toEqual({ deletedCount: 1 });

    const message =
      'This account was removed by the academy. Contact us if you think this is a mistake.';
    for (const response of [
      await send('GET', '/api/select', token),
      await send('POST', '/api/users', token, { name: 'Back Again', email }),
      (await signIn({ email })).response,
    ]) {
      expect(response.status).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'unauthorized', message } });
    }
  });
});

describe('an account Firebase disabled', () => {
  it('gets no new access token', async () => {
    const email = 'disabled-over-http@academy.test';
    expect((await signIn({ email })).response.status).toBe(200);
    server.identity.setAccountStatus(testUidOf(email), 'disabled');
    const { response } = await signIn({ email });
    expect(response.status).toBe(401);
    expect(response.json()).toMatchObject({
      error: { message: 'This account has been disabled. Contact the academy.' },
    });
  });
});

describe('ADMIN_EMAILS', () => {
  it('do not make an admin of an e-mail Firebase has not verified', async () => {
    const { token } = await signIn({ email: TEST_ADMIN_EMAIL, emailVerified: false });
    const signUp = await send('POST', '/api/users', token, {
      name: 'Boss?',
      email: TEST_ADMIN_EMAIL,
    });
    expect(signUp.status).toBe(201);
    const role = await send('GET', `/api/users/admin/${TEST_ADMIN_EMAIL}`, token);
    expect(role.json()).toEqual({ admin: false });
    expect((await send('GET', '/api/users', token)).status).toBe(403);
  });
});

describe('an e-mail that changes in Firebase', () => {
  it('keeps the account; a second Firebase account with the old e-mail is refused with 409', async () => {
    const before = 'changing-over-http@academy.test';
    const after = 'changed-over-http@academy.test';
    const uid = 'uid-person-who-changes-e-mail';
    const first = await signIn({ email: before, sub: uid });
    expect(
      (await send('POST', '/api/users', first.token, { name: 'Pat', email: before })).status,
    ).toBe(201);
    const cls = await createClass(server.db);
    const selectionId = crypto.randomUUID();
    const selected = await send('POST', '/api/select', first.token, {
      _id: selectionId,
      selectedClassId: cls.id,
    });
    expect(selected.status).toBe(201);

    const second = await signIn({ email: after, sub: uid });
    expect(second.response.status).toBe(200);
    expect(second.email).toBe(before);
    const mine = await send('GET', `/api/select?email=${before}`, second.token);
    expect(mine.json()).toEqual([expect.objectContaining({ _id: selectionId })]);
    const again = await send('POST', '/api/users', second.token, { name: 'Pat', email: before });
    expect(again.json()).toEqual({ message: 'user already exists' });

    const squatter = await signIn({ email: before, sub: 'uid-someone-else-later' });
    expect(squatter.response.status).toBe(409);
    expect(squatter.response.json()).toMatchObject({ error: { code: 'conflict' } });
  });
});
