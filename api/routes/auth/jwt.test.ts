import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { verifyAccessToken } from '../../lib/access-token.ts';
import { createAccountLookup } from '../../services/account-lookup.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { TEST_ADMIN_EMAIL } from '../../test/test-env.ts';
import { testUidOf, unsignedIdToken } from '../../test/test-identity.ts';

const EMAIL = 'student1@academy.test';

describe('POST /api/jwt (production mode: RS256 only)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.cleanup());

  const exchange = (idToken: string | undefined, email = EMAIL) =>
    api.call('POST', '/api/jwt', { token: idToken, body: { email } });

  it('answers an access token naming the Firebase uid and the e-mail', async () => {
    const response = await exchange(
      await api.identity.signIdToken({ email: EMAIL }),
      'Student1@academy.test',
    );
    expect(response.status).toBe(200);
    const { token, email } = (await json(response)) as { token: string; email: string };
    expect(email).toBe(EMAIL);
    const claims = await verifyAccessToken(token, {
      secret: api.env.JWT_SECRET,
      ttlSeconds: 60,
      now: () => new Date(),
    });
    expect(claims).toMatchObject({ uid: testUidOf(EMAIL), email: EMAIL, emailVerified: true });
  });

  it('refuses a missing ID token', async () => {
    const response = await exchange(undefined);
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('refuses a token that is not a JWT', async () => {
    expect((await exchange('not-a-token')).status).toBe(401);
  });

  it('refuses a forged token (signed with a key Google never published)', async () => {
    const forged = await api.identity.signIdToken({ email: EMAIL }, api.identity.foreignKey);
    expect((await exchange(forged)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await api.identity.signIdToken({ email: EMAIL, expiresIn: -60 });
    expect((await exchange(expired)).status).toBe(401);
  });

  it('refuses a token for another Firebase project (wrong audience)', async () => {
    const wrongAudience = await api.identity.signIdToken({
      email: EMAIL,
      aud: 'someone-elses-project',
    });
    expect((await exchange(wrongAudience)).status).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    const wrongIssuer = await api.identity.signIdToken({
      email: EMAIL,
      iss: 'https://evil.example',
    });
    expect((await exchange(wrongIssuer)).status).toBe(401);
  });

  it('refuses an unsigned, emulator-style token when not in emulator mode', async () => {
    const response = await exchange(unsignedIdToken({ email: EMAIL }));
    expect(response.status).toBe(401);
    expect(JSON.stringify(await json(response))).not.toContain('stack');
  });

  it('refuses a valid token for another e-mail', async () => {
    const token = await api.identity.signIdToken({ email: 'someone-else@academy.test' });
    const response = await exchange(token, EMAIL);
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({
      error: { message: 'The sign-in token belongs to another e-mail.' },
    });
  });

  it('refuses a body without a valid e-mail with the field message', async () => {
    const token = await api.identity.signIdToken({ email: EMAIL });
    const response = await api.call('POST', '/api/jwt', { token, body: { email: 'nope' } });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: { code: 'bad_request', fields: { email: 'Enter a valid email address.' } },
    });
  });

  it('does not accept an API access token as a Firebase ID token', async () => {
    const accessToken = await api.tokenFor(EMAIL);
    expect((await exchange(accessToken)).status).toBe(401);
  });
});

describe('POST /api/jwt (emulator mode)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } });
  });
  afterAll(() => api.cleanup());

  it("accepts the emulator's unsigned token", async () => {
    const response = await api.call('POST', '/api/jwt', {
      token: unsignedIdToken({ email: EMAIL }),
      body: { email: EMAIL },
    });
    expect(response.status).toBe(200);
  });

  it('still refuses an expired or wrong-audience unsigned token', async () => {
    for (const token of [
      unsignedIdToken({ email: EMAIL, expiresIn: -60 }),
      unsignedIdToken({ email: EMAIL, aud: 'other-project' }),
    ]) {
      expect((await api.call('POST', '/api/jwt', { token, body: { email: EMAIL } })).status).toBe(
        401,
      );
    }
  });
});

describe('access tokens on private routes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.cleanup());

  it('refuses an expired access token with 401', async () => {
    const past = await createTestApi({ now: () => new Date(Date.now() - 2 * 86_400_000) });
    const stale = await past.tokenFor(EMAIL);
    await past.cleanup();
    expect((await api.call('GET', '/api/select', { token: stale })).status).toBe(401);
  });

  it('refuses an access token signed with another secret', async () => {
    const other = await createTestApi({ env: { JWT_SECRET: 'another-secret-long-enough' } });
    const foreign = await other.tokenFor(EMAIL);
    await other.cleanup();
    expect((await api.call('GET', '/api/select', { token: foreign })).status).toBe(401);
  });

  it('refuses an access token of the e-mail-only format (before uids)', async () => {
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(EMAIL)
      .setIssuer('sports-academy-api')
      .setAudience('sports-academy')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(api.env.JWT_SECRET));
    expect((await api.call('GET', '/api/select', { token: old })).status).toBe(401);
  });

  it('refuses a Firebase ID token where an access token is expected', async () => {
    const idToken = await api.identity.signIdToken({ email: EMAIL });
    expect((await api.call('GET', '/api/select', { token: idToken })).status).toBe(401);
  });
});

