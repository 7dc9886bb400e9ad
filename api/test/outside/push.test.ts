// Over HTTP against the real Node server, with its message dispatcher's timer on and pushes going
// to the stand-in push service: a device subscribed with raw requests gets a notification the
// server queued, encrypted to it; and the subscription routes hold against what a client may
// send: another person's endpoint, plain-HTTP and internal endpoints, huge keys, replays.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationText } from '#shared/notifications/notification-text.ts';
import type { PushSubscriptionInput } from '#shared/schemas/notifications.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { vapidKeysOf } from '../../services/messaging/vapid.ts';
import { notify } from '../../services/notifications/notify.ts';
import { createUser, type UserRow } from '../factories.ts';
import { startPushServiceStandIn, type PushServiceStandIn } from '../push-service-stand-in.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { testEnv } from '../test-env.ts';

let server: RealServer;
let pushService: PushServiceStandIn;
let alice: UserRow;
let bob: UserRow;

beforeAll(async () => {
  // The server runs in this process: its VAPID pair is this process's (no keys set in tests).
  pushService = await startPushServiceStandIn((await vapidKeysOf(testEnv())).publicKey);
  server = await startRealServer({ messages: { intervalMs: 50, fetch: pushService.fetch } });
  alice = await createUser(server.db);
  bob = await createUser(server.db);
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

async function post(as: UserRow | null, body: unknown, method = 'POST') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  // Node's client sends a DELETE's body without a length unless told: the length, as browsers do.
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  };
  if (as) headers.Authorization = `Bearer ${await server.tokenFor(as.email)}`;
  return server.request(method, '/api/push-subscriptions', { headers, body: text });
}

const rowsAt = (endpoint: string) =>
  server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

async function until<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a push end to end, over HTTP', () => {
  it('a subscribed device gets what the server queued, encrypted to it, in its language', async () => {
    const key = await server.request('GET', '/api/push/public-key');
    expect(key.status).toBe(200);
    expect(key.json()).toEqual({ publicKey: (await vapidKeysOf(testEnv())).publicKey });

    const device = await pushService.subscribe('bn');
    expect((await post(alice, device)).status).toBe(204);
    const params = { className: 'River Rowing', feedback: '' };
    const id = await writeTransaction(server.db, (tx) =>
      notify(
        tx,
        { userId: alice.id },
        { kind: 'class_approved', params, path: '/dashboard/instructorclasses' },
        new Date(),
      ),
    );

    const push = await until(() =>
      pushService.received.find((p) => p.endpoint === device.endpoint),
    );
    expect(push.payload).toEqual({
      ...notificationText('class_approved', params, { locale: 'bn' }),
      path: '/dashboard/instructorclasses',
      tag: id,
      notificationId: id,
    });
    expect(pushService.problems).toEqual([]);
  });
});

describe('the subscription routes against what a client may send', () => {
  it('refuses a visitor', async () => {
    expect((await post(null, await pushService.subscribe())).status).toBe(401);
    expect((await post(null, { endpoint: 'https://push.example.com/x' }, 'DELETE')).status).toBe(
      401,
    );
  });

  it("leaves another person's device alone when asked to remove it", async () => {
    const device = await pushService.subscribe();
    await post(alice, device);
    const response = await post(bob, { endpoint: device.endpoint }, 'DELETE');
    expect(response.status).toBe(204);
    expect(await rowsAt(device.endpoint)).toMatchObject([{ userId: alice.id }]);
  });

  it.each([
    ['plain HTTP', 'http://push.stand-in.example/send/1', 'push_endpoint_not_https', /not https/],
    [
      'an address inside the network',
      'https://169.254.169.254/latest/meta-data',
      'push_endpoint_refused',
      /not a push service's/,
    ],
    [
      'the server itself',
      'https://localhost/api/users',
      'push_endpoint_refused',
      /not a push service's/,
    ],
  ])('refuses an endpoint over %s, saying why', async (_, endpoint, reason, message) => {
    const device: PushSubscriptionInput = { ...(await pushService.subscribe()), endpoint };
    const response = await post(alice, device);
    expect(response.status).toBe(400);
    const body = response.json() as { error: { code: string; reason: string; message: string } };
    expect(body.error).toMatchObject({ code: 'bad_request', reason });
    expect(body.error.message).toMatch(message);
    expect(await rowsAt(endpoint)).toEqual([]);
  });

  it('refuses huge keys, and a body past the limit without reading it all', async () => {
    const device = await pushService.subscribe();
    const huge = await post(alice, {
      ...device,
      keys: { ...device.keys, p256dh: 'A'.repeat(50_000) },
    });
    expect(huge.status).toBe(400);
    expect(huge.json()).toMatchObject({ error: { fields: { 'keys.p256dh': expect.any(String) } } });
    const tooBig = await post(alice, {
      ...device,
      keys: { ...device.keys, auth: 'A'.repeat(70_000) },
    });
    expect(tooBig.status).toBe(413);
    expect(await rowsAt(device.endpoint)).toEqual([]);
  });

  it('takes a replayed subscription as the same one: one row, every answer 204', async () => {
    const device = await pushService.subscribe('bn');
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(bob, device)));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(204));
    expect(await rowsAt(device.endpoint)).toMatchObject([{ userId: bob.id, locale: 'bn' }]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post(alice, '{"endpoint":');
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: { reason: 'malformed_json' } });
  });
});
