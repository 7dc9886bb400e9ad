import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/validation.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { AddClassForm } from './add-class-form.tsx';

// The API is another process: answer POST /api/class at the network boundary and record it.
function stubApi(status = 201, response: unknown = { insertedId: 'new-class' }) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    // The schedule's preview reads the instructor's own classes (none here).
    if (request.method === 'GET') return Response.json([]);
    posts.push(await request.clone().json());
    return Response.json(response, { status });
  });
  return posts;
}

function renderForm() {
  return renderWithQueries(
    <MemoryRouter>
      <AddClassForm instructor={{ name: 'Coach Nadia', email: 'coach@academy.test' }} />
    </MemoryRouter>,
  ).user;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AddClassForm', () => {
  it("prefills the signed-in instructor's name and e-mail, and lets them be edited", async () => {
    stubApi();
    const user = renderForm();
    expect(screen.getByLabelText('Instructor Name')).toHaveValue('Coach Nadia');
    expect(screen.getByLabelText('Instructor Email')).toHaveValue('coach@academy.test');
    await user.clear(screen.getByLabelText('Instructor Name'));
    await user.type(screen.getByLabelText('Instructor Name'), 'Nadia Islam');
    expect(screen.getByLabelText('Instructor Name')).toHaveValue('Nadia Islam');
  });

  it('asks for a class name, a photo URL, a price and seats, and sends nothing', async () => {
    const posts = stubApi();
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Class' }));

    expect(await screen.findByText(MESSAGES.classNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.photoUrlRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.priceInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.seatsInvalid)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('refuses a photo that is not an http(s) URL and numbers out of range', async () => {
    stubApi();
    const user = renderForm();
    await user.type(screen.getByLabelText('Class Name'), 'Junior Football');
    await user.type(screen.getByLabelText('Photo URL'), 'ftp://example.com/a.png');
    await user.type(screen.getByLabelText('Price ($)'), '2000000');
    await user.type(screen.getByLabelText('Available seats'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Add Class' }));

    expect(await screen.findByText(MESSAGES.photoUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.priceInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.seatsInvalid)).toBeInTheDocument();
  });

  it('asks for the instructor name and a valid e-mail when they are cleared', async () => {
    stubApi();
    const user = renderForm();
    await user.clear(screen.getByLabelText('Instructor Name'));
    await user.clear(screen.getByLabelText('Instructor Email'));
    await user.type(screen.getByLabelText('Instructor Email'), 'nadia@');
    await user.click(screen.getByRole('button', { name: 'Add Class' }));

    expect(await screen.findByText(MESSAGES.instructorNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it("posts the class as pending with numbers and shows the 'SUCCESS' dialog", async () => {
    const posts = stubApi();
    const user = renderForm();
    await user.type(screen.getByLabelText('Class Name'), 'Junior Football');
    await user.type(screen.getByLabelText('Photo URL'), 'https://example.com/football.jpg');
    await user.type(screen.getByLabelText('Price ($)'), '49.99');
    await user.type(screen.getByLabelText('Available seats'), '20');
    await user.selectOptions(screen.getByLabelText('Sport'), 'football');
    await user.selectOptions(screen.getByLabelText('Level'), 'beginner');
    await user.type(screen.getByLabelText('Youngest age'), '8');
    await user.selectOptions(screen.getByLabelText('Venue'), 'dhaka');
    await user.type(screen.getByLabelText('Description'), 'Passing.{enter}{enter}Shooting.');
    fireEvent.change(screen.getByLabelText('First date'), { target: { value: '2030-01-05' } });
    await user.click(screen.getByRole('button', { name: 'Sat' }));
    await user.click(screen.getByRole('button', { name: 'Mon' }));
    await user.click(screen.getByRole('button', { name: 'Add Class' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'SUCCESS' })).toBeInTheDocument();
    expect(posts).toEqual([
      {
        Name: 'Junior Football',
        photo: 'https://example.com/football.jpg',
        IName: 'Coach Nadia',
        Iemail: 'coach@academy.test',
        price: 49.99,
        sets: 20,
        sport: 'football',
        level: 'beginner',
        // Counted on the first session's date; the oldest age left empty is no bound.
        minAge: 8,
        maxAge: null,
        venue: 'dhaka',
        description: 'Passing.\n\nShooting.',
        schedule: {
          firstDate: '2030-01-05',
          weekdays: [1, 6],
          startTime: '18:00',
          durationMinutes: 60,
          sessionCount: 12,
          lastDate: null,
        },
        status: 'pending',
        enrolled: 0,
      },
    ]);
  });

  it('says a class needs a connection and keeps Add Class disabled while offline', () => {
    stubApi();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Adding a class needs a connection.');
    expect(screen.getByRole('button', { name: 'Add Class' })).toBeDisabled();
  });
});
