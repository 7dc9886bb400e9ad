import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Class, ClassDetail } from '#shared/schemas/class.ts';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { installFakeApi, json, sessionRoutes, type ApiCall } from '#pwa/test/fake-api.ts';
import { aSelection } from '#pwa/test/classes.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { expectToast } from '#pwa/test/toasts.ts';

// A class's action where the selections and the waitlist meet (pwa/app/class-action.tsx): Select
// becomes Join waitlist on a full class, a join (online or not) shows the student's state, and
// the class page says the place in line with Leave waitlist.
const email = 'student@academy.test';
const student = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });

const base: Class = {
  _id: 'tennis',
  photo: '/images/classes/tennis.svg',
  Name: 'Tennis Basics',
  IName: 'Hannah Schmidt',
  Iemail: 'coach@academy.test',
  price: 49.99,
  sets: 0,
  status: 'approved',
  enrolled: 12,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const full = base;
const open: Class = { ...base, _id: 'yoga', Name: 'Morning Yoga', sets: 5 };

const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'entry-1',
  classId: full._id,
  className: full.Name,
  status: 'waiting',
  place: 3,
  offerExpiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The first render of a test file loads the route modules: slow on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

/** The API's refusal with its reason, as api/lib/http-error.ts sends it. */
const refused = (reason: string, message: string) => () => ({
  status: 409,
  body: { error: { code: 'conflict', reason, params: {}, message } },
});

async function openCatalogue(routes: Parameters<typeof installFakeApi>[0] = {}) {
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET class': () => json([full, open]),
    'GET select': () => json([]),
    'GET waitlist': () => json([]),
    ...routes,
  });
  const app = renderApp('/classes', student());
  await screen.findByRole('heading', { name: full.Name }, FIRST_LOAD);
  const card = (name: string) =>
    within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);
  return { ...app, calls, card };
}

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('Join waitlist in place of Select', () => {
  it('offers a visitor on a full class Join waitlist, which asks them to log in first', async () => {
    installFakeApi({ 'GET class': () => json([full]) });
    const { user } = renderApp('/classes', createFakeIdentity());
    const card = within(
      (await screen.findByRole('heading', { name: full.Name }, FIRST_LOAD)).closest('li')!,
    );
    const join = card.getByRole('button', { name: 'Join waitlist' });
    await waitFor(() => expect(join).toBeEnabled());
    expect(join).toHaveAccessibleDescription(/log in to join the line/i);
    expect(card.queryByRole('button', { name: 'Select' })).toBeNull();
    await user.click(join);
    expect(
      await screen.findByRole('dialog', { name: 'Log in to join the waitlist' }),
    ).toBeVisible();
  });

  it('offers a student Join waitlist on a class with no seat, and the card then says the place', async () => {
    let line: WaitlistEntry[] = [];
    const { user, card, calls } = await openCatalogue({
      'GET waitlist': () => json(line),
      'POST waitlist': (call) => {
        line = [entry({ id: (call.body as { id: string }).id })];
        return json(line[0], 201);
      },
    });
    const join = await card(full.Name).findByRole('button', { name: 'Join waitlist' });
    expect(join).toHaveAccessibleDescription(/no seats left/i);
    expect(card(open.Name).getByRole('button', { name: 'Select' })).toBeEnabled();
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);

    await expectToast('You joined the waitlist');
    const [post] = posts(calls, 'waitlist');
    expect(post?.body).toMatchObject({ classId: full._id });
    expect((post?.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.authorization).toBe('Bearer access-token-student');
    expect(await card(full.Name).findByText('You are 3rd in line')).toBeVisible();
    expect(card(full.Name).getByRole('button', { name: 'On the waitlist' })).toBeDisabled();
    expect(posts(calls, 'waitlist')).toHaveLength(1);
  });

  it('turns Select into Join waitlist when the server says the class is full', async () => {
    const { user, card } = await openCatalogue({
      'POST select': refused('class_full', 'This class has no seats left.'),
    });
    const select = card(open.Name).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    expect(await screen.findByText('This class has no seats left.')).toBeInTheDocument();
    expect(await card(open.Name).findByRole('button', { name: 'Join waitlist' })).toBeEnabled();
  });

  it('keeps a join made offline on the device and says "Waiting to sync"', async () => {
    const { user, card, calls } = await openCatalogue({ 'POST waitlist': networkDown });
    const join = await card(full.Name).findByRole('button', { name: 'Join waitlist' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);

    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    expect(await card(full.Name).findByRole('button', { name: 'Waiting to sync' })).toBeDisabled();
    const [queued] = await getLocalDb().outbox.toArray();
    expect(queued).toMatchObject({ op: 'waitlist-join', state: 'pending', email });
    // Tried again while the network is down, always as the same entry (its idempotency key).
    const ids = new Set(posts(calls, 'waitlist').map((call) => (call.body as { id: string }).id));
    expect([...ids]).toEqual([queued?.id]);
  });

  it('says why the server refused a join at once, and keeps nothing waiting', async () => {
    const { user, card } = await openCatalogue({
      'POST waitlist': refused('waitlist_has_seats', 'This class has seats again: select it.'),
    });
    const join = await card(full.Name).findByRole('button', { name: 'Join waitlist' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    // Said at once, and nothing stays waiting.
    expect(await screen.findByText('This class has seats again: select it.')).toBeInTheDocument();
    expect(await getLocalDb().outbox.count()).toBe(0);
  });
});

describe("the class page's place in line", () => {
  const detail: ClassDetail = { ...full, sessions: [], sessionsLeft: 0 };

  it('says the place and leaves the line after a confirmation', async () => {
    let line = [entry()];
    const calls = installFakeApi({
      ...sessionRoutes('student'),
      [`GET class/${full._id}`]: () => json(detail),
      'GET select': () => json([]),
      'GET waitlist': () => json(line),
      'DELETE waitlist/*': () => {
        line = [];
        return json({ ok: true });
      },
    });
    const { user } = renderApp(`/classes/${full._id}`, student());
    expect(await screen.findByText('You are 3rd in line', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();

    await user.click(screen.getByRole('button', { name: `Leave waitlist: ${full.Name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the waitlist?' });
    expect(dialog).toHaveTextContent(/you lose your place in line for tennis basics/i);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));

    await expectToast('You left the waitlist');
    expect(calls.filter((call) => call.method === 'DELETE')).toMatchObject([
      { path: 'waitlist/entry-1' },
    ]);
    expect(await screen.findByRole('button', { name: 'Join waitlist' })).toBeVisible();
  });
});

describe("the class page's action for each person", () => {
  const detail: ClassDetail = { ...open, sessions: [], sessionsLeft: 0 };
  const openPage = (identity: ReturnType<typeof createFakeIdentity>, routes = {}) => {
    installFakeApi({
      [`GET class/${open._id}`]: () => json(detail),
      'GET select': () => json([]),
      'GET waitlist': () => json([]),
      'GET paid': () => json([]),
      ...routes,
    });
    return renderApp(`/classes/${open._id}`, identity);
  };
  const paidFor = {
    _id: 'e1',
    classId: open._id,
    email,
    photo: open.photo,
    Name: open.Name,
    IName: open.IName,
    price: open.price,
  };
  afterEach(() => vi.restoreAllMocks());
  const staff = (who: string) =>
    createFakeIdentity({
      accounts: [{ email: who, password: 'Staff@123', displayName: 'Staff', photoURL: null }],
      signedInAs: who,
    });

  it('says a student who paid for the class is enrolled and offers the pass, not Select', async () => {
    openPage(student(), {
      ...sessionRoutes('student'),
      'GET paid': () => json([paidFor]),
      'GET passes': () => json([]),
    });
    expect(
      await screen.findByText(
        'You have paid for this class. Show your pass at the door.',
        {},
        FIRST_LOAD,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Show pass/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
  });

  it('offline with no saved pass, says to open it once online rather than loading', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = openPage(student(), {
      ...sessionRoutes('student'),
      'GET paid': () => json([paidFor]),
      'GET passes': networkDown,
    });
    const show = await screen.findByRole('button', { name: /^Show pass/ }, FIRST_LOAD);
    await user.click(show);
    const dialog = await screen.findByRole('dialog', { name: `Pass for ${open.Name}` });
    // Paused after its first failed try (a second of retry delay), with nothing saved.
    expect(
      await within(dialog).findByText(/open it once with a connection/i, {}, FIRST_LOAD),
    ).toBeVisible();
  });

  it('leads a student who selected the class on to paying', async () => {
    openPage(student(), {
      ...sessionRoutes('student'),
      'GET select': () => json([aSelection(open, email, { _id: 's1' })]),
    });
    const onward = await screen.findByRole(
      'link',
      { name: 'Go to My selected Classes' },
      FIRST_LOAD,
    );
    expect(onward).toHaveAttribute('href', '/dashboard/myclass');
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
  });

  it("leads the class's instructor to its students and sessions, an admin to the class management", async () => {
    const page = openPage(staff(open.Iemail), sessionRoutes('instructor'));
    const roster = await screen.findByRole('link', { name: 'Students and sessions' }, FIRST_LOAD);
    expect(roster).toHaveAttribute('href', `/dashboard/instructorclasses/${open._id}`);
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
    page.unmount();

    openPage(staff('admin@academy.test'), sessionRoutes('admin'));
    const manage = await screen.findByText(/admins can’t select classes/i, {}, FIRST_LOAD);
    expect(
      within(manage.parentElement!).getByRole('link', { name: 'Manage Classes' }),
    ).toHaveAttribute('href', '/dashboard/allclasses');
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
  });

  it('tells another instructor why Select is not theirs, with no button', async () => {
    openPage(staff('other@academy.test'), sessionRoutes('instructor'));
    expect(
      await screen.findByText(/instructors can’t select classes/i, {}, FIRST_LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
  });
});
