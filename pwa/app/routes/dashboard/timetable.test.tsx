import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import type { TimetableSession } from '#shared/schemas/timetable.ts';
import { addWeeks, deviceToday, weekStartOf } from '#pwa/features/timetable/lib/timetable-weeks.ts';
import { englishOnPage } from '../../../test/bangla-dashboards.fixtures.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const email = 'student@academy.test';
// Noon UTC is 18:00 in Dhaka, the same calendar day: a session "today" in the venue's time.
const TODAY = deviceToday();
const noonOf = (date: string, hour = 12) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

// The page reads "today" from the clock as it renders, the sessions below were made for TODAY:
// a run across midnight would show them a week away. Only Date is held, at the device's noon.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00`) }));
afterAll(() => vi.useRealTimers());

function session(id: string, startsAt: string, extra: Partial<TimetableSession> = {}) {
  const endsAt = new Date(new Date(startsAt).getTime() + 60 * 60_000).toISOString();
  return {
    id,
    classId: `class-${id}`,
    className: `Class ${id}`,
    photo: '/images/classes/football.webp',
    sport: 'football',
    instructorName: 'Rafiq Ahmed',
    venue: 'dhaka',
    startsAt,
    endsAt,
    status: 'scheduled',
    changeReason: null,
    movedFrom: null,
    ...extra,
  } satisfies TimetableSession;
}

function openTimetable(response: () => { status?: number; body: unknown }) {
  installFakeApi({ ...sessionRoutes('student'), 'GET timetable': response });
  const identity = createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'সাম', photoURL: null }],
    signedInAs: email,
  });
  return renderApp('/dashboard/timetable', identity);
}

describe('/dashboard/timetable', () => {
  it('shows this week with today marked, a cancelled session struck with its reason, a moved one', async () => {
    openTimetable(() =>
      json([
        session('swim', noonOf(TODAY, 9), {
          status: 'cancelled',
          changeReason: 'The pool is closed for repairs',
        }),
        session('judo', noonOf(TODAY), {
          movedFrom: noonOf(TODAY, 10),
          changeReason: 'The coach is travelling',
        }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 2, name: /^this week/i })).toBeVisible();
    const today = screen.getByRole('listitem', { current: 'date' });
    expect(within(today).getByRole('heading', { level: 3 })).toHaveTextContent(/today/i);

    const cancelled = screen.getByRole('link', { name: 'Class swim' }).closest('article')!;
    expect(cancelled.querySelectorAll('del')).toHaveLength(2); // the time and the class
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled).getByText('Reason: The pool is closed for repairs')).toBeVisible();
    expect(cancelled.querySelector('del')).toHaveTextContent('3:00 PM–4:00 PM (Bangladesh time)');

    const moved = screen.getByRole('link', { name: 'Class judo' }).closest('article')!;
    expect(moved.querySelector('del')).toBeNull();
    expect(within(moved).getByText(/^Moved from .*, 4:00 PM$/)).toBeVisible();
    expect(within(moved).getByText('Reason: The coach is travelling')).toBeVisible();
    expect(within(moved).getByText(/Dhanmondi|Dhaka/)).toBeVisible();
    expect(within(moved).getByText('Instructor: Rafiq Ahmed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Class judo' })).toHaveAttribute(
      'href',
      '/classes/class-judo',
    );
  });

  it('says when a week has no sessions and steps to the next week that has', async () => {
    const nextWeek = addWeeks(weekStartOf(TODAY), 1);
    const { user } = openTimetable(() => json([session('tennis', noonOf(nextWeek))]));
    expect(await screen.findByText('No sessions this week')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to your next session' }));
    const nextWeekHeading = await screen.findByRole('heading', { level: 2, name: /^next week/i });
    // The button went with the empty week: the focus goes to the week it led to.
    expect(nextWeekHeading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Class tennis' })).toBeVisible();
    const today = screen.getByRole('button', { name: 'Today' });
    await user.click(today);
    expect(await screen.findByRole('heading', { level: 2, name: /^this week/i })).toBeVisible();
    // At this week Today cannot go further, and stays where the keyboard is.
    expect(today).toHaveAttribute('aria-disabled', 'true');
    expect(today).toHaveFocus();
    await user.click(today);
    expect(screen.getByRole('heading', { level: 2, name: /^this week/i })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous week' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('with nothing enrolled, leads to the classes', async () => {
    openTimetable(() => json([]));
    expect(await screen.findByText('Nothing on your timetable yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toHaveAttribute(
      'href',
      '/classes',
    );
  });

  it("marks each family member's sessions and shows one member's alone", async () => {
    const { user, router } = openTimetable(() =>
      json([
        session('swim', noonOf(TODAY, 9), { participantId: null, participantName: null }),
        session('judo', noonOf(TODAY, 10), { participantId: 'c1', participantName: 'Ayaan Lee' }),
        session('chess', noonOf(TODAY, 11), { participantId: 'c2', participantName: 'Maya Lee' }),
      ]),
    );
    const members = await screen.findByRole('group', { name: 'Show the sessions of' });
    expect(within(members).getByRole('button', { name: 'Everyone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const judo = screen.getByRole('link', { name: 'Class judo' }).closest('article')!;
    expect(within(judo).getByText('Ayaan Lee')).toBeVisible();
    expect(within(judo).getByText('AL')).toBeInTheDocument();
    expect(judo.className).toMatch(/border-l-/);

    await user.click(within(members).getByRole('button', { name: /Maya Lee/ }));
    expect(screen.queryByRole('link', { name: 'Class judo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Class chess' })).toBeVisible();
    expect(router.state.location.search).toBe('?member=c2');
    await user.click(within(members).getByRole('button', { name: /সাম/ }));
    expect(screen.getByRole('link', { name: 'Class swim' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Class chess' })).not.toBeInTheDocument();
  });

  it('offers Retry when the timetable cannot be loaded', { timeout: 10_000 }, async () => {
    // A server error is asked again twice (pwa/lib/storage/query-client.ts) before the page gives up.
    openTimetable(() => ({ status: 500, body: '{}' }));
    expect(
      await screen.findByText(/your timetable could not be loaded/i, {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});

describe('/dashboard/timetable in Bangla', () => {
  afterEach(() => localStorage.removeItem(LOCALE_STORAGE_KEY));

  it('says everything in Bangla, with Bengali digits (the data stays as typed)', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    openTimetable(() =>
      json([
        session('swim', noonOf(TODAY, 9), {
          className: 'সাঁতার',
          instructorName: 'রফিক',
          status: 'cancelled',
          changeReason: 'পুল বন্ধ',
        }),
        session('judo', noonOf(TODAY), {
          className: 'জুডো',
          instructorName: 'রফিক',
          movedFrom: noonOf(TODAY, 10),
          changeReason: 'কোচ ঢাকার বাইরে',
        }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার ক্লাস রুটিন' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: /^এই সপ্তাহ/ })).toBeVisible();
    expect(screen.getByText('বাতিল')).toBeVisible();
    expect(screen.getByText('কারণ: পুল বন্ধ')).toBeVisible();
    expect(screen.getByText(/^সরানো হয়েছে — আগে ছিল .*৪:০০/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'আগের সপ্তাহ' })).toBeVisible();
    expect(englishOnPage()).toEqual([]);
  });
});
