// The door with a family on the roster (decision 049): a guardian's two children and the guardian
// are three rows; ticking one child checks in that child only (the tick names their participant),
// and the answer shows the child's name, age and a "Medical notes" marker that opens the notes
// and the emergency contact. A typed code of the other child's pass names that child.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passDigest } from '#shared/check-in/pass.ts';
import type { Roster } from '#shared/schemas/roster.ts';
import { installFakeApi, json, sessionRoutes, type ApiCall } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { checkInPath } from '../lib/check-in-path.ts';

const COACH = 'coach@academy.test';
const PARENT = 'nusrat@academy.test';
const NOTES = 'Asthma: an inhaler is in the blue bag.';
const MAYA_CODE = 'WXYZ5678';

async function familyRoster(): Promise<Roster> {
  // A session that began a quarter of an hour ago: open for check-in now.
  const startsAt = new Date(Date.now() - 15 * 60_000);
  const pass = async (token: string, code: string) => ({
    tokenDigest: await passDigest(token),
    codeDigest: await passDigest(code),
  });
  const guardian = { guardianName: 'Nusrat Rahman', guardianPhone: '+880 1711-000111' };
  return {
    classId: 'c1',
    className: 'Junior Swim',
    venue: 'dhaka',
    students: [
      {
        email: PARENT,
        name: 'Ayaan Rahman',
        photoUrl: '/images/ayaan.webp',
        status: 'enrolled',
        ...(await pass('a'.repeat(32), 'ABCD2345')),
        participantId: 'ayaan',
        participantName: 'Ayaan Rahman',
        age: 10,
        ...guardian,
        hasMedicalNotes: true,
        medicalNotes: NOTES,
        emergencyContactName: 'Farhan Rahman',
        emergencyContactPhone: '+880 1811-999999',
      },
      {
        email: PARENT,
        name: 'Maya Rahman',
        photoUrl: null,
        status: 'enrolled',
        ...(await pass('b'.repeat(32), MAYA_CODE)),
        participantId: 'maya',
        participantName: 'Maya Rahman',
        age: 12,
        ...guardian,
        hasMedicalNotes: false,
        medicalNotes: null,
        emergencyContactName: null,
        emergencyContactPhone: null,
      },
      {
        email: PARENT,
        name: 'Nusrat Rahman',
        photoUrl: null,
        status: 'enrolled',
        ...(await pass('c'.repeat(32), 'JKMN2345')),
        participantId: null,
        phone: '+880 1711-000111',
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
  const roster = await familyRoster();
  const calls = installFakeApi({
    ...sessionRoutes('instructor'),
    'GET class/c1/roster': () => json(roster),
    'POST check-ins': (call) => {
      const body = call.body as { id: string };
      return json(
        {
          checkIn: {
            id: body.id,
            sessionId: 's1',
            classId: 'c1',
            email: PARENT,
            method: 'roster',
            takenAt: new Date().toISOString(),
            createdAt: new Date().toISOString(),
          },
          studentName: 'Ayaan Rahman',
          alreadyCheckedIn: false,
        },
        201,
      );
    },
  });
  const identity = createFakeIdentity({
    accounts: [{ email: COACH, password: 'Coach@123', displayName: 'Coach', photoURL: null }],
    signedInAs: COACH,
  });
  return { ...renderApp(checkInPath('s1', 'c1'), identity), calls };
}

const checkInsSent = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === 'check-ins');

describe('the door with a family', () => {
  it('lists each child as a row of their own, with their age and the guardian to call', async () => {
    await openDoor();
    const list = within(
      (await screen.findByRole('heading', { name: 'Roster' })).closest('section')!,
    );
    expect(list.getAllByRole('checkbox')).toHaveLength(3);
    const ayaan = within(list.getByRole('checkbox', { name: 'Ayaan Rahman' }).closest('li')!);
    expect(ayaan.getByText('Age 10')).toBeVisible();
    expect(ayaan.getByText('Guardian: Nusrat Rahman')).toBeVisible();
    expect(ayaan.getByRole('link', { name: '+880 1711-000111' })).toHaveAttribute(
      'href',
      'tel:+8801711000111',
    );
    expect(ayaan.getByRole('button', { name: /^Medical notes/ })).toBeVisible();
    const maya = within(list.getByRole('checkbox', { name: 'Maya Rahman' }).closest('li')!);
    expect(maya.getByText('Age 12')).toBeVisible();
    expect(maya.queryByRole('button', { name: /^Medical notes/ })).toBeNull();
    // The adult's row is theirs, as before: their e-mail.
    const own = within(list.getByRole('checkbox', { name: 'Nusrat Rahman' }).closest('li')!);
    expect(own.getByText(PARENT)).toBeVisible();
    expect(screen.getByTestId('check-in-count')).toHaveTextContent('0 of 3 checked in');
  });

  it('ticks one child only, names them, and opens their medical notes', async () => {
    const { user, calls } = await openDoor();
    await user.click(await screen.findByRole('checkbox', { name: 'Ayaan Rahman' }));

    const result = await screen.findByTestId('scan-result');
    expect(result).toHaveAttribute('data-verdict', 'ok');
    expect(within(result).getByText('Ayaan Rahman')).toBeVisible();
    expect(within(result).getByText('Age 10')).toBeVisible();
    // Their photo, which the roster has only with the guardians' consent.
    expect(result.querySelector('img')).toHaveAttribute('src', '/images/ayaan.webp');
    expect(screen.getByRole('checkbox', { name: 'Ayaan Rahman' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Maya Rahman' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nusrat Rahman' })).not.toBeChecked();
    await waitFor(() => expect(checkInsSent(calls)).toHaveLength(1));
    expect(checkInsSent(calls)[0]!.body).toMatchObject({
      sessionId: 's1',
      proof: { method: 'roster', email: PARENT, participantId: 'ayaan' },
    });

    await user.click(within(result).getByRole('button', { name: /^Medical notes/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Medical notes: Ayaan Rahman' }),
    );
    expect(dialog.getByText(NOTES)).toBeVisible();
    expect(dialog.getByText('Farhan Rahman')).toBeVisible();
    expect(dialog.getByRole('link', { name: '+880 1811-999999' })).toHaveAttribute(
      'href',
      'tel:+8801811999999',
    );
  });

  it("names the other child by their pass's code, with no marker when they have no notes", async () => {
    const { user, calls } = await openDoor();
    await user.type(await screen.findByLabelText('Short code'), MAYA_CODE);
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const result = await screen.findByTestId('scan-result');
    expect(within(result).getByText('Maya Rahman')).toBeVisible();
    expect(within(result).getByText('Age 12')).toBeVisible();
    expect(result.querySelector('img')).toBeNull();
    expect(within(result).queryByRole('button', { name: /^Medical notes/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Maya Rahman' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ayaan Rahman' })).not.toBeChecked();
    await waitFor(() => expect(checkInsSent(calls)).toHaveLength(1));
    expect(checkInsSent(calls)[0]!.body).toMatchObject({
      proof: { method: 'code', code: MAYA_CODE },
      participantId: 'maya',
    });
  });
});
