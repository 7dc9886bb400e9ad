import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../lib/access-token.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
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
