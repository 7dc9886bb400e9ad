// GET /api/push/public-key, POST and DELETE /api/push-subscriptions over a real database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPublicKeySchema, type PushSubscriptionInput } from '#shared/schemas/notifications.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { MAX_DEVICES } from '../../services/messaging/push-subscriptions.ts';
import { toBase64Url, vapidKeysOf } from '../../services/messaging/vapid.ts';
import { createUser, type UserRow } from '../../test/factories.ts';
import { deviceSubscription } from '../../test/push-authorization-cases.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let alice: UserRow;
let bob: UserRow;

beforeAll(async () => {
  api = await createTestApi();
  alice = await createUser(api.db);
  bob = await createUser(api.db);
});
afterAll(() => api.cleanup());

/** A device's subscription as the browser gives it (real keys), changed as told. */
const device = async (overrides: Partial<PushSubscriptionInput> = {}) => ({
  ...(await deviceSubscription()),
  ...overrides,
});

const rowsAt = (endpoint: string) =>
  api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push/public-key', () => {
  it('gives anyone the key browsers subscribe with', async () => {
    const response = await api.call('GET', '/api/push/public-key');
    expect(response.status).toBe(200);
    const { publicKey } = pushPublicKeySchema.parse(await json(response));
    expect(publicKey).toBe((await vapidKeysOf(api.env)).publicKey);
  });
});

describe('POST /api/push-subscriptions', () => {
  it('stores the device once however often it is sent, and the same device moves to whoever signs in on it', async () => {
    const phone = await device({ locale: 'bn' });
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await api.call('POST', '/api/push-subscriptions', { as: alice.email, body: phone }))
          .status,
      ).toBe(204);
    }
    expect(await rowsAt(phone.endpoint)).toMatchObject([{ userId: alice.id, locale: 'bn' }]);

    const renewed = { ...(await device()), endpoint: phone.endpoint };
    await api.call('POST', '/api/push-subscriptions', { as: bob.email, body: renewed });
    expect(await rowsAt(phone.endpoint)).toMatchObject([
      { userId: bob.id, locale: 'en', p256dh: renewed.keys.p256dh, auth: renewed.keys.auth },
    ]);
  });

  it.each([
    ['an IP address', 'https://10.0.0.7/push/1'],
    ['an IPv4 address in another notation', 'https://0x7f.1/push/1'],
    ['an IPv6 address', 'https://[::1]/push/1'],
    ['localhost', 'https://localhost/push/1'],
    ['a local name', 'https://printer.local/push/1'],
    ['a name without a dot', 'https://intranet/push/1'],
    ['another port', 'https://push.example.com:8443/push/1'],
    ['credentials', 'https://user:pass@push.example.com/push/1'],
    ['a control character the URL parser would escape', 'https://push.example.com/x\u0000x'],
    // Names that look public but lead inside: only the push services' own names are taken.
    ['a cluster-internal name', 'https://kubernetes.default.svc/push/1'],
    ['a public name that resolves to 127.0.0.1', 'https://127.0.0.1.nip.io/push/1'],
    ['a company name', 'https://foo.corp/push/1'],
    ["a name that only ends like a push service's", 'https://evilfcm.googleapis.com.evil/push/1'],
  ])('refuses an endpoint with %s (no posting into a network)', async (_, endpoint) => {
    const response = await api.call('POST', '/api/push-subscriptions', {
      as: alice.email,
      body: await device({ endpoint }),
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { reason: 'push_endpoint_refused' } });
    expect(await rowsAt(endpoint)).toEqual([]);
  });

  it('refuses a plain-HTTP endpoint as not https, not as an invalid URL', async () => {
    const endpoint = 'http://fcm.googleapis.com/fcm/send/1';
    const response = await api.call('POST', '/api/push-subscriptions', {
      as: alice.email,
      body: await device({ endpoint }),
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { reason: 'push_endpoint_not_https' } });
    expect(await rowsAt(endpoint)).toEqual([]);
  });

  it(`keeps a person's newest ${MAX_DEVICES} devices, so one account cannot fan a notice out without end`, async () => {
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_DEVICES; i += 1) {
      const phone = await device();
      endpoints.push(phone.endpoint);
      // Each a little later than the last: the oldest is the one forgotten.
      await new Promise((resolve) => setTimeout(resolve, 3));
      const response = await api.call('POST', '/api/push-subscriptions', {
        as: alice.email,
        body: phone,
      });
      expect(response.status).toBe(204);
    }
    const kept = await api.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, alice.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it('refuses keys nothing can be encrypted to', async () => {
    const good = await device();
    // 65 bytes starting 0x04, but not a point on the curve.
    const offCurve = toBase64Url(new Uint8Array([4, ...new Uint8Array(64).fill(7)]));
    const response = await api.call('POST', '/api/push-subscriptions', {
      as: alice.email,
      body: { ...good, keys: { ...good.keys, p256dh: offCurve } },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { reason: 'push_keys_invalid' } });
  });

  it('refuses an endpoint that is no URL, malformed keys and another language as bad fields', async () => {
    const good = await device();
    for (const body of [
      { ...good, endpoint: 'not an address' },
      { ...good, keys: { ...good.keys, auth: 'x'.repeat(5000) } },
      { ...good, locale: 'fr' },
    ]) {
      const response = await api.call('POST', '/api/push-subscriptions', { as: alice.email, body });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: 'bad_request', fields: {} } });
    }
  });

  it('asks someone who has not finished signing up to do that first', async () => {
    const response = await api.call('POST', '/api/push-subscriptions', {
      as: 'not-recorded-yet@academy.test',
      body: await device(),
    });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: { reason: 'push_account_needed' } });
  });
});

describe('DELETE /api/push-subscriptions', () => {
  it('removes only the caller’s own device, and says the same either way', async () => {
    const phone = await device();
    await api.call('POST', '/api/push-subscriptions', { as: alice.email, body: phone });

    const byBob = await api.call('DELETE', '/api/push-subscriptions', {
      as: bob.email,
      body: { endpoint: phone.endpoint },
    });
    expect(byBob.status).toBe(204);
    expect(await rowsAt(phone.endpoint)).toHaveLength(1);

    for (let i = 0; i < 2; i += 1) {
      const byAlice = await api.call('DELETE', '/api/push-subscriptions', {
        as: alice.email,
        body: { endpoint: phone.endpoint },
      });
      expect(byAlice.status).toBe(204);
    }
    expect(await rowsAt(phone.endpoint)).toEqual([]);
  });
});
