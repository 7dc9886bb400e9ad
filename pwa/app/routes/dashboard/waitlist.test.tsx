import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassDetail } from '#shared/schemas/class.ts';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { queueChange } from '#pwa/lib/outbox/outbox.ts';
import { joinChange } from '#pwa/features/waitlist/api/waitlist-outbox.ts';
import { apiError, installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { aSelection } from '#pwa/test/classes.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import { englishOnPage } from '../../../test/bangla-dashboards.fixtures.ts';
import { expectToast } from '#pwa/test/toasts.ts';

// /dashboard/waitlist: the offers (until when, a live countdown, Pay now, Decline) and the line's
// places; loading, empty, error and this device's waiting or refused joins.
const email = 'student@academy.test';
const student = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam Student', photoURL: null }],
    signedInAs: email,
  });

const swim: ClassDetail = {
  _id: 'swim',
  photo: '/images/classes/swim.webp',
  Name: 'Harbour Swim',
  IName: 'Nadia Rahman',
  Iemail: 'nadia@academy.test',
  price: 25,
  sets: 1,
  status: 'approved',
  enrolled: 9,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  sessions: [],
  sessionsLeft: 0,
};

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const offer = (expiresAt: string): WaitlistEntry => ({
  id: 'offer-1',
  classId: swim._id,
  className: swim.Name,
  status: 'offered',
  place: null,
  offerExpiresAt: expiresAt,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const waiting: WaitlistEntry = {
  id: 'wait-1',
  classId: 'boxing',
  className: 'Evening Boxing',
  status: 'waiting',
  place: 2,
  offerExpiresAt: null,
  createdAt: '2026-01-02T00:00:00.000Z',
};

function openWaitlist(routes: Parameters<typeof installFakeApi>[0]) {
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET select': () => json([]),
    ...routes,
  });
  return { ...renderApp('/dashboard/waitlist', student()), calls };
}