describe('POST /api/jwt: which account a Firebase identity signs into', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.cleanup());

  const signIn = async (claims: { email: string; sub?: string; emailVerified?: boolean }) => {
    const idToken = await api.identity.signIdToken(claims);
    return api.call('POST', '/api/jwt', { token: idToken, body: { email: claims.email } });
  };
  const tokenOf = async (response: Response) => ((await json(response)) as { token: string }).token;
  const uidOfRow = async (id: string) =>
    (await api.db.select().from(users).where(eq(users.id, id)))[0]?.firebaseUid;

  it('links a record made before its first sign-in (the demo seed) to a verified sign-in', async () => {
    const coach = await createUser(api.db, { role: 'instructor', firebaseUid: null });
    const response = await signIn({ email: coach.email, sub: 'uid-real-coach' });
    expect(response.status).toBe(200);
    expect(await uidOfRow(coach.id)).toBe('uid-real-coach');
    const role = await api.call('GET', `/api/users/instructor/${coach.email}`, {
      token: await tokenOf(response),
    });
    expect(await json(role)).toEqual({ instructor: true });
  });

  it('refuses an unverified e-mail the record of an instructor or admin (403), leaving it unlinked', async () => {
    for (const role of ['instructor', 'admin'] as const) {
      const person = await createUser(api.db, { role, firebaseUid: null });
      const response = await signIn({
        email: person.email,
        sub: 'uid-squatter',
        emailVerified: false,
      });
      expect(response.status).toBe(403);
      expect(await json(response)).toMatchObject({
        error: { code: 'forbidden', message: expect.stringContaining('Verify the address') },
      });
      expect(await uidOfRow(person.id)).toBeNull();
    }
  });

  it("links a student's record to the Firebase account holding its e-mail, verified or not", async () => {
    const student = await createUser(api.db, { firebaseUid: null });
    const response = await signIn({
      email: student.email,
      sub: 'uid-student',
      emailVerified: false,
    });
    expect(response.status).toBe(200);
    expect(await uidOfRow(student.id)).toBe('uid-student');
  });

  it('keeps the account when its e-mail changes in Firebase: same record, same selections', async () => {
    const person = await createUser(api.db);
    const cls = await createClass(api.db);
    await createSelection(api.db, person.email, cls.id);
    const changed = `changed-${person.email}`;
    const response = await signIn({ email: changed, sub: testUidOf(person.email) });
    expect(response.status).toBe(200);
    const { token, email } = (await json(response)) as { token: string; email: string };
    expect(email).toBe(person.email);
    const mine = await api.call('GET', '/api/select', { token });
    expect(await json(mine)).toEqual([expect.objectContaining({ selectedClassId: cls.id })]);
    expect(await api.db.select().from(users).where(eq(users.email, changed))).toHaveLength(0);
  });

  it('refuses with 409 a second Firebase account with an e-mail another account holds', async () => {
    const first = await createUser(api.db);
    const response = await signIn({ email: first.email, sub: 'uid-second-account' });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      error: { code: 'conflict', message: expect.stringContaining('another account') },
    });
  });

  it('refuses a removed account, by its uid and by its e-mail', async () => {
    const admin = await createUser(api.db, { role: 'admin' });
    const person = await createUser(api.db);
    await api.call('DELETE', `/api/users/${person.id}`, { as: admin.email });
    for (const response of [
      await signIn({ email: person.email }),
      await signIn({ email: `new-${person.email}`, sub: testUidOf(person.email) }),
      await signIn({ email: person.email, sub: 'uid-new-firebase-account' }),
    ]) {
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({
        error: { message: expect.stringContaining('This account was removed') },
      });
    }
  });

  it('refuses an account Firebase has disabled, deleted or revoked', async () => {
    const cases = [
      ['disabled', 'This account has been disabled. Contact the academy.'],
      ['deleted', 'Your sign-in could not be verified. Please sign in again.'],
      ['revoked', 'Your sign-in could not be verified. Please sign in again.'],
    ] as const;
    for (const [status, message] of cases) {
      const email = `firebase-${status}@academy.test`;
      api.identity.setAccountStatus(testUidOf(email), status);
      const response = await signIn({ email });
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ error: { message } });
    }
  });

  it('makes an ADMIN_EMAILS e-mail an admin only once Firebase has verified it', async () => {
    const unverified = await signIn({ email: TEST_ADMIN_EMAIL, emailVerified: false });
    const token = await tokenOf(unverified);
    const body = { name: 'Boss', email: TEST_ADMIN_EMAIL };
    expect((await api.call('POST', '/api/users', { token, body })).status).toBe(201);
    const asked = () => api.call('GET', `/api/users/admin/${TEST_ADMIN_EMAIL}`, { token });
    expect(await json(await asked())).toEqual({ admin: false });

    expect((await signIn({ email: TEST_ADMIN_EMAIL, emailVerified: true })).status).toBe(200);
    expect(await json(await asked())).toEqual({ admin: true });
  });
});

describe('POST /api/jwt when Firebase cannot be asked about the account', () => {
  it('answers 503 (the app keeps its session) and issues no token', async () => {
    // Nothing listens on port 9 of the loopback: the lookup fails as an outage would.
    const api = await createTestApi({
      accountLookup: createAccountLookup({ apiKey: 'k', emulatorHost: '127.0.0.1:9' }),
    });
    try {
      const idToken = await api.identity.signIdToken({ email: EMAIL });
      const response = await api.call('POST', '/api/jwt', {
        token: idToken,
        body: { email: EMAIL },
      });
      expect(response.status).toBe(503);
      expect(await json(response)).toMatchObject({ error: { code: 'unavailable' } });
    } finally {
      await api.cleanup();
    }
  });
});
