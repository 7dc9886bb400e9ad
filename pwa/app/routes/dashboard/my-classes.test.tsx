import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Selection } from '#shared/schemas/selection.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { expectToast } from '#pwa/test/toasts.ts';

const email = 'student@academy.test';
const selection = (id: string, Name: string, price: number): Selection => ({
  _id: id,
  selectedClassId: `class-${id}`,
  Name,
  photo: '/images/classes/tennis.svg',
  IName: 'Hannah Schmidt',
  price,
  sets: 10,
  email,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function openMyClasses(selections: Selection[], { serverDown = false } = {}) {
  let rows = [...selections];
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET select': () => json(rows),
    'DELETE select/*': (call) => {
      if (serverDown) return { status: 502, body: '<html>Bad gateway</html>' };
      const before = rows.length;
      rows = rows.filter((row) => `select/${row._id}` !== call.path);
      return json({ deletedCount: before - rows.length });
    },
  });
  const identity = createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });
  return { ...renderApp('/dashboard/myclass', identity), calls };
}

describe('/dashboard/myclass', () => {
  it('lists the selected classes with #, class name, instructor, course fee, Delete, Pay and the total', async () => {
    openMyClasses([selection('a', 'Tennis Basics', 49.99), selection('b', 'Morning Yoga', 0.01)]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Course fee' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /tennis basics/i });
    expect(within(row).getByText('$49.99')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /pay/i })).toHaveAttribute(
      'href',
      '/dashboard/payment',
    );
    // 49.99 + 0.01 summed in cents
    expect(within(table).getByText('$50.00')).toBeInTheDocument();
  });

  it("shows a child's sibling discount and totals what the checkout will charge", async () => {
    openMyClasses([
      { ...selection('a', 'Swimming', 65), participantId: 'c1', participantName: 'Ayaan Lee' },
      {
        ...selection('b', 'Cricket', 50.05),
        participantId: 'c2',
        participantName: 'Maya Lee',
        discount: 5,
      },
    ]);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /cricket/i });
    expect(within(row).getByText('Sibling discount −$5.00')).toBeInTheDocument();
    expect(within(row).getByText('$45.05')).toBeInTheDocument();
    expect(within(row).getByText('$50.05').closest('s')).not.toBeNull();
    // 65 + 50.05 − 5, counted in cents.
    expect(within(table).getByText('$110.05')).toBeInTheDocument();
  });

  it("deletes after 'Are you sure?' / 'Yes, delete it!' and says 'Deleted!'", async () => {
    const { user, calls } = openMyClasses([
      selection('a', 'Tennis Basics', 49.99),
      selection('b', 'Morning Yoga', 30),
    ]);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /delete tennis basics/i }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    await expectToast('Deleted!');
    expect(screen.getByText('Your file has been deleted.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'select/a')).toBe(true);
    await waitFor(() =>
      expect(within(table).queryByRole('cell', { name: 'Tennis Basics' })).not.toBeInTheDocument(),
    );
  });

  it('queues the delete and says so, not "Deleted!", when the server does not answer', async () => {
    const { user } = openMyClasses([selection('a', 'Tennis Basics', 49.99)], { serverDown: true });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /delete tennis basics/i }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );

    expect(await screen.findByText('Deleted on this device')).toBeInTheDocument();
    expect(screen.getByText(/server is not answering/i)).toBeInTheDocument();
    const [entry] = await getLocalDb().outbox.toArray();
    expect(entry).toMatchObject({ op: 'unselect', id: 'a', email });
  });

  it('keeps the row until its delete is stored on this device', async () => {
    const { user } = openMyClasses([selection('a', 'Tennis Basics', 49.99)], { serverDown: true });
    const table = await screen.findByRole('table');
    // The outbox's writes wait for this gate (a slow device, a busy disk): until it opens, a
    // reload or a closed tab would lose the delete, so the row must still be there.
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const db = getLocalDb();
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    const writes = vi.spyOn(db, 'transaction').mockImplementation((async (...args: unknown[]) => {
      await gate;
      return transaction(...args);
    }) as never);
    onTestFinished(() => {
      writes.mockRestore();
    });
    await user.click(within(table).getByRole('button', { name: /delete tennis basics/i }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    // The delete has reached the outbox's write, which waits: the row is still there.
    await waitFor(() => expect(writes).toHaveBeenCalled());
    expect(within(table).getByRole('cell', { name: 'Tennis Basics' })).toBeInTheDocument();

    openGate();
    await waitFor(() =>
      expect(within(table).queryByRole('cell', { name: 'Tennis Basics' })).not.toBeInTheDocument(),
    );
    expect(await db.outbox.toArray()).toMatchObject([{ op: 'unselect', id: 'a' }]);
  });

  it('keeps the class when the user cancels the confirmation', async () => {
    const { user, calls } = openMyClasses([selection('a', 'Tennis Basics', 49.99)]);
    const table = await screen.findByRole('table');
    await user.click(await within(table).findByRole('button', { name: /delete tennis basics/i }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(within(table).getByRole('cell', { name: 'Tennis Basics' })).toBeInTheDocument();
  });

  it('shows an empty state with a way to the classes when nothing is selected', async () => {
    openMyClasses([]);
    expect(
      await screen.findByRole('heading', { name: 'No classes selected yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute(
      'href',
      '/classes',
    );
  });
});
