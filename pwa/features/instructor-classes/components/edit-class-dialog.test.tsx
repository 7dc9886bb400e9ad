import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { MESSAGES } from '#shared/validation.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { EditClassDialog } from './edit-class-dialog.tsx';

const ITEM: Class = {
  _id: 'c42',
  photo: '/images/classes/tennis.svg',
  Name: 'Tennis for Teens',
  IName: 'Coach Sara',
  Iemail: 'coach@academy.test',
  price: 39.5,
  sets: 10,
  status: 'Denied',
  enrolled: 0,
  feedback: 'Add the age group.',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sport: 'tennis',
  level: 'intermediate',
  venue: 'dhaka',
  description: 'Rallies and serves.',
  schedule: {
    firstDate: '2030-01-07',
    weekdays: [1, 4],
    startTime: '18:00',
    durationMinutes: 60,
    sessionCount: 8,
    lastDate: null,
  },
};

function stubApi() {
  const puts: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    // The schedule's preview reads the instructor's own classes.
    if (request.method === 'GET') return Response.json([ITEM]);
    puts.push({ method: request.method, url: request.url, body: await request.clone().json() });
    return Response.json({ modifiedCount: 1 });
  });
  return puts;
}

function renderDialog(onOpenChange = vi.fn()) {
  const { user } = renderWithQueries(
    <EditClassDialog item={ITEM} open onOpenChange={onOpenChange} />,
  );
  return { user, dialog: within(screen.getByRole('dialog')), onOpenChange };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EditClassDialog (Update)', () => {
  it("starts from the class's current values", () => {
    stubApi();
    const { dialog } = renderDialog();
    expect(dialog.getByLabelText('Class Name')).toHaveValue('Tennis for Teens');
    expect(dialog.getByLabelText('Photo URL')).toHaveValue('/images/classes/tennis.svg');
    expect(dialog.getByLabelText('Price (BDT)')).toHaveValue(39.5);
    expect(dialog.getByLabelText('Available seats')).toHaveValue(10);
  });

  it('shows the field messages and sends nothing when the edit is not valid', async () => {
    const puts = stubApi();
    const { user, dialog } = renderDialog();
    await user.clear(dialog.getByLabelText('Class Name'));
    await user.clear(dialog.getByLabelText('Photo URL'));
    await user.type(dialog.getByLabelText('Photo URL'), 'not a url');
    await user.clear(dialog.getByLabelText('Price (BDT)'));
    await user.type(dialog.getByLabelText('Price (BDT)'), '12.345');
    await user.clear(dialog.getByLabelText('Available seats'));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByText(MESSAGES.classNameRequired)).toBeInTheDocument();
    expect(dialog.getByText(MESSAGES.photoUrlInvalid)).toBeInTheDocument();
    expect(dialog.getByText(MESSAGES.priceDecimals)).toBeInTheDocument();
    expect(dialog.getByText(MESSAGES.seatsInvalid)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('saves the edit with PUT /api/class/:id and closes', async () => {
    const puts = stubApi();
    const { user, dialog, onOpenChange } = renderDialog();
    await user.clear(dialog.getByLabelText('Class Name'));
    await user.type(dialog.getByLabelText('Class Name'), 'Tennis for Teens (13-17)');
    await user.type(dialog.getByLabelText('Youngest age'), '13');
    await user.type(dialog.getByLabelText('Oldest age'), '17');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(puts).toEqual([
      {
        method: 'PUT',
        url: 'http://localhost:3000/api/class/c42',
        body: {
          Name: 'Tennis for Teens (13-17)',
          photo: '/images/classes/tennis.svg',
          price: 39.5,
          sets: 10,
          // The venue and schedule are as they were: left out, so the sessions stay.
          sport: 'tennis',
          level: 'intermediate',
          description: 'Rallies and serves.',
          minAge: 13,
          maxAge: 17,
        },
      },
    ]);
  });
});
