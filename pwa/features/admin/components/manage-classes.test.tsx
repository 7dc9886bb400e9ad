import type * as React from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { FEEDBACK_REQUIRED } from '../lib/feedback-schema.ts';
import { aClass } from '#pwa/test/classes.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { ManageClasses } from './manage-classes.tsx';
import type * as ConfirmModule from '#pwa/components/feedback/confirm-dialog.tsx';
import type * as FeedbackModule from './feedback-dialog.tsx';

// The real dialogs, counted: a row's dialog is rendered only once it has been opened.
const dialogRenders = vi.hoisted(() => ({ feedback: 0, confirm: 0 }));
vi.mock('./feedback-dialog.tsx', async (importOriginal) => {
  const { FeedbackDialog } = await importOriginal<typeof FeedbackModule>();
  return {
    FeedbackDialog: (props: React.ComponentProps<typeof FeedbackDialog>) => {
      dialogRenders.feedback++;
      return <FeedbackDialog {...props} />;
    },
  };
});
vi.mock('#pwa/components/feedback/confirm-dialog.tsx', async (importOriginal) => {
  const { ConfirmDialog } = await importOriginal<typeof ConfirmModule>();
  return {
    ConfirmDialog: (props: React.ComponentProps<typeof ConfirmDialog>) => {
      dialogRenders.confirm++;
      return <ConfirmDialog {...props} />;
    },
  };
});

function makeClass(overrides: Partial<Class>): Class {
  return aClass({
    _id: 'c1',
    photo: '/images/classes/football.svg',
    Name: 'Football Basics',
    IName: 'Coach Rafiq',
    price: 49.99,
    sets: 12,
    status: 'pending',
    ...overrides,
  });
}

const CLASSES = [
  makeClass({
    _id: 'p1',
    Name: 'Pending Class',
    status: 'pending',
    held: 0,
    sport: 'football',
    level: 'beginner',
    venue: 'dhaka',
    schedule: {
      firstDate: '2030-01-07',
      weekdays: [1, 4],
      startTime: '18:00',
      durationMinutes: 60,
      sessionCount: 4,
      lastDate: null,
    },
    firstSessionAt: '2030-01-07T12:00:00.000Z',
    lastSessionAt: '2030-01-17T12:00:00.000Z',
    sessionCount: 4,
  }),
  makeClass({ _id: 'a1', Name: 'Approved Class', status: 'approved', sets: 3, held: 2 }),
  makeClass({ _id: 'd1', Name: 'Denied Class', status: 'Denied' }),
];

// The API is another process: answer its calls at the network boundary and record the writes.
function stubApi() {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'GET') return Response.json(CLASSES);
    writes.push({ method: request.method, url: request.url, body: await request.clone().json() });
    return Response.json({ modifiedCount: 1 });
  });
  return writes;
}

async function renderManageClasses() {
  renderWithQueries(
    <MemoryRouter>
      <ManageClasses />
    </MemoryRouter>,
  );
  // Phones get cards, wider screens the table: both carry the same buttons; test the table.
  return within(await screen.findByRole('table'));
}

function rowOf(table: ReturnType<typeof within>, name: string) {
  const row = table.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  dialogRenders.feedback = 0;
  dialogRenders.confirm = 0;
});

