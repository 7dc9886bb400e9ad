import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Roster } from '#shared/schemas/roster.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { RosterAndSessions } from './roster-and-sessions.tsx';

const HELD = {
  id: 's-held',
  startsAt: '2026-01-05T12:00:00.000Z',
  endsAt: '2026-01-05T13:00:00.000Z',
  status: 'scheduled' as const,
  changeReason: null,
  movedFrom: null,
  checkedIn: ['ana@academy.test'],
};
const ROSTER: Roster = {
  classId: 'c1',
  className: 'Football Basics',
  venue: 'dhaka',
  students: [
    {
      email: 'ana@academy.test',
      name: 'Ana Student',
      photoUrl: null,
      status: 'enrolled',
      tokenDigest: 'a',
      codeDigest: 'b',
    },
    {
      email: 'ben@academy.test',
      name: 'Ben Student',
      photoUrl: null,
      status: 'enrolled',
      tokenDigest: 'c',
      codeDigest: 'd',
    },
  ],
  sessions: [
    HELD,
    {
      ...HELD,
      id: 's-cancelled',
      startsAt: '2999-01-04T12:00:00.000Z',
      endsAt: '2999-01-04T13:00:00.000Z',
      status: 'cancelled',
      changeReason: 'Pitch flooded',
      checkedIn: [],
    },
    {
      ...HELD,
      id: 's-coming',
      // Monday, Jan 7, 2999, 18:00 in Dhaka (UTC+6).
      startsAt: '2999-01-07T12:00:00.000Z',
      endsAt: '2999-01-07T13:00:00.000Z',
      checkedIn: [],
    },
  ],
};

type Sent = { url: string; body: unknown };

/** The API: the roster, and `answer` for a change (200 with the session unless told). */
function stubApi(response?: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'GET') return Response.json(ROSTER);
    sent.push({ url: request.url, body: await request.clone().json() });
    return response?.() ?? Response.json({ session: ROSTER.sessions[2] });
  });
  return sent;
}

function renderView() {
  return renderWithQueries(<RosterAndSessions classId="c1" />).user;
}

const refusal = (status: number, error: Record<string, unknown>) =>
  Response.json({ error: { params: {}, ...error } }, { status });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the students and sessions view', () => {
  it('shows each student’s attendance and each session’s state', async () => {
    stubApi();
    renderView();
    const students = within(
      (await screen.findByRole('heading', { name: 'Students' })).closest('section')!,
    );
    // Ana came to the one held session, Ben did not.
    expect(students.getAllByText('1 of 1')).not.toHaveLength(0);
    expect(students.getAllByText('0 of 1')).not.toHaveLength(0);
    const sessions = within(screen.getByRole('heading', { name: 'Sessions' }).closest('section')!);
    expect(sessions.getAllByText('1 of 2 students checked in')).not.toHaveLength(0);
    expect(sessions.getAllByText('Reason: Pitch flooded')).not.toHaveLength(0);
    expect(sessions.getAllByText('Cancelled')).not.toHaveLength(0);
    // Only the session to come can be changed (one list: the table or the cards, not both).
    expect(sessions.getAllByRole('button', { name: /^Cancel session/ })).toHaveLength(1);
    expect(
      sessions.getAllByRole('button', { name: /^Move session: Mon, Jan 7, 6:00 PM–7:00 PM/ }),
    ).toHaveLength(1);
  });
});

