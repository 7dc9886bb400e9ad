// The navbar's connection pill opens the one list of the person's changes on this device: each
// named, when it was queued, waiting (and why) or refused (the reason, its page, Dismiss).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import { getLocalDb, type OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const email = 'student@academy.test';
const identity = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });

/** Yesterday at this wall time, in the reader's (the test's) time zone. */
function yesterdayAt(hours: number, minutes: number): string {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  day.setHours(hours, minutes, 0, 0);
  return day.toISOString();
}

const selectFootball: OutboxEntry = {
  id: 'sel-1',
  op: 'select',
  method: 'POST',
  path: 'select',
  body: { _id: 'sel-1', selectedClassId: 'class-1', email, Name: 'Football' },
  email,
  state: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: yesterdayAt(9, 12),
  label: { message: 'outbox_label_select', params: { className: 'Football' } },
};
const refusedJoin: OutboxEntry = {
  id: 'w-1',
  op: 'waitlist-join',
  method: 'POST',
  path: 'waitlist',
  body: { id: 'w-1', classId: 'class-2', className: 'Swimming', participantName: 'Maya Lee' },
  email,
  state: 'refused',
  attempts: 1,
  lastError: 'The class has ended.',
  lastErrorReason: null,
  createdAt: yesterdayAt(10, 30),
  label: {
    message: 'outbox_label_waitlist_join',
    params: { className: 'Swimming', name: 'Maya Lee' },
  },
};
/** A delete queued by an older version of the app: no label, and no body to name it from. */
const oldDelete: OutboxEntry = {
  id: 'sel-0',
  op: 'unselect',
  method: 'DELETE',
  path: 'select/sel-0',
  email,
  state: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
};
/** Someone else's, left on this device by a logout: not theirs to see. */
const someoneElses: OutboxEntry = {
  ...selectFootball,
  id: 'sel-other',
  email: 'other@academy.test',
  label: { message: 'outbox_label_select', params: { className: 'Boxing' } },
};

async function seed(...entries: OutboxEntry[]) {
  await getLocalDb().outbox.bulkPut(entries);
}

function openOffline(path = '/classes') {
  installFakeApi({ ...sessionRoutes('student'), 'GET class': () => json([]) });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return renderApp(path, identity());
}

/** The pill is in both of the navbar's rows (CSS shows one): the first will do. */
async function pillButton(name: RegExp) {
  const [first] = await screen.findAllByRole('button', { name });
  return first!;
}