describe('Manage Classes buttons', () => {
  it('labels the status button with the status and enables it, Deny and FeedBack only while pending', async () => {
    stubApi();
    const table = await renderManageClasses();

    const pending = rowOf(table, 'Pending Class');
    expect(
      pending.getByRole('button', { name: 'pending: approve Pending Class' }),
    ).toHaveTextContent('pending');
    expect(pending.getByRole('button', { name: 'pending: approve Pending Class' })).toBeEnabled();
    expect(pending.getByRole('button', { name: 'Deny: Pending Class' })).toBeEnabled();
    expect(pending.getByRole('button', { name: 'FeedBack for Pending Class' })).toBeEnabled();

    const approved = rowOf(table, 'Approved Class');
    expect(approved.getByRole('button', { name: 'Status: approved' })).toBeDisabled();
    expect(approved.getByRole('button', { name: 'Deny: Approved Class' })).toHaveTextContent(
      'Deny',
    );
    expect(approved.getByRole('button', { name: 'Deny: Approved Class' })).toBeDisabled();
    expect(approved.getByRole('button', { name: 'FeedBack for Approved Class' })).toBeDisabled();

    const denied = rowOf(table, 'Denied Class');
    expect(denied.getByRole('button', { name: 'Status: Denied' })).toBeDisabled();
    expect(denied.getByRole('button', { name: 'Denied: Denied Class' })).toHaveTextContent(
      'Denied',
    );
    expect(denied.getByRole('button', { name: 'Denied: Denied Class' })).toBeDisabled();
  });

  it('approves a pending class with PATCH status approved', async () => {
    const writes = stubApi();
    const table = await renderManageClasses();
    await userEvent.click(
      rowOf(table, 'Pending Class').getByRole('button', { name: 'pending: approve Pending Class' }),
    );

    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PATCH',
      url: 'http://localhost:3000/api/class/p1',
      body: { status: 'approved' },
    });
  });

  it('asks for a note in FeedBack, then sends it with a Deny', async () => {
    const writes = stubApi();
    const user = userEvent.setup();
    const table = await renderManageClasses();
    await user.click(
      rowOf(table, 'Pending Class').getByRole('button', { name: 'FeedBack for Pending Class' }),
    );

    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Deny with feedback' }));
    expect(await dialog.findByText(FEEDBACK_REQUIRED)).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await user.type(dialog.getByLabelText('Feedback'), 'Please add the age group to the name.');
    await user.click(dialog.getByRole('button', { name: 'Deny with feedback' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({
      status: 'Denied',
      feedback: 'Please add the age group to the name.',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe("Manage Classes' dialogs", () => {
  it("renders no row's FeedBack or Delete dialog until its button opens it, and keeps it for its closing", async () => {
    stubApi();
    const user = userEvent.setup();
    const table = await renderManageClasses();
    expect(rowOf(table, 'Denied Class').getByText('Denied Class')).toBeInTheDocument();
    expect(dialogRenders).toEqual({ feedback: 0, confirm: 0 });

    await user.click(
      rowOf(table, 'Pending Class').getByRole('button', { name: 'FeedBack for Pending Class' }),
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(dialogRenders.feedback).toBeGreaterThan(0);
    expect(dialogRenders.confirm).toBe(0);

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      rowOf(table, 'Approved Class').getByRole('button', { name: 'Delete Approved Class' }),
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are you sure?');
    expect(dialogRenders.confirm).toBeGreaterThan(0);
  });
});

describe('Manage Classes seats', () => {
  it('shows how many seats are held right now beside the seats left, and nothing when none are', async () => {
    stubApi();
    const table = await renderManageClasses();
    const approved = rowOf(table, 'Approved Class');
    expect(approved.getByText('(2 held)')).toBeInTheDocument();
    expect(approved.getByTitle('2 held by students who are paying right now')).toHaveTextContent(
      '3 (2 held)',
    );
    expect(rowOf(table, 'Pending Class').queryByText(/held/)).not.toBeInTheDocument();
    expect(rowOf(table, 'Denied Class').queryByText(/held/)).not.toBeInTheDocument();
  });

  it("shows each class's sport, level, venue, schedule and dates, and links its name to its page", async () => {
    stubApi();
    const table = await renderManageClasses();
    const row = rowOf(table, 'Pending Class');
    expect(row.getByRole('link', { name: 'Pending Class' })).toHaveAttribute('href', '/classes/p1');
    expect(row.getByText('Football · Beginners · Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(row.getByText('Mon, Thu · 6:00 PM (Bangladesh time)')).toBeInTheDocument();
    expect(row.getByText('Mon, Jan 7 to Thu, Jan 17')).toBeInTheDocument();
    // A class made before schedules says so.
    expect(rowOf(table, 'Denied Class').getByText('Schedule to be announced')).toBeInTheDocument();
  });
});
