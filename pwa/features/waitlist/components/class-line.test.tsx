import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import type { Roster } from '#shared/schemas/roster.ts';
import type { ClassWaitlistLine } from '#shared/schemas/waitlist.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

// The class's line on its instructor's students-and-sessions page (the route composes it under
// the roster's lists): place, name (a child's, with their guardian's), e-mail, status and when an
// offer ends, in order.
const coach = 'coach@academy.test';
const instructor = () =>
  createFakeIdentity({
    accounts: [{ email: coach, password: 'Coach@123', displayName: 'Coach', photoURL: null }],
    signedInAs: coach,
  });

const ROSTER: Roster = {
  classId: 'c1',
  className: 'Football Basics',
  venue: 'dhaka',
  students: [],
  sessions: [],
};

const line = (overrides: Partial<ClassWaitlistLine>): ClassWaitlistLine => ({
  id: 'w1',
  place: 1,
  name: 'Ana Student',
  email: 'ana@academy.test',
  status: 'waiting',
  offerExpiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function openRoster(response: () => ReturnType<typeof json>) {
  const calls = installFakeApi({
    ...sessionRoutes('instructor'),
    'GET class/c1/roster': () => json(ROSTER),
    'GET class/c1/waitlist': response,
  });
  renderApp('/dashboard/instructorclasses/c1', instructor());
  return calls;
}

describe("a class's waitlist for its instructor", () => {
  it('lists the line in order with place, name, e-mail, status and offer end', async () => {
    const calls = openRoster(() =>
      json([
        line({
          id: 'w0',
          place: null,
          name: 'Omar Offered',
          email: 'omar@academy.test',
          status: 'offered',
          offerExpiresAt: '2026-03-01T06:00:00.000Z',
        }),
        line({}),
        line({ id: 'w2', place: 2, name: 'Ben Student', email: 'ben@academy.test' }),
        line({
          id: 'w3',
          place: 3,
          name: 'Nusrat Rahman',
          email: 'nusrat@academy.test',
          participantId: 'child-1',
          participantName: 'Ayaan Rahman',
        }),
        line({
          id: 'w4',
          place: 4,
          name: 'Nusrat Rahman',
          email: 'nusrat@academy.test',
          participantId: 'child-2',
          participantName: '',
        }),
      ]),
    );
    const section = (
      await screen.findByRole('heading', { name: 'Waitlist' }, { timeout: 15_000 })
    ).closest('section')!;
    const table = await within(section).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Place', 'Student', 'E-mail', 'Status', 'Offer ends']);
    expect(rows[1]).toHaveTextContent(/^—Omar Offeredomar@academy\.testOffered a seat.*2026/);
    expect(rows[2]).toHaveTextContent('1Ana Studentana@academy.testWaiting—');
    expect(rows[3]).toHaveTextContent('2Ben Studentben@academy.testWaiting—');
    // A child's place names the child, and the guardian who holds it.
    expect(rows[4]).toHaveTextContent(
      '3Ayaan RahmanGuardian: Nusrat Rahmannusrat@academy.testWaiting—',
    );
    expect(rows[5]).toHaveTextContent(
      '4Removed from their familyGuardian: Nusrat Rahmannusrat@academy.testWaiting—',
    );
    expect(calls.some((call) => call.path === 'class/c1/waitlist' && call.method === 'GET')).toBe(
      true,
    );
  });

  it('says when no one is waiting', async () => {
    openRoster(() => json([]));
    expect(
      await screen.findByText('No one is waiting for a seat', {}, { timeout: 15_000 }),
    ).toBeVisible();
  });
});

describe("a class's waitlist for admins", () => {
  it("ends Manage Classes' dialog of the class's students and sessions", async () => {
    const admin = 'admin@academy.test';
    const football: Class = {
      _id: 'c1',
      photo: '/images/classes/football.svg',
      Name: 'Football Basics',
      IName: 'Coach',
      Iemail: coach,
      price: 20,
      sets: 0,
      status: 'approved',
      enrolled: 10,
      feedback: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    installFakeApi({
      ...sessionRoutes('admin'),
      'GET class': () => json([football]),
      'GET class/c1/roster': () => json(ROSTER),
      'GET class/c1/waitlist': () => json([line({})]),
    });
    const { user } = renderApp(
      '/dashboard/allclasses',
      createFakeIdentity({
        accounts: [{ email: admin, password: 'Admin@123', displayName: 'Admin', photoURL: null }],
        signedInAs: admin,
      }),
    );
    const [open] = await screen.findAllByRole(
      'button',
      { name: /sessions of Football Basics|Sessions: Football Basics/ },
      { timeout: 15_000 },
    );
    await user.click(open!);
    const dialog = await screen.findByRole('dialog', {
      name: 'Football Basics: students and sessions',
    });
    const section = (await within(dialog).findByRole('heading', { name: 'Waitlist' })).closest(
      'section',
    )!;
    expect(await within(section).findByRole('table')).toHaveTextContent(
      '1Ana Studentana@academy.testWaiting—',
    );
  });
});
