import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json } from '#pwa/test/fake-api.ts';
import { api, apiClient, readApiError, setAccessToken, setSessionHandlers } from './api-client.ts';

function trackSession(renewedToken: string | null) {
  const events: string[] = [];
  setSessionHandlers({
    renewAccessToken: async () => {
      events.push('renew');
      if (renewedToken) setAccessToken(renewedToken);
      return renewedToken;
    },
    endSession: () => {
      events.push('end');
    },
  });
  return events;
}

afterEach(() => setSessionHandlers(null));

describe('api client', () => {
  it('sends the stored access token as a bearer header', async () => {
    setAccessToken('token-1');
    const calls = installFakeApi({ 'GET select': () => json([]) });
    await api.get('select').json();
    expect(calls[0]?.authorization).toBe('Bearer token-1');
  });

  it('renews the token once on a 401 and retries with the new one', async () => {
    setAccessToken('expired');
    const events = trackSession('fresh');
    const calls = installFakeApi({
      'GET select': (call) =>
        call.authorization === 'Bearer fresh'
          ? json([{ ok: true }])
          : apiError(401, 'unauthorized', 'Token expired.'),
    });
    await expect(api.get('select').json()).resolves.toEqual([{ ok: true }]);
    expect(events).toEqual(['renew']);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('ends the session when the renewed token is refused too', async () => {
    setAccessToken('expired');
    const events = trackSession('still-bad');
    installFakeApi({ 'GET select': () => apiError(401, 'unauthorized', 'Token expired.') });
    await expect(api.get('select').json()).rejects.toBeInstanceOf(HTTPError);
    expect(events).toEqual(['renew', 'end']);
  });

  it('keeps the session when the renewal cannot reach the API: the request fails as offline', async () => {
    setAccessToken('expired');
    const events: string[] = [];
    const unreachable = new TypeError('Failed to fetch');
    setSessionHandlers({
      renewAccessToken: async () => {
        events.push('renew');
        throw unreachable;
      },
      endSession: () => {
        events.push('end');
      },
    });
    installFakeApi({ 'GET select': () => apiError(401, 'unauthorized', 'Token expired.') });
    await expect(api.get('select').json()).rejects.toBe(unreachable);
    expect(events).toEqual(['renew']);
    expect(localStorage.getItem('access-token')).toBe('expired');
  });

  it("does not log out on a 403 for the wrong role: the caller gets the server's sentence", async () => {
    setAccessToken('student-token');
    const events = trackSession('fresh');
    installFakeApi({
      'GET users': () => apiError(403, 'forbidden', 'Only admins can list users.'),
    });
    const error = await api
      .get('users')
      .json()
      .catch((caught: unknown) => caught);
    expect(events).toEqual([]);
    expect(await readApiError(error)).toEqual({
      code: 'forbidden',
      message: 'Only admins can list users.',
      status: 403,
      fields: undefined,
    });
  });

  it("treats a 403 whose code is 'unauthorized' as a token problem (product.md's 401/403 rule)", async () => {
    setAccessToken('bad');
    const events = trackSession(null);
    installFakeApi({ 'GET select': () => apiError(403, 'unauthorized', 'Bad token.') });
    await expect(api.get('select').json()).rejects.toBeInstanceOf(HTTPError);
    expect(events).toEqual(['renew', 'end']);
  });

  it('reads a non-API error page and a network failure as sentences', async () => {
    installFakeApi({ 'GET class': () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
    const gateway = await api
      .get('class')
      .json()
      .catch((caught: unknown) => caught);
    expect((await readApiError(gateway)).message).toMatch(/server had a problem/i);
    expect(await readApiError(new TypeError('Failed to fetch'))).toMatchObject({ code: 'network' });
  });

  it('says the server is unreachable when the browser is online, and offline when it is not', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    try {
      onLine.mockReturnValue(true);
      expect((await readApiError(new TypeError('Failed to fetch'))).message).toMatch(
        /could not reach the server/i,
      );
      onLine.mockReturnValue(false);
      expect((await readApiError(new TypeError('Failed to fetch'))).message).toMatch(
        /appear to be offline/i,
      );
    } finally {
      onLine.mockRestore();
    }
  });
  it("says the API's reason in Bangla with its values, and keeps the English of an unknown one", async () => {
    const refusing = (error: object) => async () => {
      installFakeApi({ 'POST create-payment-intent': () => ({ status: 409, body: { error } }) });
      return api
        .post('create-payment-intent', { json: {} })
        .json()
        .catch((caught: unknown) => caught);
    };
    const changed = await refusing({
      code: 'conflict',
      reason: 'total_changed',
      params: { total: 1234.5 },
      message: 'The total has changed: it is now $1,234.50.',
    })();
    expect(await readApiError(changed, { locale: 'bn' })).toMatchObject({
      reason: 'total_changed',
      params: { total: 1234.5 },
      message: 'মোট ফি বদলে গেছে: এখন $১,২৩৪.৫০।',
    });
    expect((await readApiError(changed, { locale: 'bn', digits: 'latin' })).message).toBe(
      'মোট ফি বদলে গেছে: এখন $1,234.50।',
    );
    expect((await readApiError(changed)).message).toBe(
      'The total has changed: it is now $1,234.50.',
    );
    const newer = await refusing({
      code: 'conflict',
      reason: 'a_reason_of_a_newer_server',
      params: {},
      message: 'Words of a newer server.',
    })();
    expect((await readApiError(newer, { locale: 'bn' })).message).toBe('Words of a newer server.');
  });

  it("says the client's own reasons in Bangla too (offline)", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect((await readApiError(new TypeError('Failed to fetch'), { locale: 'bn' })).message).toBe(
        'মনে হচ্ছে আপনি অফলাইনে আছেন। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
      );
    } finally {
      onLine.mockRestore();
    }
  });

  // ky loads with the first request (decision 011); each call must still send exactly once.
  it('sends one request per call, whether it is awaited or read with json()', async () => {
    setAccessToken(null);
    const calls = installFakeApi({ 'POST select': (call) => json({ echoed: call.body }) });
    const response = await api.post('select', { json: { classId: 'a' } });
    expect(response.status).toBe(200);
    await expect(api.post('select', { json: { classId: 'b' } }).json()).resolves.toEqual({
      echoed: { classId: 'b' },
    });
    expect(calls.map((call) => call.body)).toEqual([{ classId: 'a' }, { classId: 'b' }]);
  });

  it('rejects an awaited call that failed with the HTTPError of the static ky import', async () => {
    installFakeApi({});
    await expect(api.delete('select/x')).rejects.toBeInstanceOf(HTTPError);
  });
});

// The typed client (decision 045) sends through the same ky: one home for the token and errors.
describe('the typed client', () => {
  it('sends through the session: the token, a renewal on a 401, the same URL text as ky', async () => {
    setAccessToken('expired');
    const events = trackSession('fresh');
    const calls = installFakeApi({
      'GET select': (call) =>
        call.authorization === 'Bearer fresh'
          ? json([{ ok: true }])
          : apiError(401, 'unauthorized', 'Token expired.'),
      'GET users/admin/*': () => json({ admin: false }),
    });
    const { data } = await apiClient.GET('/api/select', {
      params: { query: { email: 'a b+c@academy.test' } },
    });
    expect(data).toEqual([{ ok: true }]);
    expect(events).toEqual(['renew']);
    await apiClient.GET('/api/users/admin/{email}', { params: { path: { email: 'a/b@c.d' } } });
    expect(
      calls.map(({ path, search, authorization }) => ({ path, search, authorization })),
    ).toEqual([
      {
        path: 'select',
        search: `?${new URLSearchParams({ email: 'a b+c@academy.test' })}`,
        authorization: 'Bearer expired',
      },
      {
        path: 'select',
        search: '?email=a+b%2Bc%40academy.test',
        authorization: 'Bearer fresh',
      },
      { path: 'users/admin/a%2Fb%40c.d', search: '', authorization: 'Bearer fresh' },
    ]);
  });

  it("throws ky's HTTPError on a refusal, which readApiError reads, and sends a JSON body", async () => {
    const calls = installFakeApi({
      'POST create-payment-intent': () =>
        apiError(409, 'conflict', 'The total has changed: it is now $12.00.'),
    });
    const refused = await apiClient
      .POST('/api/create-payment-intent', { body: { price: 10, currency: 'usd' } })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(HTTPError);
    expect(await readApiError(refused)).toMatchObject({ code: 'conflict', status: 409 });
    expect(calls[0]?.body).toEqual({ price: 10, currency: 'usd' });
  });
});
