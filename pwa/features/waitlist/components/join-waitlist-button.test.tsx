import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Class, ClassDetail } from '#shared/schemas/class.ts';
import type { Family } from '#shared/schemas/family.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import type { PaidClass } from '#shared/schemas/payment.ts';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { aClass, aSelection } from '#pwa/test/classes.ts';
import { aFamily } from '#pwa/test/families.ts';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import {
  apiError,
  holdRequests,
  installFakeApi,
  json,
  sessionRoutes,
  type ApiCall,
} from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { expectToast } from '#pwa/test/toasts.ts';

// Join waitlist for a family (decision 049): a parent says for whom with the dialog Select asks
// with (pwa/components/family/participant-dialog.tsx), in the waitlist's words; the child's id and
// name go through the outbox to POST /api/waitlist. An account without children joins at once.
const email = 'student@academy.test';
const student = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'The student', photoURL: null }],
    signedInAs: email,
  });

const tennis = aClass({ _id: 'tennis', Name: 'Tennis Basics', sets: 0, enrolled: 12 });
const judo = aClass({ _id: 'judo', Name: 'Junior Judo', sets: 0, enrolled: 8 });
const yoga = aClass({ _id: 'yoga', Name: 'Morning Yoga', sets: 5 });

const parent = aFamily(['ayaan-id', 'Ayaan Rahman'], ['maya-id', 'Maya Rahman']);
const alone = aFamily();

/** The server's entry for a join: in line, third, for the child the body names. */
function entryOf(body: {
  id: string;
  classId: string;
  participantId?: string;
  participantName?: string;
}): WaitlistEntry {
  return {
    id: body.id,
    classId: body.classId,
    className: body.classId === judo._id ? judo.Name : tennis.Name,
    status: 'waiting',
    place: 3,
    offerExpiresAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    participantId: body.participantId ?? null,
    participantName: body.participantName ?? null,
  };
}

const ayaanInLine = entryOf({
  id: 'entry-ayaan',
  classId: tennis._id,
  participantId: 'ayaan-id',
  participantName: 'Ayaan Rahman',
});

const SEAT_FREE =
  'A seat is free in this class right now: select it instead of joining the waitlist.';

/** The first render of a test file loads the route modules: slow on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

const joins = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === 'waitlist');

/**
 * The one join the fake server received, once it has, and the toast that says it landed (read
 * after the request: a toast of an earlier test may still be on the screen).
 */
async function joined(calls: ApiCall[]) {
  await waitFor(() => expect(joins(calls)).toHaveLength(1));
  await expectToast('You joined the waitlist');
  return joins(calls)[0];
}

/** /classes for the student, with a waitlist the fake server keeps as joins arrive. */
async function openCatalogue(
  family: Family,
  options: {
    line?: WaitlistEntry[];
    paid?: PaidClass[];
    selected?: Selection[];
    postFails?: boolean;
    /** The server refuses every join: a seat came free (409). */
    refuse?: boolean;
    path?: string;
    /** Runs once the fake API is in, before the app starts (to hold a request from the first). */
    beforeStart?: () => void;
    /**
     * The classes the server sends, asked each time: its first page of the catalogue (`limit=`)
     * and the sync the saved copy makes.
     */
    classes?: () => Class[];
  } = {},
) {
  let line = options.line ?? [];
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET class': (call) => {
      const classes = options.classes?.() ?? [tennis, judo, yoga];
      return json(call.search.includes('limit=') ? { classes, next: null } : classes);
    },
    'GET select': () => json(options.selected ?? []),
    'GET paid': () => json(options.paid ?? []),
    'GET family': () => json(family),
    'GET waitlist': () => json(line),
    'POST waitlist': (call) => {
      if (options.postFails) throw new TypeError('Failed to fetch');
      if (options.refuse) return apiError(409, 'waitlist_seat_free', SEAT_FREE);
      const entry = entryOf(call.body as Parameters<typeof entryOf>[0]);
      line = [...line, entry];
      return json(entry, 201);
    },
  });
  options.beforeStart?.();
  const app = renderApp(options.path ?? '/classes', student());
  await screen.findByRole('heading', { name: tennis.Name }, FIRST_LOAD);
  const card = (name: string) =>
    within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);
  /** Join waitlist on a card, once the family is known (it decides whether to ask). */
  const joinButton = async (name: string, label = 'Join waitlist') => {
    const button = await card(name).findByRole('button', { name: label });
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(calls.some((call) => call.path === 'family')).toBe(true));
    return card(name).getByRole('button', { name: label });
  };
  return { ...app, calls, card, joinButton };
}

