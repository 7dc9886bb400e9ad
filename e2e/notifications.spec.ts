// Notifications in the PWA: the service worker's push handling in Chromium, driven
// through the DevTools protocol's push delivery (ServiceWorker.deliverPushMessage, to the
// registration's id), the notification it shows read back with registration.getNotifications(),
// and its tap opening the page. The tap: a `notificationclick` dispatched inside the worker
// (Playwright's worker.evaluate) on the very notification it showed, waitUntil kept as a real
// event's; Chromium has no DevTools command that clicks a system notification.
// The bell and the page with the API's notifications (helpers B and P): the second describe.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';
import { CHROMIUM_PATH, chromiumLaunchOptions } from '../scripts/lib/chromium.ts';

test.use(GOES_OFFLINE);
// The headless shell keeps no notifications a service worker shows: the full browser does
// (decision 047).
test.use({ launchOptions: chromiumLaunchOptions(CHROMIUM_PATH) });

type Shown = {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: unknown;
};

/** The service worker registration's id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = (
        registrations as { registrationId: string; scopeURL: string; isDeleted: boolean }[]
      ).find((registration) => registration.scopeURL === scope && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function deliverPush(
  cdp: CDPSession,
  origin: string,
  id: string,
  data: unknown,
): Promise<void> {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: text });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // Chromium shows a badge; the DOM types of TypeScript 7 no longer list it.
    return (await registration.getNotifications()).map((notification) => {
      const { title, body, tag, icon, data } = notification;
      const { badge } = notification as Notification & { badge?: string };
      return { title, body, tag, icon, badge, data } as Shown;
    });
  });

/** What the worker posted to this page (the bell refreshes on NOTIFICATIONS_CHANGED). */
const listenToWorker = (page: Page) =>
  page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heardFromWorker: unknown[] }).heardFromWorker = heard;
    navigator.serviceWorker.addEventListener('message', (event) => heard.push(event.data));
  });
const heardFromWorker = (page: Page) =>
  page.evaluate(() => (window as unknown as { heardFromWorker: unknown[] }).heardFromWorker);

/** A tap on the notification with `tag`, inside the worker that showed it. */
async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  expect(worker, 'the service worker').toBeTruthy();
  await worker!.evaluate(async (wanted) => {
    // The worker's globals, which this file (typed for Node and pages) does not see.
    const scope = self as unknown as EventTarget & {
      registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
      clients: { matchAll(options: { type: 'window' }): Promise<unknown[]> };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    // The tap moves a window this worker controls; with none yet (a busy machine: the page's
    // control can reach the page before the worker's list), the app would open a window, which
    // an untrusted event may not. A person's tap is trusted, so that way is not the test's.
    for (let tries = 0; (await scope.clients.matchAll({ type: 'window' })).length === 0; tries++) {
      if (tries === 100) throw new Error('The worker controls no window');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`No notification tagged ${wanted}`);
    const event = new scope.NotificationEvent('notificationclick', { notification });
    // A dispatched event is untrusted, and its own waitUntil would throw: keep the promises.
    const waits: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => waits.push(p) });
    scope.dispatchEvent(event);
    await Promise.all(waits);
  }, tag);
}

async function pushReadyPage(page: Page, context: BrowserContext, baseURL: string, path = '/') {
  const origin = new URL(baseURL).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto(path);
  await waitForServiceWorkerControl(page);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, `${origin}/`);
  return { origin, cdp, id };
}

const PAYLOAD = {
  title: 'A seat is yours to take',
  body: 'A seat in Judo is held for you until Monday, 9:00 AM. Pay for it before then.',
  path: '/classes',
  tag: 'notification-e2e-1',
  notificationId: 'e2e-1',
};

test.describe('a push in the service worker (Chromium, DevTools push delivery)', () => {
  test('is shown with its words, icon and page, the open window is told, and its tap opens the page', async ({
    page,
    context,
    baseURL,
  }) => {
    const { origin, cdp, id } = await pushReadyPage(page, context, baseURL!);
    await listenToWorker(page);
    await deliverPush(cdp, origin, id, PAYLOAD);

    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    const [shown] = await shownNotifications(page);
    expect(shown).toEqual({
      title: PAYLOAD.title,
      body: PAYLOAD.body,
      tag: PAYLOAD.tag,
      icon: `${origin}/icons/icon-192.png`,
      badge: `${origin}/icons/badge-96.png`,
      data: { path: '/classes', notificationId: 'e2e-1' },
    });
    await expect
      .poll(() => heardFromWorker(page))
      .toContainEqual({ type: 'NOTIFICATIONS_CHANGED' });

    await tapNotification(context, PAYLOAD.tag);
    // The page it is about, naming the entry for the page to mark read (a visitor has none).
    await expect(page).toHaveURL(`${origin}/classes?notification=e2e-1`);
    await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
    await expect.poll(() => shownNotifications(page)).toHaveLength(0);
  });

  test('a push that is not ours (not JSON, another shape) shows nothing of ours', async ({
    page,
    context,
    baseURL,
  }) => {
    const { origin, cdp, id } = await pushReadyPage(page, context, baseURL!);
    await deliverPush(cdp, origin, id, 'not json');
    await deliverPush(cdp, origin, id, { title: 'Hi', path: 'https://elsewhere.test/' });
    await deliverPush(cdp, origin, id, { ...PAYLOAD, tag: 'after' });
    // The well-formed one after them arrives; the two before it left nothing.
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.tag))
      .toEqual(['after']);
  });
});

test.describe('the bell with the API', () => {
  test('a signed-in person has the bell; its list and the page pass axe; a push opened marks its entry read', async ({
    page,
    context,
    baseURL,
    createAccount,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(await createAccount());
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(/No notifications yet|Mark all as read/).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Also send as a push notification' }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // A push's tap: the page names the entry, and the app marks it read through the outbox.
    const { origin, cdp, id } = await pushReadyPage(
      page,
      context,
      baseURL!,
      '/dashboard/notifications',
    );
    await deliverPush(cdp, origin, id, { ...PAYLOAD, path: '/dashboard/timetable' });
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    // The page the tap opens records what it POSTs to mark read: a request that passes through the
    // service worker reaches Playwright without its body.
    await page.addInitScript(() => {
      const reads: unknown[] = [];
      Object.assign(window, { markedRead: reads });
      const send = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (request.method === 'POST' && request.url.endsWith('/api/notifications/read')) {
          reads.push(await request.clone().json());
        }
        return send(request);
      };
    });
    await tapNotification(context, PAYLOAD.tag);
    await expect(page).toHaveURL(`${origin}/dashboard/timetable`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { markedRead: unknown[] }).markedRead))
      .toEqual([{ ids: ['e2e-1'] }]);
  });

  test('at 390 px the bell leads to the page, which passes axe', async ({
    page,
    createAccount,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(await createAccount());
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
