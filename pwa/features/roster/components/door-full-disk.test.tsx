// The door on a phone whose disk is full (pwa/lib/outbox/outbox.ts): a tick offline is said not to
// be saved, in red, and the row is not ticked; online the check-in goes to the server at once.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passDigest } from '#shared/check-in/pass.ts';
import type { Roster } from '#shared/schemas/roster.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { installFakeApi, json, sessionRoutes, type ApiCall } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { checkInPath } from '../lib/check-in-path.ts';
import { goOffline, fillTheDisk } from '#pwa/test/device.ts';

const COACH = 'coach@academy.test';
const STUDENT = 'rafi@academy.test';
const FULL = 'Your device is full: this change was not saved. Free some space, then try again.';

async function roster(): Promise<Roster> {
  // A session that began a quarter of an hour ago: open for check-in now.
  const startsAt = new Date(Date.now() - 15 * 60_000);
  return {
    classId: 'c1',
    className: 'Junior Swim',
    venue: 'dhaka',
    students: [
      {
        email: STUDENT,
        name: 'Rafi Hasan',
        photoUrl: null,
        status: 'enrolled',
        tokenDigest: await passDigest('a'.repeat(32)),
        codeDigest: await passDigest('ABCD2345'),
        participantId: null,
      },
    ],
    sessions: [
      {
        id: 's1',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 60 * 60_000).toISOString(),
        status: 'scheduled',
        changeReason: null,
        movedFrom: null,
        checkedIn: [],
      },
    ],
  };
}

async function openDoor() {
  const saved = await roster();
  const calls = installFakeApi({
    ...sessionRoutes('instructor'),
    'GET class/c1/roster': () => json(saved),
    'POST check-ins': (call) => {
      const { id } = call.body as { id: string };
      saved.sessions[0]!.checkedIn.push(STUDENT); // the server has it now
      const now = new Date().toISOString();
      return json(
        {
          checkIn: { id, sessionId: 's1', classId: 'c1', email: STUDENT, method: 'roster' },
          studentName: 'Rafi Hasan',
          alreadyCheckedIn: false,
          takenAt: now,
          createdAt: now,
        },
        201,
      );
    },
  });
  const identity = createFakeIdentity({
    accounts: [{ email: COACH, password: 'Coach@123', displayName: 'Coach', photoURL: null }],
    signedInAs: COACH,
  });
  const app = renderApp(checkInPath('s1', 'c1'), identity);
  const row = await screen.findByRole('checkbox', { name: 'Rafi Hasan' }, { timeout: 15_000 });
  return { ...app, calls, row };
}

const checkInsSent = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === 'check-ins');

describe('the door on a full disk', () => {
  it('offline: says the check-in was not saved and leaves the row unticked', async () => {
    const { user, calls, row } = await openDoor();
    fillTheDisk();
    goOffline();

    await user.click(row);

    await waitFor(() =>
      expect(screen.getByTestId('scan-result')).toHaveAttribute('data-verdict', 'refused'),
    );
    expect(within(screen.getByTestId('scan-result')).getByText(FULL)).toBeVisible();
    // Said in a toast too, and not as waiting to sync.
    expect(await screen.findAllByText(FULL)).toHaveLength(2);
    expect(screen.queryByText('Waiting to sync')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Rafi Hasan' })).not.toBeChecked(),
    );
    expect(checkInsSent(calls)).toHaveLength(0);
    expect(await getLocalDb().outbox.count()).toBe(0);
  });

  it('online: sends the check-in at once and shows it checked in', async () => {
    const { user, calls, row } = await openDoor();
    fillTheDisk();

    await user.click(row);

    await waitFor(() => expect(checkInsSent(calls)).toHaveLength(1));
    expect(await screen.findByTestId('scan-result')).toHaveAttribute('data-verdict', 'ok');
    await waitFor(() => expect(screen.getByTestId('check-in-count')).toHaveTextContent('1 of 1'));
    expect(screen.getByRole('checkbox', { name: 'Rafi Hasan' })).toBeChecked();
    expect(screen.getByTestId('scan-result')).toHaveAttribute('data-verdict', 'ok');
    expect(await getLocalDb().outbox.count()).toBe(0);
  });
});
