import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import { englishOnPage } from '#pwa/test/bangla-dashboards.fixtures.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { base64UrlBytes } from '../api/push-on-device.ts';
import { goOffline } from '#pwa/test/device.ts';

const email = 'student@academy.test';
// A P-256 public key's length in base64url (65 bytes), as the server hands it out.
const PUBLIC_KEY = `B${'A'.repeat(85)}`;
const SUBSCRIPTION = {
  endpoint: 'https://push.example.test/send/device-1',
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

/**
 * The browser's push parts as far as the page uses them: Notification's permission (with the
 * answer the person gives when asked) and the service worker registration's pushManager.
 */
function fakePush({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
} = {}) {
  const state = { permission, subscription: null as null | Record<string, unknown> };
  const unsubscribe = vi.fn(async () => {
    state.subscription = null;
    return true;
  });
  const makeSubscription = (key?: Uint8Array) => ({
    ...SUBSCRIPTION,
    options: { applicationServerKey: key ? key.buffer : null },
    toJSON: () => SUBSCRIPTION,
    unsubscribe,
  });
  if (subscribed) state.subscription = makeSubscription();
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    state.subscription = makeSubscription(options.applicationServerKey as Uint8Array);
    return state.subscription;
  });
  const pushManager = { getSubscription: async () => state.subscription, subscribe };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      getRegistration: async () => ({ pushManager }),
    }),
  });
  return { requestPermission, subscribe, unsubscribe };
}

function openSettings(pushKinds: string[] = ['refund', 'session_reminder']) {
  let saved = [...pushKinds];
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET notifications': () => json({ notifications: [], unread: 0 }),
    'GET notification-settings': () => json({ pushKinds: saved }),
    'PUT notification-settings': ({ body }) => {
      saved = (body as { pushKinds: string[] }).pushKinds;
      return json({ pushKinds: saved });
    },
    'GET push/public-key': () => json({ publicKey: PUBLIC_KEY }),
    'POST push-subscriptions': () => json({ ok: true }, 201),
    'DELETE push-subscriptions': () => json({ ok: true }),
  });
  const identity = createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });
  const view = renderApp('/dashboard/notifications', identity);
  const sent = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { ...view, calls, sent };
}