describe('a family on the roster', () => {
  const child = (participantId: string, name: string, age: number) => ({
    email: 'nusrat@academy.test',
    name,
    photoUrl: null,
    status: 'enrolled' as const,
    tokenDigest: `t-${participantId}`,
    codeDigest: `c-${participantId}`,
    participantId,
    participantName: name,
    age,
    guardianName: 'Nusrat Rahman',
    guardianPhone: '+880 1711-000111',
    hasMedicalNotes: false,
    medicalNotes: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
  });
  const FAMILY: Roster = {
    ...ROSTER,
    students: [
      {
        ...child('ayaan', 'Ayaan Rahman', 10),
        hasMedicalNotes: true,
        medicalNotes: 'Peanut allergy.',
        emergencyContactName: 'Farhan Rahman',
        emergencyContactPhone: '+880 1811-999999',
      },
      child('maya', 'Maya Rahman', 12),
      {
        email: 'nusrat@academy.test',
        name: 'Nusrat Rahman',
        photoUrl: null,
        status: 'enrolled',
        tokenDigest: 't-own',
        codeDigest: 'c-own',
        participantId: null,
        phone: '+880 1711-000111',
      },
    ],
    // Ayaan came to the held session; his sister and their guardian did not.
    sessions: [{ ...HELD, checkedIn: ['ayaan'] }],
  };

  it('shows each child as a row with their age, guardian and attendance of their own', async () => {
    vi.stubGlobal('fetch', async () => Response.json(FAMILY));
    const user = renderView();
    const students = within(
      (await screen.findByRole('heading', { name: 'Students' })).closest('section')!,
    );
    // One list shows (the table or the cards): its rows are the three participants.
    const rowOf = (name: string) => within(students.getAllByText(name)[0]!.closest('tr, li')!);
    expect(rowOf('Ayaan Rahman').getByText('Age 10')).toBeVisible();
    expect(rowOf('Ayaan Rahman').getByText('Guardian: Nusrat Rahman')).toBeVisible();
    expect(rowOf('Ayaan Rahman').getByText('1 of 1')).toBeVisible();
    expect(rowOf('Maya Rahman').getByText('Age 12')).toBeVisible();
    expect(rowOf('Maya Rahman').getByText('0 of 1')).toBeVisible();
    expect(rowOf('Maya Rahman').queryByRole('button', { name: /^Medical notes/ })).toBeNull();
    expect(rowOf('Nusrat Rahman').getByText('0 of 1')).toBeVisible();
    expect(rowOf('Nusrat Rahman').getByRole('link', { name: '+880 1711-000111' })).toHaveAttribute(
      'href',
      'tel:+8801711000111',
    );

    await user.click(rowOf('Ayaan Rahman').getByRole('button', { name: /^Medical notes/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Medical notes: Ayaan Rahman' }),
    );
    expect(dialog.getByText('Peanut allergy.')).toBeVisible();
    expect(dialog.getByText('Farhan Rahman')).toBeVisible();
    expect(dialog.getByRole('link', { name: '+880 1811-999999' })).toBeVisible();
  });
});

describe('Cancel session', () => {
  it('needs a reason, then sends it', async () => {
    const sent = stubApi();
    const user = renderView();
    const [button] = await screen.findAllByRole('button', { name: /^Cancel session/ });
    await user.click(button!);
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel session' }));
    expect(await dialog.findByText('Give a reason: students see it.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(dialog.getByLabelText('Reason'), 'Exams week');
    await user.click(dialog.getByRole('button', { name: 'Cancel session' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/api\/class\/c1\/sessions\/s-coming\/cancel$/),
        body: { reason: 'Exams week' },
      },
    ]);
  });

  it('shows the server’s refusal in its words and stays open', async () => {
    stubApi(() =>
      refusal(409, {
        code: 'conflict',
        reason: 'session_change_begun',
        message: 'This session has already begun, so it can no longer be cancelled or moved.',
      }),
    );
    const user = renderView();
    const [button] = await screen.findAllByRole('button', { name: /^Cancel session/ });
    await user.click(button!);
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Rain');
    await user.click(dialog.getByRole('button', { name: 'Cancel session' }));
    expect(
      await dialog.findByText(
        'This session has already begun, so it can no longer be cancelled or moved.',
      ),
    ).toBeVisible();
  });
});

describe('Move session', () => {
  it('starts from the session’s day and time at the venue and sends the new ones', async () => {
    const sent = stubApi();
    const user = renderView();
    const [button] = await screen.findAllByRole('button', { name: /^Move session/ });
    await user.click(button!);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByLabelText('New date')).toHaveValue('2999-01-07');
    expect(dialog.getByLabelText('New start time')).toHaveValue('18:00');
    await user.clear(dialog.getByLabelText('New date'));
    await user.type(dialog.getByLabelText('New date'), '2999-01-09');
    await user.type(dialog.getByLabelText('Reason'), 'Holiday');
    await user.click(dialog.getByRole('button', { name: 'Move session' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ date: '2999-01-09', time: '18:00', reason: 'Holiday' });
  });

  it('puts a refused field under its input, and a clash above the buttons', async () => {
    let next = refusal(400, {
      code: 'bad_request',
      reason: 'validation_session_change_in_past',
      message: 'The new time has passed: choose a time to come.',
      fields: { date: 'The new time has passed: choose a time to come.' },
    });
    stubApi(() => next);
    const user = renderView();
    const [button] = await screen.findAllByRole('button', { name: /^Move session/ });
    await user.click(button!);
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Reason'), 'Holiday');
    await user.click(dialog.getByRole('button', { name: 'Move session' }));
    expect(
      await dialog.findByText('The new time has passed: choose a time to come.'),
    ).toBeVisible();
    expect(dialog.getByLabelText('New date')).toHaveAttribute('aria-invalid', 'true');

    next = refusal(409, {
      code: 'conflict',
      reason: 'session_change_clash',
      params: {
        className: 'Yoga',
        day: '2999-01-09',
        start: '18:00',
        end: '19:00',
        venue: 'dhaka',
      },
      message: 'The new time clashes with the class “Yoga”.',
    });
    await user.click(dialog.getByRole('button', { name: 'Move session' }));
    expect(await dialog.findByText(/clashes with the class “Yoga”/)).toBeVisible();
  });
});
