import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/schemas/notifications.ts';
import { getLocalDb, type OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { goOffline } from '#pwa/test/device.ts';

// Counts the evaluations of the popover's module (its exports stay the real ones).
const popoverModuleLoaded = vi.hoisted(() => vi.fn());
vi.mock('./bell-popover.tsx', async (importOriginal) => {
  popoverModuleLoaded();
  return importOriginal();
});

const email = 'student@academy.test';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notifications: Notification[] = [
  {
    id: 'n-refund',
    kind: 'refund',
    params: { amount: 49.99, classNames: 'Tennis Basics' },
    path: '/dashboard/studentpayments',
    readAt: null,
    createdAt: minutesAgo(5),
  },
  {
    id: 'n-moved',
    kind: 'session_cancelled',
    params: {
      className: 'Morning Yoga',
      startsAt: '2026-03-02T03:00:00.000Z',
      venue: 'dhaka',
      reason: 'The hall is closed',
    },
    path: '/dashboard/timetable',
    readAt: null,
    createdAt: minutesAgo(60),
  },
  {
    id: 'n-old',
    kind: 'payment_receipt',
    params: { amount: 49.99, count: 1, transactionId: 'pi_1' },
    path: '/dashboard/studentpayments',
    readAt: minutesAgo(100),
    createdAt: minutesAgo(120),
  },
];

/** The API as B's routes answer it: the list, and marking read (ids or all). */
function notificationServer(initial = notifications) {
  let rows = initial.map((row) => ({ ...row }));
  const response = () =>
    json({ notifications: rows, unread: rows.filter((row) => row.readAt === null).length });
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET notifications': response,
    'POST notifications/read': ({ body }) => {
      const marked = body as { ids?: string[]; all?: true };
      const now = new Date().toISOString();
      rows = rows.map((row) =>
        row.readAt === null && (marked.all || marked.ids?.includes(row.id))
          ? { ...row, readAt: now }
          : row,
      );
      return json({ ok: true });
    },
    'GET timetable': () => json([]),
    'GET payments': () => json({ payments: [], next: null }),
  });
  return { calls, reads: () => calls.filter((call) => call.path === 'notifications/read') };
}

function openAt(path: string) {
  const identity = createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });
  return renderApp(path, identity);
}