describe('the list of changes on this device', () => {
  it('lists the person’s changes oldest first, each named, with when it was queued and where it stands', async () => {
    await seed(oldDelete, refusedJoin, selectFootball, someoneElses);
    const { user } = openOffline();
    const pill = await pillButton(
      /^Offline: 2 changes waiting to sync\. Show the changes on this device$/,
    );
    expect(pill).toHaveAttribute('aria-haspopup', 'dialog');
    expect(pill).toHaveAttribute('aria-expanded', 'false');

    await user.click(pill);
    const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
    expect(pill).toHaveAttribute('aria-expanded', 'true');
    const list = await within(panel).findByRole('list', { name: 'Changes on this device' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Select Football');
    expect(first).toHaveTextContent('Queued yesterday at 9:12 AM');
    expect(first).toHaveTextContent('Waiting to sync');
    expect(first).toHaveTextContent('It will be sent when the connection returns.');
    expect(within(first).queryByRole('button')).toBeNull();

    expect(second).toHaveTextContent('Join the waitlist for Swimming (for Maya Lee)');
    expect(second).toHaveTextContent('Queued yesterday at 10:30 AM');
    expect(second).toHaveTextContent('Not saved');
    expect(second).toHaveTextContent('The class has ended.');
    expect(second).not.toHaveTextContent('Waiting to sync');
    expect(
      within(second).getByRole('link', {
        name: 'Open the page for “Join the waitlist for Swimming (for Maya Lee)”',
      }),
    ).toHaveAttribute('href', '/dashboard/waitlist');

    expect(third).toHaveTextContent('A change to your selections');
    expect(third).toHaveTextContent(/Queued at \d{1,2}:\d{2} [AP]M/);
    expect(panel).not.toHaveTextContent('Boxing');
    // This browser never promised to keep them: the list says what that means, once.
    expect(panel).toHaveTextContent(
      'This browser may clear saved data when space runs low or after some days without use',
    );
  });

  it('says nothing of clearing where the browser keeps the data', async () => {
    Object.defineProperty(navigator, 'storage', {
      value: { persisted: async () => true, persist: async () => true },
      configurable: true,
    });
    try {
      await seed(selectFootball);
      const { user } = openOffline();
      await user.click(await pillButton(/^Offline: 1 change waiting to sync/));
      const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
      await within(panel).findByText('Select Football');
      expect(panel).not.toHaveTextContent('may clear saved data');
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });

  it('Dismiss forgets a refused change and keeps the focus in the list', async () => {
    await seed(selectFootball, refusedJoin);
    const { user } = openOffline();
    await user.click(await pillButton(/^Offline: 1 change waiting to sync/));
    const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
    await user.click(
      await within(panel).findByRole('button', {
        name: 'Dismiss “Join the waitlist for Swimming (for Maya Lee)”',
      }),
    );

    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(panel).not.toHaveTextContent('Swimming');
    expect(await getLocalDb().outbox.get('w-1')).toBeUndefined();
    expect(await getLocalDb().outbox.get('sel-1')).toBeDefined();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
  });

  it('its link opens the page where the change shows, and closes the list', async () => {
    await seed(refusedJoin, selectFootball);
    const { user, router } = openOffline();
    await user.click(await pillButton(/^Offline: 1 change waiting to sync/));
    const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
    await user.click(await within(panel).findByRole('link', { name: /^Open the page for/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/waitlist'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a change still waits while the server does not answer', async () => {
    await seed({ ...selectFootball, attempts: 1, lastError: 'We could not reach the server.' });
    installFakeApi({
      ...sessionRoutes('student'),
      'GET class': () => json([]),
      'POST select': () => json('<html>Bad Gateway</html>', 502),
    });
    const { user } = renderApp('/classes', identity());
    await user.click(await pillButton(/^1 change waiting to sync\. Show the changes/));
    const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
    const [item] = await within(panel).findAllByRole('listitem');
    expect(item).toHaveTextContent('Select Football');
    expect(item).toHaveTextContent('The server did not answer; it will be tried again.');
    expect(item).not.toHaveTextContent('We could not reach the server.');
  });

  it('says when nothing waits', async () => {
    const { user } = openOffline();
    await user.click(await pillButton(/^Offline\. Show the changes on this device$/));
    const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
    expect(await within(panel).findByText('Nothing waiting')).toBeVisible();
    expect(panel).toHaveTextContent('Every change you made here has reached the server.');
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('keeps the pill while the list is open and all is sent, then goes when it closes', async () => {
    await seed(selectFootball);
    const posted: unknown[] = [];
    installFakeApi({
      ...sessionRoutes('student'),
      'GET class': () => json([]),
      'POST select': (call) => {
        posted.push(call.body);
        return json({ insertedId: 'sel-1' });
      },
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderApp('/classes', identity());
    await user.click(await pillButton(/^Offline: 1 change waiting to sync/));
    const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
    expect(await within(panel).findByText('Select Football')).toBeVisible();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await within(panel).findByText('Nothing waiting')).toBeVisible();
    const pill = await pillButton(/^Show the changes on this device$/);
    expect(pill).toHaveTextContent('All sent');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('All sent')).toBeNull());
  });

  it('opens from the keyboard, tabs through its actions, and gives the focus back on Escape', async () => {
    await seed(selectFootball, refusedJoin);
    const { user } = openOffline();
    const pill = await pillButton(/^Offline: 1 change waiting to sync/);
    pill.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
    await within(panel).findAllByRole('listitem');
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));

    const open = within(panel).getByRole('link', { name: /^Open the page for/ });
    const dismiss = within(panel).getByRole('button', { name: /^Dismiss/ });
    // From wherever the panel put the focus, Tab reaches the link, then Dismiss.
    for (let step = 0; step < 3 && document.activeElement !== open; step += 1) await user.tab();
    expect(open).toHaveFocus();
    await user.tab();
    expect(dismiss).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pill).toHaveFocus();
    expect(pill).toHaveAttribute('aria-expanded', 'false');
  });

  it('says it all in Bangla', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    await seed(selectFootball, refusedJoin);
    const { user } = openOffline('/bn/classes');
    await user.click(
      await pillButton(/^অফলাইন: ১টি পরিবর্তন সিঙ্কের অপেক্ষায়। এই ডিভাইসে থাকা পরিবর্তনগুলো দেখুন$/),
    );
    const panel = await screen.findByRole('dialog', { name: 'এই ডিভাইসে থাকা পরিবর্তন' });
    const [first, second] = (await within(panel).findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('Football সিলেক্ট করা');
    expect(first).toHaveTextContent('অপেক্ষায় রাখা হয়েছে: গতকাল, ৯:১২ সকাল');
    expect(first).toHaveTextContent('সিঙ্কের অপেক্ষায়');
    expect(first).toHaveTextContent('ইন্টারনেট সংযোগ ফিরলেই পাঠানো হবে।');
    expect(second).toHaveTextContent('Maya Lee-এর জন্য Swimming ক্লাসের ওয়েটলিস্টে যোগ দেওয়া');
    expect(second).toHaveTextContent('সেভ হয়নি');
    expect(within(second).getByRole('link', { name: /পেজটি খুলুন$/ })).toBeVisible();
    expect(within(second).getByRole('button', { name: /সরিয়ে দিন$/ })).toBeVisible();
  });
});