describe('My waitlist', () => {
  it('shows an offer prominently with its end, a live countdown, and announces it', async () => {
    openWaitlist({ 'GET waitlist': () => json([waiting, offer(inSeconds(50))]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My waitlist' })).toBeVisible();

    const card = (await screen.findByText(/^A seat is held for you until /)).closest('section')!;
    // The offer comes first, above the line's places.
    const items = within(card.closest('ul')!).getAllByRole('listitem');
    expect(items[0]).toContainElement(card);
    expect(within(card).getByRole('link', { name: swim.Name })).toHaveAttribute(
      'href',
      '/classes/swim',
    );
    const timer = within(card).getByRole('timer');
    const first = timer.textContent;
    expect(first).toMatch(/^00:[1-5]\d$/);
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    expect(Number(timer.textContent?.slice(-2))).toBeLessThan(Number(first?.slice(-2)));
    expect(
      await screen.findByText(/^A seat is held for you in Harbour Swim until /, {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByText('You are 2nd in line')).toBeVisible();
  });

  it('Pay now puts the offered class among the selections and opens the payment', async () => {
    const { user, calls, router } = openWaitlist({
      'GET waitlist': () => json([offer(inSeconds(3600))]),
      [`GET class/${swim._id}`]: () => json(swim),
      'POST select': (call) => json({ insertedId: (call.body as { _id: string })._id }, 201),
    });
    await user.click(await screen.findByRole('button', { name: `Pay now: ${swim.Name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment'));
    const selects = calls.filter((call) => call.method === 'POST' && call.path === 'select');
    expect(selects).toHaveLength(1);
    expect(selects[0]?.body).toMatchObject({ selectedClassId: swim._id, Name: swim.Name });
  });

  it('Pay now does not select again a class that is selected already', async () => {
    const { user, calls, router } = openWaitlist({
      'GET waitlist': () => json([offer(inSeconds(3600))]),
      'GET select': () => json([aSelection(swim, email, { _id: 'sel-1' })]),
    });
    await user.click(await screen.findByRole('button', { name: `Pay now: ${swim.Name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payment'));
    expect(calls.some((call) => call.method === 'POST' && call.path === 'select')).toBe(false);
  });

  it('Decline asks first, then gives the seat back (DELETE) and the offer disappears', async () => {
    let line = [offer(inSeconds(3600))];
    const { user, calls } = openWaitlist({
      'GET waitlist': () => json(line),
      'DELETE waitlist/*': () => {
        line = [];
        return json({ ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: `Decline: ${swim.Name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this seat?' });
    expect(dialog).toHaveTextContent(/goes to the next in line/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: `Decline: ${swim.Name}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, decline' }),
    );
    await expectToast('You declined the seat');
    expect(calls.filter((call) => call.method === 'DELETE')).toMatchObject([
      { path: 'waitlist/offer-1' },
    ]);
    expect(await screen.findByText('You are not on any waitlist')).toBeVisible();
  });

  it('asks the server again at every visit: an offer paid or run out meanwhile is gone', async () => {
    let line = [offer(inSeconds(3600))];
    const { user } = openWaitlist({ 'GET waitlist': () => json(line) });
    expect(await screen.findByText(/^A seat is held for you until /)).toBeVisible();
    line = [];
    const menu = screen.getByRole('navigation', { name: /dashboard/i });
    await user.click(within(menu).getByRole('link', { name: 'My selected Classes' }));
    await screen.findByRole('heading', { level: 1, name: 'My selected Classes' });
    await user.click(within(menu).getByRole('link', { name: 'My waitlist' }));
    expect(await screen.findByText('You are not on any waitlist')).toBeVisible();
  });

  it('says when the time to pay has run out, without Pay now', async () => {
    openWaitlist({ 'GET waitlist': () => json([offer(inSeconds(1))]) });
    expect(await screen.findByRole('button', { name: /^Pay now/ })).toBeVisible();
    expect(
      await screen.findByText('The time to pay for this seat has run out.', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).toBeNull();
  });

  it('shows a join still on this device as waiting, and a refused one with its reason until dismissed', async () => {
    const join = joinChange({ id: 'j1', classId: 'boxing', className: 'Evening Boxing' }, email);
    await queueChange(join);
    await getLocalDb().outbox.update('j1', {
      state: 'refused',
      lastError: 'You are in this line already.',
    });
    await queueChange(joinChange({ id: 'j2', classId: 'judo', className: 'Judo' }, email));
    const { user } = openWaitlist({
      'GET waitlist': () => json([]),
      'POST waitlist': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const judo = (await screen.findByRole('heading', { name: 'Judo' })).closest('li')!;
    expect(within(judo).getByText('Waiting to sync')).toBeVisible();
    expect(await screen.findByText('Not saved: You are in this line already.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/Not saved/)).toBeNull());
  });

  it("says whose place it is when it is a child's, and nothing on the account's own", async () => {
    const ayaans: WaitlistEntry = {
      ...waiting,
      id: 'wait-ayaan',
      classId: 'judo',
      className: 'Junior Judo',
      place: 1,
      createdAt: '2026-01-03T00:00:00.000Z',
      participantId: 'ayaan-id',
      participantName: 'Ayaan Rahman',
    };
    openWaitlist({ 'GET waitlist': () => json([waiting, ayaans]) });
    const judo = (await screen.findByRole('heading', { name: 'Junior Judo' })).closest('li')!;
    expect(within(judo).getByText('For Ayaan Rahman')).toBeVisible();
    expect(within(judo).getByText('You are 1st in line')).toBeVisible();
    const boxing = screen.getByRole('heading', { name: 'Evening Boxing' }).closest('li')!;
    expect(within(boxing).queryByText(/^For /)).toBeNull();
  });

  it('has an empty state that leads to the classes', async () => {
    openWaitlist({ 'GET waitlist': () => json([]) });
    expect(await screen.findByText('You are not on any waitlist')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse classes' })).toBeVisible();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = openWaitlist({
      'GET waitlist': () =>
        // A 4xx is not asked again (a 5xx is, twice, with pauses).
        fail ? apiError(403, 'forbidden', 'Students only.') : json([waiting]),
    });
    expect(await screen.findByText('Could not load your waitlist')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You are 2nd in line')).toBeVisible();
  });

  it('says it all in Bangla, the place and the countdown in Bengali digits', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    openWaitlist({
      'GET waitlist': () =>
        json([
          { ...offer(inSeconds(3600)), className: 'সাঁতার' },
          { ...waiting, className: 'বক্সিং' },
          {
            ...waiting,
            id: 'wait-ayaan',
            classId: 'judo',
            className: 'জুডো',
            place: 1,
            participantId: 'ayaan-id',
            participantName: 'আয়ান',
          },
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার ওয়েটলিস্ট' })).toBeVisible();
    expect(await screen.findByText('লাইনে আপনার অবস্থান ২ নম্বর')).toBeVisible();
    expect(screen.getByRole('timer').textContent).toMatch(/^([০-৯]:)?[০-৯]{2}:[০-৯]{2}$/);
    expect(screen.getByRole('button', { name: 'এখনই পেমেন্ট করুন: সাঁতার' })).toBeVisible();
    expect(screen.getByText('আয়ান-এর জন্য')).toBeVisible();
    expect(englishOnPage()).toEqual([]);
  });
});