/** The bell's popover trigger (wider screens; phones get a link to the page). */
const bellButton = (name: RegExp | string) => screen.findByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bell in the navigation bar', () => {
  // First in the file: a module is evaluated once per test file.
  it('shows its count without the popover’s code, which loads when a pointer comes over it', async () => {
    notificationServer();
    const { user } = openAt('/dashboard/timetable');
    const bell = await bellButton('Notifications, 2 unread');
    expect(within(bell).getByText('2')).toBeVisible();
    expect(popoverModuleLoaded).not.toHaveBeenCalled();

    await user.hover(bell);
    await waitFor(() => expect(popoverModuleLoaded).toHaveBeenCalledOnce());
    await user.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
  });

  it('opens with the keyboard, lists the entries, and gives the focus back on Escape', async () => {
    notificationServer();
    const { user } = openAt('/dashboard/timetable');
    const bell = await bellButton('Notifications, 2 unread');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // The focus starts loading the popover's code; Enter opens it once loaded.
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    // The button closes what it opened (a click on it is not a click outside that reopens).
    await user.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await user.click(bell);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the unread count, and lists each notification in its words, its age, unread marked', async () => {
    notificationServer();
    const { user } = openAt('/dashboard/timetable');
    const bell = await bellButton('Notifications, 2 unread');
    expect(within(bell).getByText('2')).toBeVisible();
    // On phones the bell is a link to the whole page, with the same name.
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Unread:');
    expect(items[0]).toHaveTextContent('Refund issued');
    expect(items[0]).toHaveTextContent('$49.99 is being refunded to your card for Tennis Basics.');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent(
      'Morning Yoga on Monday, March 2, 9:00 AM is cancelled. Reason: The hall is closed',
    );
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(items[2]).toHaveTextContent('Payment received');
  });

  it('opens the page an entry is about and marks that entry read', async () => {
    const server = notificationServer();
    const { user, router } = openAt('/dashboard/timetable');
    await user.click(await bellButton('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: /Refund issued/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/studentpayments'));
    await waitFor(() => expect(server.reads()).toHaveLength(1));
    expect(server.reads()[0]!.body).toEqual({ ids: ['n-refund'] });
    expect(await bellButton('Notifications, 1 unread')).toBeInTheDocument();
    expect(await getLocalDb().outbox.count()).toBe(0);
  });

  it('marks all as read', async () => {
    const server = notificationServer();
    const { user } = openAt('/dashboard/timetable');
    await user.click(await bellButton('Notifications, 2 unread'));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(server.reads()).toHaveLength(1));
    expect(server.reads()[0]!.body).toEqual({ ids: ['n-refund', 'n-moved'] });
    expect(await bellButton('Notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('offline, marks read at once and keeps the change in the outbox until it can be sent', async () => {
    const server = notificationServer();
    const { user } = openAt('/dashboard/timetable');
    await user.click(await bellButton('Notifications, 2 unread'));
    await act(async () => {
      goOffline();
    });
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: /Session cancelled/ }));

    expect(await bellButton('Notifications, 1 unread')).toBeInTheDocument();
    const [waiting] = await getLocalDb().outbox.toArray();
    expect(waiting).toMatchObject({
      op: 'notification-read',
      method: 'POST',
      path: 'notifications/read',
      body: { ids: ['n-moved'] },
      state: 'pending',
    });
    expect(server.reads()).toHaveLength(0);
  });

  it('shows a change made offline that the server refused as an entry; marking it read dismisses it', async () => {
    notificationServer([]);
    const refusal: OutboxEntry = {
      id: 'sel-1',
      op: 'select',
      method: 'POST',
      path: 'select',
      body: {},
      email,
      state: 'refused',
      attempts: 1,
      lastError: 'This class is full.',
      lastErrorReason: null,
      createdAt: minutesAgo(2),
    };
    await getLocalDb().outbox.put(refusal);
    const { user } = openAt('/dashboard/timetable');
    await user.click(await bellButton('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const [item] = within(panel).getAllByRole('listitem');
    expect(item).toHaveTextContent('Made offline, not saved');
    expect(item).toHaveTextContent('This class is full.');
    // Its feature's words, and its page (where the refusal also stands).
    expect(await within(item!).findByRole('link', { name: /selection/i })).toHaveAttribute(
      'href',
      '/dashboard/myclass',
    );

    await user.click(within(item!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(async () => expect(await getLocalDb().outbox.count()).toBe(0));
    expect(await bellButton('Notifications')).toBeInTheDocument();
  });

  it('marks read the entry a push opened (its id in the address), and takes it out of the address', async () => {
    const server = notificationServer();
    const { router } = openAt('/dashboard/timetable?week=2026-03-01&notification=n-moved');
    await waitFor(() => expect(server.reads()).toHaveLength(1));
    expect(server.reads()[0]!.body).toEqual({ ids: ['n-moved'] });
    expect(router.state.location.search).toBe('?week=2026-03-01');
    expect(await bellButton('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('asks the server again when the service worker says a push arrived', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    try {
      const server = notificationServer();
      openAt('/dashboard/timetable');
      await bellButton('Notifications, 2 unread');
      const asked = () => server.calls.filter((call) => call.path === 'notifications').length;
      const before = asked();
      await act(async () => {
        worker.dispatchEvent(
          new MessageEvent('message', { data: { type: 'NOTIFICATIONS_CHANGED' } }),
        );
      });
      await waitFor(() => expect(asked()).toBe(before + 1));
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('is not there for a visitor', async () => {
    const calls = installFakeApi({});
    renderApp('/instructor', createFakeIdentity());
    expect(await screen.findByRole('link', { name: /login/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(calls.filter((call) => call.path === 'notifications')).toHaveLength(0);
  });
});
