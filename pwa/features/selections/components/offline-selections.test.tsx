import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { queueChange } from '#pwa/lib/outbox/outbox.ts';
import { apiError, installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { selectChange } from '../api/selection-outbox.ts';

const email = 'student@academy.test';
const identity = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });

const tennis: Class = {
  _id: 'class-1',
  photo: '/images/classes/tennis.svg',
  Name: 'Tennis Basics',
  IName: 'Hannah Schmidt',
  Iemail: 'coach@academy.test',
  price: 49.99,
  sets: 12,
  status: 'approved',
  enrolled: 3,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const waiting = (id: string, Name: string): Selection => ({
  _id: id,
  selectedClassId: `class-${id}`,
  Name,
  photo: '/images/classes/tennis.svg',
  IName: 'Hannah Schmidt',
  price: 20,
  sets: 10,
  email,
  createdAt: new Date().toISOString(),
});

const queueSelect = (selection: Selection) => queueChange(selectChange(selection));

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

describe('selecting without a connection', () => {
  it('keeps a Select that could not reach the server and shows the class as selected', async () => {
    installFakeApi({
      ...sessionRoutes('student'),
      'GET class': () => json([tennis]),
      'GET select': () => json([]),
      'POST select': networkDown,
    });
    const { user } = renderApp('/classes', identity());
    const card = (await screen.findByRole('heading', { name: tennis.Name })).closest('li')!;
    await user.click(await within(card as HTMLElement).findByRole('button', { name: 'Select' }));

    await within(card as HTMLElement).findByRole('button', { name: /selected/i });
    // The card says the selection is on this device only, as My selected Classes does.
    expect(await within(card as HTMLElement).findByText('Waiting to sync')).toBeInTheDocument();
    const [entry] = await getLocalDb().outbox.toArray();
    expect(entry).toMatchObject({ op: 'select', state: 'pending', email });
    // Named for the list of changes on this device and the sign-out warning.
    expect(entry?.label).toEqual({
      message: 'outbox_label_select',
      params: { className: tennis.Name },
    });
    // The stored request's body (decision 020: it held the selection under `selection` before).
    expect((entry?.body as Selection | undefined)?.selectedClassId).toBe(tennis._id);
  });

  it("shows a waiting selection in My selected Classes as 'Waiting to sync'", async () => {
    await queueSelect(waiting('a', 'Morning Yoga'));
    installFakeApi({
      ...sessionRoutes('student'),
      'GET select': () => json([]),
      'POST select': networkDown,
    });
    renderApp('/dashboard/myclass', identity());

    const row = (await screen.findByRole('row', { name: /morning yoga/i })) as HTMLElement;
    expect(within(row).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('sends the waiting selection when the app starts online, exactly once', async () => {
    await queueSelect(waiting('a', 'Morning Yoga'));
    const stored: Selection[] = [];
    const calls = installFakeApi({
      ...sessionRoutes('student'),
      'GET select': () => json(stored),
      'POST select': (call) => {
        stored.push({ ...waiting('a', 'Morning Yoga'), _id: (call.body as { _id: string })._id });
        return json({ insertedId: 'a' });
      },
    });
    renderApp('/dashboard/myclass', identity());

    await waitFor(async () => expect(await getLocalDb().outbox.count()).toBe(0));
    const row = (await screen.findByRole('row', { name: /morning yoga/i })) as HTMLElement;
    await waitFor(() => expect(within(row).queryByText('Waiting to sync')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'select')).toHaveLength(
      1,
    );
  });

  it('shows why the server refused a queued selection, and Dismiss removes it', async () => {
    await queueSelect(waiting('a', 'Morning Yoga'));
    installFakeApi({
      ...sessionRoutes('student'),
      'GET select': () => json([]),
      'POST select': () => apiError(409, 'conflict', 'This class has no seats left.'),
    });
    const { user } = renderApp('/dashboard/myclass', identity());

    const row = (await screen.findByRole('row', { name: /morning yoga/i })) as HTMLElement;
    await within(row).findByText(/This class has no seats left\./);
    await user.click(within(row).getByRole('button', { name: /dismiss/i }));

    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /morning yoga/i })).not.toBeInTheDocument(),
    );
    expect(await getLocalDb().outbox.count()).toBe(0);
  });
});
