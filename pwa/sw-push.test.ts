// The service worker's push parts, with the worker's globals as far as they use them. The real
// worker in Chromium, a push delivered through the DevTools protocol: e2e/notifications.spec.ts.
import { describe, expect, it, vi } from 'vitest';
import { onNotificationClick, onPush, readPushPayload } from './sw-push.ts';

const ORIGIN = 'https://academy.test';
const PAYLOAD = {
  title: 'A seat is yours to take',
  body: 'A seat in Judo is held for you until Monday, 9:00 AM.',
  path: '/dashboard/waitlist',
  tag: 'notification-n1',
  notificationId: 'n1',
};

type FakeWindow = {
  url: string;
  focused: boolean;
  focus: () => Promise<FakeWindow>;
  navigate: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
};

function fakeWorker(windows: Partial<FakeWindow>[] = []) {
  const clients: FakeWindow[] = windows.map((window) => {
    const client: FakeWindow = {
      url: `${ORIGIN}/`,
      focused: false,
      focus: async () => client,
      navigate: vi.fn(async () => client),
      postMessage: vi.fn(),
      ...window,
    };
    return client;
  });
  const sw = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => null),
    },
  };
  return { sw: sw as unknown as ServiceWorkerGlobalScope, fake: sw, clients };
}

function extendable<T extends object>(event: T) {
  const waits: Promise<unknown>[] = [];
  return {
    event: { ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) },
    done: () => Promise.all(waits),
  };
}

const pushData = (value: unknown) =>
  ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) }) as PushMessageData;

describe('a push', () => {
  it('shows its notification (title, body, tag, the app’s icon and badge, its page) and tells open windows', async () => {
    const { sw, fake, clients } = fakeWorker([{}]);
    const { event, done } = extendable({ data: pushData(PAYLOAD) });
    onPush(sw, event as unknown as PushEvent);
    await done();
    expect(fake.registration.showNotification).toHaveBeenCalledWith(PAYLOAD.title, {
      body: PAYLOAD.body,
      tag: PAYLOAD.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { path: PAYLOAD.path, notificationId: 'n1' },
    });
    expect(clients[0]!.postMessage).toHaveBeenCalledWith({ type: 'NOTIFICATIONS_CHANGED' });
  });

  it('that is not ours (not JSON, another shape, none) is ignored', () => {
    expect(readPushPayload(pushData('not json'))).toBeNull();
    expect(readPushPayload(pushData({ ...PAYLOAD, path: 'https://elsewhere.test/' }))).toBeNull();
    expect(readPushPayload(pushData({ title: 'Hi' }))).toBeNull();
    expect(readPushPayload(null)).toBeNull();
    const { sw, fake } = fakeWorker();
    const { event } = extendable({ data: pushData({ title: 'Hi' }) });
    onPush(sw, event as unknown as PushEvent);
    expect(fake.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('a tap on a notification', () => {
  const tap = (data: unknown) => {
    const close = vi.fn();
    return { close, ...extendable({ notification: { data, close } }) };
  };

  it('sends an open window of the app to its page, naming the entry for the page to mark read', async () => {
    const { sw, fake, clients } = fakeWorker([{ focused: false }, { focused: true }]);
    const { event, done, close } = tap({ path: '/dashboard/waitlist', notificationId: 'n1' });
    onNotificationClick(sw, event as unknown as NotificationEvent);
    await done();
    expect(close).toHaveBeenCalled();
    expect(clients[1]!.navigate).toHaveBeenCalledWith(
      `${ORIGIN}/dashboard/waitlist?notification=n1`,
    );
    expect(clients[0]!.navigate).not.toHaveBeenCalled();
    expect(fake.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none is open; a reminder (no entry) opens its page as it is', async () => {
    const { sw, fake } = fakeWorker();
    const { event, done } = tap({ path: '/dashboard/timetable', notificationId: null });
    onNotificationClick(sw, event as unknown as NotificationEvent);
    await done();
    expect(fake.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard/timetable`);
  });

  it('never leaves the site, whatever the data says', async () => {
    const { sw, fake } = fakeWorker();
    for (const path of ['//evil.test/x', '/\\evil.test/x', 'https://evil.test/', 42]) {
      const { event, done } = tap({ path, notificationId: null });
      onNotificationClick(sw, event as unknown as NotificationEvent);
      await done();
      expect(fake.clients.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/`);
    }
    expect(fake.clients.openWindow).toHaveBeenCalledTimes(4);
  });
});
