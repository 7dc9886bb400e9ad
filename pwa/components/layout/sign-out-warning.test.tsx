// Logout with changes still waiting on this device asks first, names them and says what becomes
// of them; with nothing waiting it signs out at once, as it always did.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import { getLocalDb, type OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { NoopObserver } from '#pwa/test/noop-observer.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const email = 'student@academy.test';

const waiting = (id: string, className: string, minutesAgo: number): OutboxEntry => ({
  id,
  op: 'select',
  method: 'POST',
  path: 'select',
  body: { _id: id, selectedClassId: `class-${id}`, email, Name: className },
  email,
  state: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  label: { message: 'outbox_label_select', params: { className } },
});
const leaveSwimming: OutboxEntry = {
  id: 'w-1',
  op: 'waitlist-leave',
  method: 'DELETE',
  path: 'waitlist/w-1',
  email,
  state: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  label: { message: 'outbox_label_waitlist_leave', params: { className: 'Swimming' } },
};

/** Offline: what waits stays waiting (the sync would send it otherwise). */
function open(path = '/classes') {
  installFakeApi({ ...sessionRoutes('student'), 'GET class': () => json([]) });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  // Signed out, the app goes home, whose hero slider (Embla) starts a little later and needs
  // IntersectionObserver: on a busy machine that can come before the test ends.
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  onTestFinished(() => void vi.unstubAllGlobals());
  const identity = createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });
  return { identity, ...renderApp(path, identity) };
}

/** The header's Logout (signed in); the phone menu has its own. */
const logoutButton = async (name = 'Logout') =>
  (await screen.findAllByRole('button', { name }))[0]!;
const signedOut = () => screen.findAllByRole('link', { name: 'Login' });

describe('signing out with changes still waiting', () => {
  it('warns first: how many, which, and what becomes of them; Stay signed in is focused', async () => {
    await getLocalDb().outbox.bulkPut([
      waiting('a', 'Football', 50),
      leaveSwimming,
      waiting('b', 'Tennis', 10),
    ]);
    const { user, identity } = open();
    await user.click(await logoutButton());

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out with changes not sent?',
    });
    expect(dialog).toHaveTextContent(
      '3 changes you made on this device have not reached the server yet:',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Select Football', 'Leave the waitlist for Swimming', 'Select Tennis']);
    expect(dialog).toHaveTextContent(
      'They stay on this device and are sent when you sign in here again. Nobody else who signs in on this device sends them.',
    );
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(identity.currentUser()).not.toBeNull();
  });

  it('Stay signed in keeps the session, and the focus returns to Logout', async () => {
    await getLocalDb().outbox.put(waiting('a', 'Football', 5));
    const { user, identity } = open();
    const logout = await logoutButton();
    await user.click(logout);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(logout).toHaveFocus();
    expect(identity.currentUser()).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(await getLocalDb().outbox.count()).toBe(1);
  });

  it('Escape is Stay signed in; Tab stays between the two choices', async () => {
    await getLocalDb().outbox.put(waiting('a', 'Football', 5));
    const { user, identity } = open();
    await user.click(await logoutButton());
    const dialog = await screen.findByRole('alertdialog');
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    const anyway = within(dialog).getByRole('button', { name: 'Sign out anyway' });
    expect(stay).toHaveFocus();
    await user.tab();
    expect(anyway).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(identity.currentUser()).not.toBeNull();
  });

  it('Sign out anyway signs out, and the changes stay on this device', async () => {
    await getLocalDb().outbox.bulkPut([waiting('a', 'Football', 5), leaveSwimming]);
    const { user, identity, router } = open('/dashboard/myclass');
    await user.click(await logoutButton());
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));

    expect(await signedOut()).not.toHaveLength(0);
    expect(identity.currentUser()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await getLocalDb().outbox.toArray()).map((entry) => entry.id).sort()).toEqual([
      'a',
      'w-1',
    ]);
  });

  it('names the first five and counts the rest', async () => {
    const classes = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    await getLocalDb().outbox.bulkPut(
      classes.map((name, index) => waiting(name, `Class ${name}`, 100 - index)),
    );
    const { user } = open();
    await user.click(await logoutButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Select Class A',
      'Select Class B',
      'Select Class C',
      'Select Class D',
      'Select Class E',
      'and 2 more',
    ]);
  });

  it('from the phone menu too, which stays open under the warning', async () => {
    await getLocalDb().outbox.put(waiting('a', 'Football', 5));
    const { user, identity } = open();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Logout' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      '1 change you made on this device has not reached the server yet:',
    );
    // The menu stays open under the warning: Stay signed in goes back to it.
    expect(menu).toBeInTheDocument();
    expect(menu).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    expect(await signedOut()).not.toHaveLength(0);
    expect(identity.currentUser()).toBeNull();
  });
});

describe('signing out with nothing waiting', () => {
  it('signs out at once, with no question', async () => {
    const { user, identity } = open();
    await user.click(await logoutButton());
    expect(await signedOut()).not.toHaveLength(0);
    expect(identity.currentUser()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks nothing for refused changes or another person’s: nothing more is sent of them', async () => {
    await getLocalDb().outbox.bulkPut([
      { ...waiting('a', 'Football', 5), state: 'refused', lastError: 'Full.' },
      { ...waiting('b', 'Tennis', 5), email: 'other@academy.test' },
    ]);
    const { user, identity } = open();
    await user.click(await logoutButton());
    expect(await signedOut()).not.toHaveLength(0);
    expect(identity.currentUser()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the warning in Bangla', () => {
  it('says it all in Bangla, with Bengali digits', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    await getLocalDb().outbox.bulkPut([waiting('a', 'Football', 50), leaveSwimming]);
    const { user } = open('/bn/classes');
    await user.click(await logoutButton('লগআউট'));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'পরিবর্তন না পাঠিয়েই লগআউট করবেন?',
    });
    expect(dialog).toHaveTextContent('এই ডিভাইসে করা আপনার ২টি পরিবর্তন এখনো সার্ভারে পৌঁছায়নি:');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Football সিলেক্ট করা', 'Swimming ক্লাসের ওয়েটলিস্ট ছেড়ে দেওয়া']);
    expect(dialog).toHaveTextContent('এগুলো এই ডিভাইসেই থাকবে');
    expect(within(dialog).getByRole('button', { name: 'লগইন অবস্থায় থাকুন' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'তবুও লগআউট করুন' })).toBeVisible();
  });
});
