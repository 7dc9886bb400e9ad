import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassDetail } from '#shared/schemas/class.ts';
import { apiError, installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const inDays = (days: number, hour = 12) =>
  new Date(Date.UTC(2099, 0, 1 + days, hour)).toISOString();

const detail: ClassDetail = {
  _id: 'harbour-swim',
  photo: '/images/classes/swim.webp',
  Name: 'Harbour Swim',
  IName: 'Nadia Rahman',
  Iemail: 'nadia@academy.test',
  price: 25,
  sets: 7,
  status: 'approved',
  enrolled: 3,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  sport: 'swimming',
  level: 'beginner',
  venue: 'dhaka',
  description: 'Learn to breathe.\n\nThen <b>race</b>.',
  sessions: [
    {
      id: 'past',
      startsAt: '2020-01-01T12:00:00.000Z',
      endsAt: '2020-01-01T13:00:00.000Z',
      status: 'scheduled',
    },
    ...Array.from({ length: 7 }, (_, index) => ({
      id: `s${index}`,
      startsAt: inDays(index * 7),
      endsAt: inDays(index * 7, 13),
      status: 'scheduled' as const,
    })),
  ],
  sessionsLeft: 7,
};

describe('/classes/:id', () => {
  it('shows the class: paragraphs as text, instructor link, venue, the next sessions', async () => {
    installFakeApi({ 'GET class/harbour-swim': () => json(detail) });
    const { user } = renderApp('/classes/harbour-swim', createFakeIdentity());

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Swim' })).toBeVisible();
    expect(screen.getByText('Learn to breathe.').tagName).toBe('P');
    // The instructor's markup is text, never HTML.
    expect(screen.getByText('Then <b>race</b>.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See Nadia Rahman among our instructors' }),
    ).toHaveAttribute('href', '/instructor#instructor-nadia@academy.test');
    expect(screen.getByText('Swimming')).toBeInTheDocument();
    expect(screen.getByText('7 sessions left')).toBeInTheDocument();
    expect(screen.getAllByText(/Bangladesh time/).length).toBeGreaterThan(0);
    const next = screen.getByRole('heading', { name: 'Next sessions' }).nextElementSibling!;
    expect(within(next as HTMLElement).getAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Show all 8 sessions' }));
    const all = screen.getByRole('heading', { name: 'All sessions' }).nextElementSibling!;
    expect(within(all as HTMLElement).getAllByRole('listitem')).toHaveLength(8);
    expect(within(all as HTMLElement).getByText('Done')).toBeInTheDocument();
  });

  it("offers an approved class's calendar file, not a pending one's or an empty one's", async () => {
    installFakeApi({
      'GET class/harbour-swim': () => json(detail),
      'GET class/pending-swim': () => json({ ...detail, _id: 'pending-swim', status: 'pending' }),
      'GET class/no-sessions': () =>
        json({ ...detail, _id: 'no-sessions', sessionCount: 0, sessions: [], sessionsLeft: 0 }),
    });
    const { unmount } = renderApp('/classes/harbour-swim', createFakeIdentity());
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/class/harbour-swim/calendar.ics',
    );
    unmount();
    for (const id of ['pending-swim', 'no-sessions']) {
      const view = renderApp(`/classes/${id}`, createFakeIdentity());
      await screen.findByRole('heading', { level: 1, name: 'Harbour Swim' });
      expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('says it in Bangla on /bn/classes/:id', async () => {
    installFakeApi({ 'GET class/harbour-swim': () => json(detail) });
    renderApp('/bn/classes/harbour-swim', createFakeIdentity());
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Swim' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'এই ক্লাস সম্পর্কে' })).toBeInTheDocument();
    expect(screen.getByText('আর ৭টি সেশন বাকি')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব ক্লাস' })).toHaveAttribute('href', '/bn/classes');
  });

  it('names the ages a class takes, in the reader’s language', async () => {
    installFakeApi({
      'GET class/harbour-swim': () => json({ ...detail, minAge: 6, maxAge: 12 }),
      'GET class/teen-swim': () => json({ ...detail, _id: 'teen-swim', minAge: 13, maxAge: null }),
    });
    const english = renderApp('/classes/harbour-swim', createFakeIdentity());
    await screen.findByRole('heading', { level: 1, name: 'Harbour Swim' });
    expect(screen.getByText('Ages 6–12')).toBeInTheDocument();
    english.unmount();
    renderApp('/bn/classes/teen-swim', createFakeIdentity());
    await screen.findByRole('heading', { level: 1, name: 'Harbour Swim' });
    expect(screen.getByText('বয়স ১৩ ও তার বেশি')).toBeInTheDocument();
  });

  it('shows the not-found state for a class that does not exist', async () => {
    installFakeApi({
      'GET class/nope': () => apiError(404, 'not_found', 'No class with this id.'),
    });
    renderApp('/classes/nope', createFakeIdentity());
    expect(await screen.findByText('Class not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute(
      'href',
      '/classes',
    );
  });
});