describe('Join waitlist for a family', () => {
  it('asks a parent for whom, sends the chosen child, and asks again for the others', async () => {
    const { user, calls, joinButton } = await openCatalogue(parent);
    await user.click(await joinButton(tennis.Name));

    let dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    expect(dialog).toHaveAccessibleDescription(
      'Choose who in your family waits in line for a seat in this class.',
    );
    // The parent first, chosen until something else is; nothing is sent before the choice.
    expect(within(dialog).getByRole('radio', { name: 'Me (The student)' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Join waitlist' })).toBeEnabled();
    expect(joins(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Ayaan Rahman' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Join waitlist for Ayaan Rahman' }),
    );

    const post = await joined(calls);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      classId: tennis._id,
      className: tennis.Name,
      participantId: 'ayaan-id',
      participantName: 'Ayaan Rahman',
    });
    expect(post?.authorization).toBe('Bearer access-token-student');

    // Maya and the parent can still join: the card keeps Join waitlist, Ayaan is shown in line.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.path === 'waitlist').length,
      ).toBeGreaterThan(1),
    );
    await user.click(await joinButton(tennis.Name));
    dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    expect(
      await within(dialog).findByRole('radio', { name: 'Ayaan Rahman In line already' }),
    ).toBeDisabled();
    expect(joins(calls)).toHaveLength(1);
  });

  it("holds a parent's press made before the family is known, then asks for whom", async () => {
    let family: ReturnType<typeof holdRequests> | undefined;
    const { user, calls, card } = await openCatalogue(parent, {
      beforeStart: () => (family = holdRequests('GET', 'family')),
    });
    const button = await card(tennis.Name).findByRole('button', { name: 'Join waitlist' });
    await waitFor(() => expect(family?.sent()).toBeGreaterThan(0));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    // Busy while the family is on its way: no one joins yet.
    expect(card(tennis.Name).getByRole('button', { name: 'Joining…' })).toBeDisabled();
    expect(joins(calls)).toHaveLength(0);

    family?.release();
    const dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    expect(within(dialog).getByRole('radio', { name: 'Ayaan Rahman' })).toBeEnabled();
    expect(joins(calls)).toHaveLength(0);
  });

  it('shows a child already in line, or enrolled, as taken: they cannot be chosen', async () => {
    const mayaEnrolled: PaidClass = {
      _id: 'e-maya',
      classId: tennis._id,
      email,
      photo: tennis.photo,
      Name: tennis.Name,
      IName: tennis.IName,
      price: tennis.price,
      participantId: 'maya-id',
      participantName: 'Maya Rahman',
    };
    // The parent's own enrollment elsewhere: its card says Enrolled once the answer is in.
    const ownYoga: PaidClass = {
      ...mayaEnrolled,
      _id: 'e-own',
      classId: yoga._id,
      Name: yoga.Name,
      participantId: null,
      participantName: null,
    };
    const { user, calls, card, joinButton } = await openCatalogue(parent, {
      line: [ayaanInLine],
      paid: [mayaEnrolled, ownYoga],
    });
    expect(await card(yoga.Name).findByRole('button', { name: 'Enrolled' })).toBeDisabled();
    // Ayaan's place does not take the card over: the parent may still join.
    await user.click(await joinButton(tennis.Name));
    const dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    const ayaan = within(dialog).getByRole('radio', { name: 'Ayaan Rahman In line already' });
    const maya = within(dialog).getByRole('radio', { name: 'Maya Rahman Enrolled already' });
    expect(ayaan).toBeDisabled();
    expect(maya).toBeDisabled();
    const me = within(dialog).getByRole('radio', { name: 'Me (The student)' });
    expect(me).toBeChecked();
    await user.click(ayaan);
    expect(ayaan).not.toBeChecked();
    expect(me).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Join waitlist' }));
    const post = await joined(calls);
    expect(post?.body).toMatchObject({ classId: tennis._id });
    expect(post?.body).not.toHaveProperty('participantId');
  });

  it('shows a child who has the class selected as taken: the server would refuse their join', async () => {
    const mayaSelected = aSelection(tennis, email, {
      _id: 's-maya',
      sets: 0,
      participantId: 'maya-id',
      participantName: 'Maya Rahman',
    });
    const { user, calls, joinButton } = await openCatalogue(parent, { selected: [mayaSelected] });
    await waitFor(() => expect(calls.some((call) => call.path === 'select')).toBe(true));
    await user.click(await joinButton(tennis.Name));
    const dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    expect(
      within(dialog).getByRole('radio', { name: 'Maya Rahman Selected already' }),
    ).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Ayaan Rahman' })).toBeEnabled();
  });

  it("keeps the card on the parent's own place once everyone in the family is in line", async () => {
    const { user, card, joinButton } = await openCatalogue(parent, {
      line: [
        ayaanInLine,
        entryOf({ id: 'entry-own', classId: tennis._id }),
        entryOf({
          id: 'entry-maya',
          classId: tennis._id,
          participantId: 'maya-id',
          participantName: 'Maya Rahman',
        }),
      ],
    });
    // Another full class asks for whom: the family is known by then.
    await user.click(await joinButton(judo.Name));
    await screen.findByRole('dialog', { name: `Who joins the waitlist for ${judo.Name}?` });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Every member in line: the card says the parent's own place, with no Join.
    expect(
      await card(tennis.Name).findByRole('button', { name: 'On the waitlist' }),
    ).toBeDisabled();
    expect(card(tennis.Name).queryByRole('button', { name: 'Join waitlist' })).toBeNull();
    expect(card(tennis.Name).queryByText(/^For /)).toBeNull();
  });

  it('preselects the last choice the next time', async () => {
    const { user, calls, joinButton } = await openCatalogue(parent);
    await user.click(await joinButton(tennis.Name));
    let dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Maya Rahman' }));
    await user.click(within(dialog).getByRole('button', { name: 'Join waitlist for Maya Rahman' }));
    expect((await joined(calls))?.body).toMatchObject({ participantId: 'maya-id' });

    await user.click(await joinButton(judo.Name));
    dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${judo.Name}?`,
    });
    expect(within(dialog).getByRole('radio', { name: 'Maya Rahman' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Me (The student)' })).not.toBeChecked();
    expect(
      within(dialog).getByRole('button', { name: 'Join waitlist for Maya Rahman' }),
    ).toBeEnabled();
  });

  it('joins for a student who pressed Join waitlist before their role was known', async () => {
    let role: ReturnType<typeof holdRequests> | undefined;
    const { user, calls, card } = await openCatalogue(alone, {
      beforeStart: () => (role = holdRequests('GET', 'users/role')),
    });
    await waitFor(() => expect(role?.sent()).toBeGreaterThan(0));
    // The button of the page's HTML, before it is known who is asking: the press is held.
    const early = card(tennis.Name).getByRole('button', { name: 'Join waitlist' });
    await user.click(early);
    expect(early).toHaveAttribute('data-held');
    expect(joins(calls)).toHaveLength(0);
    role?.release();
    const post = await joined(calls);
    expect(post?.body).toMatchObject({ classId: tennis._id });
    expect(post?.authorization).toBe('Bearer access-token-student');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not make a Join waitlist pressed early a Select once a seat has come free', async () => {
    let role: ReturnType<typeof holdRequests> | undefined;
    let sync: ReturnType<typeof holdRequests> | undefined;
    let seatFree = false;
    const { user, calls, card } = await openCatalogue(alone, {
      classes: () => (seatFree ? [{ ...tennis, sets: 1 }, judo, yoga] : [tennis, judo, yoga]),
      beforeStart: () => {
        role = holdRequests('GET', 'users/role');
        sync = holdRequests('GET', 'class', 'since=');
      },
    });
    await waitFor(() => expect(role?.sent()).toBeGreaterThan(0));
    // Pressed as the page's first list showed the class: full.
    const early = card(tennis.Name).getByRole('button', { name: 'Join waitlist' });
    await user.click(early);
    expect(early).toHaveAttribute('data-held');
    // Then the saved catalogue arrives with a seat free, and it is known who is asking.
    seatFree = true;
    await waitFor(() => expect(sync?.sent()).toBeGreaterThan(0));
    sync?.release();
    expect(await card(tennis.Name).findByRole('button', { name: 'Select' })).toHaveAttribute(
      'data-held',
    );
    role?.release();
    await waitFor(() =>
      expect(card(tennis.Name).getByRole('button', { name: 'Select' })).not.toHaveAttribute(
        'data-held',
      ),
    );
    // Nothing was sent for the press: neither the Select it never was, nor the Join it no
    // longer can be (the server would refuse it: a seat is free).
    // A press of another class's Select afterwards goes out, and alone.
    await user.click(card(yoga.Name).getByRole('button', { name: 'Select' }));
    const changes = () =>
      calls.filter((call) => call.method === 'POST' && ['select', 'waitlist'].includes(call.path));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({ path: 'select', body: { selectedClassId: yoga._id } });
  });

  it('lets an account without children join at once, for itself, with no dialog', async () => {
    const { user, calls, joinButton } = await openCatalogue(alone);
    await user.click(await joinButton(tennis.Name));
    const post = await joined(calls);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post?.body).toMatchObject({ classId: tennis._id, className: tennis.Name });
    expect(post?.body).not.toHaveProperty('participantId');
    expect(post?.body).not.toHaveProperty('participantName');
  });

  it("keeps a parent's join for a child on the device while offline, with the child's id", async () => {
    const { user, calls, card, joinButton } = await openCatalogue(parent, { postFails: true });
    await user.click(await joinButton(tennis.Name));
    const dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Ayaan Rahman' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Join waitlist for Ayaan Rahman' }),
    );
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    const [queued] = await getLocalDb().outbox.toArray();
    expect(queued).toMatchObject({
      op: 'waitlist-join',
      state: 'pending',
      email,
      body: { classId: tennis._id, participantId: 'ayaan-id', participantName: 'Ayaan Rahman' },
    });
    // Tried while the network is down, always as that entry, for that child.
    expect(joins(calls).every((call) => (call.body as { id: string }).id === queued?.id)).toBe(
      true,
    );
    // The others may still join: the card keeps Join waitlist beside Ayaan's waiting join.
    expect(await card(tennis.Name).findByRole('button', { name: 'Join waitlist' })).toBeVisible();
  });

  it('works from the keyboard: radios and buttons reachable, Escape cancels without a request', async () => {
    const { user, calls, joinButton } = await openCatalogue(parent);
    const join = await joinButton(tennis.Name);
    join.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    const me = within(dialog).getByRole('radio', { name: 'Me (The student)' });
    await waitFor(() => expect(me).toHaveFocus());
    // The arrows move the choice within the group; Tab leaves it for the buttons.
    await user.keyboard('{ArrowDown}');
    const ayaan = within(dialog).getByRole('radio', { name: 'Ayaan Rahman' });
    expect(ayaan).toHaveFocus();
    expect(ayaan).toBeChecked();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(
      within(dialog).getByRole('button', { name: 'Join waitlist for Ayaan Rahman' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(joins(calls)).toHaveLength(0);
    expect(await getLocalDb().outbox.count()).toBe(0);

    // Again, and confirmed with the keyboard: the join is sent for the child chosen.
    (await joinButton(tennis.Name)).focus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', {
      name: `Who joins the waitlist for ${tennis.Name}?`,
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Me (The student)' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Maya Rahman' })).toBeChecked();
    await user.tab();
    await user.tab();
    expect(
      within(dialog).getByRole('button', { name: 'Join waitlist for Maya Rahman' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect((await joined(calls))?.body).toMatchObject({
      participantId: 'maya-id',
      participantName: 'Maya Rahman',
    });
  });
});

describe('a join the server refuses', () => {
  it('stays "Joining…" until the answer, never a place, then says why and offers Join again', async () => {
    const { user, card, joinButton } = await openCatalogue(alone, { refuse: true });
    // The join is held on its way: by then it is stored on the device, as every change is first.
    const { sent, release } = holdRequests('POST', 'waitlist');
    await user.click(await joinButton(tennis.Name));
    await waitFor(() => expect(sent()).toBe(1));
    expect(await getLocalDb().outbox.count()).toBe(1);
    // Time for the outbox's list to reach the card, as it would for a change that waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(card(tennis.Name).getByRole('button', { name: 'Joining…' })).toBeDisabled();
    expect(card(tennis.Name).queryByText('Waiting to sync')).toBeNull();

    release();
    expect(await screen.findByText(SEAT_FREE)).toBeInTheDocument();
    expect(await card(tennis.Name).findByRole('button', { name: 'Join waitlist' })).toBeEnabled();
    expect(await getLocalDb().outbox.count()).toBe(0);
  });
});

describe('in Bangla', () => {
  it('asks for whom in Bangla, in the words of joining the waitlist', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
    const { user, calls, joinButton } = await openCatalogue(parent, { path: '/bn/classes' });
    await user.click(await joinButton(tennis.Name, 'ওয়েটলিস্টে যোগ দিন'));
    const dialog = await screen.findByRole('dialog', {
      name: `${tennis.Name} ক্লাসের ওয়েটলিস্টে কে যোগ দেবে?`,
    });
    expect(dialog).toHaveAccessibleDescription(
      'আপনার পরিবারের কে এই ক্লাসের সিটের জন্য লাইনে অপেক্ষা করবে তা বেছে নিন।',
    );
    expect(within(dialog).getByRole('radio', { name: 'আমি (The student)' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'ওয়েটলিস্টে যোগ দিন' })).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Ayaan Rahman' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Ayaan Rahman-এর জন্য ওয়েটলিস্টে যোগ দিন' }),
    );
    await waitFor(() => expect(joins(calls)).toHaveLength(1));
    expect(joins(calls)[0]?.body).toMatchObject({ participantId: 'ayaan-id' });
  });
});

describe("the class page's places of a family", () => {
  it("names a child's place and still offers Join waitlist to the others", async () => {
    const detail: ClassDetail = { ...tennis, sessions: [], sessionsLeft: 0 };
    installFakeApi({
      ...sessionRoutes('student'),
      [`GET class/${tennis._id}`]: () => json(detail),
      'GET select': () => json([]),
      'GET paid': () => json([]),
      'GET family': () => json(parent),
      'GET waitlist': () => json([ayaanInLine]),
    });
    renderApp(`/classes/${tennis._id}`, student());
    expect(await screen.findByText('For Ayaan Rahman', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText('You are 3rd in line')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Join waitlist' })).toBeVisible();
    // Its Leave button says whose place it leaves.
    expect(
      screen.getByRole('button', { name: `Leave waitlist: ${tennis.Name} (Ayaan Rahman)` }),
    ).toBeVisible();
  });
});