const deviceSwitch = () =>
  screen.findByRole('switch', { name: /Push notifications on this device/ });

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('/dashboard/notifications: which kinds also come as a push', () => {
  it('shows a switch per kind a student gets, each saved at once with PUT', async () => {
    fakePush();
    const { user, sent } = openSettings();
    const group = await screen.findByRole('group', { name: 'Also send as a push notification' });
    const switches = await within(group).findAllByRole('switch');
    expect(switches).toHaveLength(9);
    // What another guardian paid for the children sits with the payments' switches.
    const paidByOther = within(group).getByRole('switch', {
      name: 'Classes another guardian paid for',
    });
    const approved = within(group).getByRole('switch', { name: 'A payment checked and accepted' });
    expect(switches.indexOf(paidByOther)).toBe(switches.indexOf(approved) + 1);
    expect(within(group).queryByRole('switch', { name: 'Class approved' })).toBeNull();
    expect(within(group).getByRole('switch', { name: 'Refund' })).toBeChecked();
    expect(within(group).getByRole('switch', { name: 'Payment receipt' })).not.toBeChecked();

    await user.click(within(group).getByRole('switch', { name: 'Payment receipt' }));
    await waitFor(() => expect(sent('PUT', 'notification-settings')).toHaveLength(1));
    expect(sent('PUT', 'notification-settings')[0]!.body).toEqual({
      pushKinds: ['refund', 'session_reminder', 'payment_receipt'],
    });
    expect(within(group).getByRole('switch', { name: 'Payment receipt' })).toBeChecked();

    await user.click(within(group).getByRole('switch', { name: 'Refund' }));
    await waitFor(() => expect(sent('PUT', 'notification-settings')).toHaveLength(2));
    expect(sent('PUT', 'notification-settings')[1]!.body).toEqual({
      pushKinds: ['session_reminder', 'payment_receipt'],
    });
  });

  it('offline, says a connection is needed and keeps the switches still', async () => {
    fakePush();
    openSettings();
    await screen.findByRole('group', { name: 'Also send as a push notification' });
    await act(async () => {
      goOffline();
    });
    expect(
      screen.getAllByText('You are offline. Changing notification settings needs a connection.'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Refund' })).toBeDisabled();
    expect(await deviceSwitch()).toBeDisabled();
  });
});

describe('/dashboard/notifications: push notifications on this device', () => {
  it('asks permission only on the tap, subscribes with the server’s key, and sends the subscription with the language', async () => {
    const push = fakePush();
    const { user, sent } = openSettings();
    const device = await deviceSwitch();
    await waitFor(() => expect(device).toBeEnabled());
    expect(device).not.toBeChecked();
    expect(push.requestPermission).not.toHaveBeenCalled();

    await user.click(device);
    await waitFor(() => expect(device).toBeChecked());
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(PUBLIC_KEY),
    });
    expect(sent('POST', 'push-subscriptions').map((call) => call.body)).toEqual([
      { ...SUBSCRIPTION, locale: 'en' },
    ]);
    expect(screen.getByText(/^On: this device gets your push notifications/)).toBeVisible();
  });

  it('turning it off tells the server to forget the device, then unsubscribes', async () => {
    const push = fakePush({ permission: 'granted', subscribed: true });
    const { user, sent } = openSettings();
    const device = await deviceSwitch();
    await waitFor(() => expect(device).toBeChecked());
    await user.click(device);
    await waitFor(() => expect(device).not.toBeChecked());
    expect(sent('DELETE', 'push-subscriptions').map((call) => call.body)).toEqual([
      { endpoint: SUBSCRIPTION.endpoint },
    ]);
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('when the person does not allow it, stays off and says so; nothing is subscribed', async () => {
    const push = fakePush({ answer: 'default' });
    const { user, sent } = openSettings();
    const device = await deviceSwitch();
    await waitFor(() => expect(device).toBeEnabled());
    await user.click(device);
    expect(
      await screen.findByText(/You did not allow notifications, so they stay off/),
    ).toBeVisible();
    expect(device).not.toBeChecked();
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(sent('POST', 'push-subscriptions')).toHaveLength(0);
  });

  it('when notifications are blocked for the site, says how to allow them', async () => {
    fakePush({ permission: 'denied' });
    openSettings();
    expect(await screen.findByText(/Notifications are blocked for this site/)).toHaveTextContent(
      'set Notifications to Allow',
    );
    expect(screen.queryByRole('switch', { name: /on this device/ })).toBeNull();
  });

  it('says when the browser cannot get push notifications at all', async () => {
    openSettings();
    expect(await screen.findByText(/This browser cannot show push notifications/)).toBeVisible();
    expect(screen.queryByRole('switch', { name: /on this device/ })).toBeNull();
  });

  it('leaves no subscription behind when the server does not take it', async () => {
    const push = fakePush();
    const { user } = openSettings();
    installFakeApi({
      ...sessionRoutes('student'),
      'GET push/public-key': () => json({ publicKey: PUBLIC_KEY }),
      'POST push-subscriptions': () => ({
        status: 400,
        body: { error: { code: 'invalid', message: 'That subscription is not valid.' } },
      }),
    });
    const device = await deviceSwitch();
    await waitFor(() => expect(device).toBeEnabled());
    await user.click(device);
    expect(
      await screen.findByText('Push notifications could not be turned on. Try again.'),
    ).toBeVisible();
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    expect(device).not.toBeChecked();
  });
});

describe('/dashboard/notifications in Bangla', () => {
  it('says every word in Bangla but the data (a class’s name)', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    fakePush({ permission: 'denied' });
    installFakeApi({
      ...sessionRoutes('student'),
      'GET notifications': () =>
        json({
          notifications: [
            {
              id: 'n1',
              kind: 'refund',
              params: { amount: 49.99, classNames: 'Tennis Basics' },
              path: '/dashboard/studentpayments',
              readAt: null,
              createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
            },
          ],
          unread: 1,
        }),
      'GET notification-settings': () => json({ pushKinds: ['refund'] }),
    });
    const identity = createFakeIdentity({
      accounts: [{ email, password: 'Student@123', displayName: 'Sam Student', photoURL: null }],
      signedInAs: email,
    });
    renderApp('/dashboard/notifications', identity);
    expect(await screen.findByRole('heading', { level: 1, name: 'নোটিফিকেশন' })).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'রিফান্ড' })).toBeChecked();
    expect(await screen.findByText(/এই সাইটের নোটিফিকেশন ব্লক করা আছে/)).toBeVisible();
    expect(screen.getByText('পড়া হয়নি:', { exact: false })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });
});

describe('logging out', () => {
  it('unsubscribes this device, so the next person on it gets none of the last one’s pushes', async () => {
    const push = fakePush({ permission: 'granted', subscribed: true });
    const { user } = openSettings();
    await waitFor(async () => expect(await deviceSwitch()).toBeChecked());
    const [logout] = screen.getAllByRole('button', { name: 'Logout' });
    await user.click(logout!);
    await waitFor(() => expect(push.unsubscribe).toHaveBeenCalledTimes(1));
  });
});
