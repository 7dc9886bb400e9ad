// A full disk at the moment a student acts on a class (pwa/lib/outbox/outbox.ts): offline the
// change is said not to be saved and nothing shows it as waiting; online it goes to the server at
// once and shows as done.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { aClass } from '#pwa/test/classes.ts';
import { installFakeApi, json, sessionRoutes, type ApiCall } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { goOffline, fillTheDisk } from '#pwa/test/device.ts';
import { expectToast } from '#pwa/test/toasts.ts';

const email = 'student@academy.test';
const student = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });
const FULL = 'Your device is full: this change was not saved. Free some space, then try again.';

const full = aClass({ _id: 'tennis', Name: 'Tennis Basics', sets: 0, enrolled: 12 });
const open = aClass({ _id: 'yoga', Name: 'Morning Yoga', sets: 5 });

/** The first render of a test file loads the route modules: slow on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

async function openCatalogue(routes: Parameters<typeof installFakeApi>[0] = {}) {
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET class': () => json([full, open]),
    'GET select': () => json([]),
    'GET waitlist': () => json([]),
    ...routes,
  });
  const app = renderApp('/classes', student());
  await screen.findByRole('heading', { name: full.Name }, FIRST_LOAD);
  const card = (name: string) =>
    within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);
  return { ...app, calls, card };
}

const sent = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('a full disk', () => {
  it('offline: Select says the change was not saved, and nothing waits to sync', async () => {
    const { user, card, calls } = await openCatalogue();
    const select = card(open.Name).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(select).toBeEnabled());
    fillTheDisk();
    goOffline();

    await user.click(select);

    expect(await screen.findByText(FULL)).toBeInTheDocument();
    expect(screen.queryByText('Saved on this device')).toBeNull();
    expect(card(open.Name).queryByRole('button', { name: 'Waiting to sync' })).toBeNull();
    expect(card(open.Name).getByRole('button', { name: 'Select' })).toBeEnabled();
    expect(sent(calls, 'select')).toHaveLength(0);
    expect(await getLocalDb().outbox.count()).toBe(0);
  });

  it('online: Join waitlist goes to the server at once and says it is done', async () => {
    let line: WaitlistEntry[] = [];
    const { user, card, calls } = await openCatalogue({
      'GET waitlist': () => json(line),
      'POST waitlist': (call) => {
        const { id } = call.body as { id: string };
        line = [
          {
            id,
            classId: full._id,
            className: full.Name,
            status: 'waiting',
            place: 3,
            offerExpiresAt: null,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ];
        return json(line[0], 201);
      },
    });
    const join = await card(full.Name).findByRole('button', { name: 'Join waitlist' });
    await waitFor(() => expect(join).toBeEnabled());
    fillTheDisk();

    await user.click(join);

    await expectToast('You joined the waitlist');
    expect(sent(calls, 'waitlist')).toHaveLength(1);
    expect(await card(full.Name).findByText('You are 3rd in line')).toBeVisible();
    expect(screen.queryByText('Saved on this device')).toBeNull();
    expect(await getLocalDb().outbox.count()).toBe(0);
  });
});
