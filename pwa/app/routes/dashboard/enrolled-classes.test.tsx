// My Enrolled Classes composes three features for each class: the enrollment, its pass (full
// screen, with the next session in the venue's time and zone) and its "Add to calendar" link.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassDetail } from '#shared/schemas/class.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const email = 'student@academy.test';
const TOKEN = '0123456789abcdef0123456789abcdef';
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const detail = {
  _id: 'morning-football',
  photo: '/images/classes/football.webp',
  Name: 'Morning Football',
  IName: 'Rafiq Ahmed',
  Iemail: 'rafiq@academy.test',
  price: 25,
  sets: 10,
  status: 'approved',
  enrolled: 4,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  sport: 'football',
  level: 'beginner',
  venue: 'dhaka',
  description: 'Passing and first touch.',
  sessions: [
    { id: 'past', startsAt: hoursFromNow(-50), endsAt: hoursFromNow(-49), status: 'scheduled' },
    { id: 'off', startsAt: hoursFromNow(24), endsAt: hoursFromNow(25), status: 'cancelled' },
    { id: 'next', startsAt: hoursFromNow(48), endsAt: hoursFromNow(49), status: 'scheduled' },
  ],
  sessionsLeft: 2,
} satisfies ClassDetail;

function openEnrolled(passes: unknown[]) {
  installFakeApi({
    ...sessionRoutes('student'),
    'GET paid': () =>
      json([
        {
          _id: 'enrollment-1',
          classId: detail._id,
          email,
          photo: detail.photo,
          Name: detail.Name,
          IName: detail.IName,
          price: 25,
        },
      ]),
    'GET passes': () => json(passes),
    'GET class/morning-football': () => json(detail),
  });
  const identity = createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Nusrat Jahan', photoURL: null }],
    signedInAs: email,
  });
  return renderApp('/dashboard/enrolledclasses', identity);
}

afterEach(() => vi.unstubAllGlobals());

describe('/dashboard/enrolledclasses', () => {
  it("shows a class's pass full screen: QR code, the student, the next session with its zone, the code", async () => {
    const { user } = openEnrolled([
      { classId: detail._id, className: detail.Name, token: TOKEN, code: 'GCQC4X1H' },
    ]);
    // Named by what it shows, then which class's it is.
    const [show] = await screen.findAllByRole('button', { name: 'Show pass (Morning Football)' });
    await user.click(show!);
    const pass = await screen.findByRole('dialog', { name: 'Morning Football' });
    // The QR encoder's code comes as the pass opens.
    expect(
      await within(pass).findByRole('img', { name: 'QR code of your pass for Morning Football' }),
    ).toBeVisible();
    expect(within(pass).getByText('Nusrat Jahan')).toBeVisible();
    expect(within(pass).getByTestId('pass-code')).toHaveTextContent('GCQC-4X1H');
    // The next session that is not cancelled, in the venue's time with the zone named.
    const next = await within(pass).findByText(/^Next session: /);
    expect(next).toHaveTextContent('(Bangladesh time)');
  });

  it('says so when the class has no pass, and offers each class as a calendar file', async () => {
    const { user } = openEnrolled([]);
    const [calendar] = await screen.findAllByRole('link', { name: /Add to calendar/ });
    expect(calendar).toHaveAttribute('href', '/api/class/morning-football/calendar.ics');
    const [show] = screen.getAllByRole('button', { name: 'Show pass (Morning Football)' });
    await user.click(show!);
    const dialog = await screen.findByRole('dialog', { name: 'Pass for Morning Football' });
    expect(dialog).toBeVisible();
  });
});
