import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { setAccessToken } from '#pwa/lib/api/api-client.ts';
import { aClass, aSelection } from '#pwa/test/classes.ts';
import { aFamily } from '#pwa/test/families.ts';
import { apiError, holdRequests, installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { expectToast } from '#pwa/test/toasts.ts';

function makeClass(overrides: Partial<Class>): Class {
  return aClass({ price: 49.99, sets: 12, enrolled: 3, ...overrides });
}

const tennis = makeClass({});
const yoga = makeClass({ _id: 'class-2', Name: 'Morning Yoga', price: 30 });
const boxing = makeClass({ _id: 'class-3', Name: 'Boxing Pending', status: 'pending' });

/** The student's selection of tennis, as GET /api/select answers it. */
const tennisSelected = aSelection(tennis, 'student@academy.test', { _id: 's1' });

type Role = 'admin' | 'instructor' | 'student';

const FULL = 'This class has no seats left.';

function signedIn(role: Role) {
  const email = `${role}@academy.test`;
  return createFakeIdentity({
    accounts: [{ email, password: 'Secret@123', displayName: `The ${role}`, photoURL: null }],
    signedInAs: email,
  });
}

async function openClasses(
  options: {
    role?: Role;
    routes?: Parameters<typeof installFakeApi>[0];
    /** Runs once the fake API is in, before the app starts (to hold a request from the first). */
    beforeStart?: () => void;
  } = {},
) {
  const calls = installFakeApi({
    ...(options.role ? sessionRoutes(options.role) : {}),
    'GET class': () => json([tennis, yoga, boxing]),
    'GET select': () => json([]),
    ...options.routes,
  });
  options.beforeStart?.();
  const identity = options.role ? signedIn(options.role) : createFakeIdentity();
  const app = renderApp('/classes', identity);
  await screen.findByRole('heading', { name: 'Choose Your Interest' });
  await screen.findByRole('heading', { name: tennis.Name });
  const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
  return { ...app, calls, card };
}

describe('/classes and the Select button', () => {
  it('lists approved classes only, with instructor, available sets and price in dollars', async () => {
    const { card } = await openClasses();
    expect(screen.queryByRole('heading', { name: boxing.Name })).not.toBeInTheDocument();
    const tennisCard = within(card(tennis.Name));
    expect(tennisCard.getByText(tennis.IName)).toBeInTheDocument();
    expect(tennisCard.getByText('Available sets')).toBeInTheDocument();
    expect(tennisCard.getByText('12')).toBeInTheDocument();
    expect(tennisCard.getByText('$49.99')).toBeInTheDocument();
    expect(tennisCard.getByRole('img', { name: tennis.Name })).toHaveAttribute('width', '800');
  });

  it("shows a visitor 'You Need to Login to Select Class', and 'Go to login' leads to /login and back", async () => {
    const { user, card, router } = await openClasses();
    await user.click(within(card(tennis.Name)).getByRole('button', { name: 'Select' }));
    const dialog = await screen.findByRole('dialog', { name: 'You Need to Login to Select Class' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/classes' } });
  });

  // Opening Radix's modal here set `pointer-events: none` and a custom property (its
  // scroll lock's body[data-scroll-locked] rule) on <body>, both inherited: at 4× CPU the browser
  // recomputed every element of /classes, most of the tap's time. The prompt touches <body>'s
  // own overflow only; Escape closes it and the focus is back on Select.
  it("opens the visitor's prompt without restyling the page, and Escape gives the focus back", async () => {
    const { user, card } = await openClasses();
    const sheets = document.querySelectorAll('style').length;
    const select = within(card(tennis.Name)).getByRole('button', { name: 'Select' });
    await user.click(select);
    const dialog = await screen.findByRole('dialog', { name: 'You Need to Login to Select Class' });
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    expect(document.querySelectorAll('style')).toHaveLength(sheets);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(select).toHaveFocus();
  });

  // A card's button is in the page's HTML before the app knows who is asking. When it
  // learns it is a visitor, the same button is enabled; another component there made every card's
  // button again after hydration. Here the wait is a stored
  // session whose identity answers late, with nobody.
  it("keeps each card's Select through the wait for who is asking, and holds a press made meanwhile", async () => {
    installFakeApi({ 'GET class': () => json([tennis]), 'GET select': () => json([]) });
    setAccessToken('stored-token');
    const identity = createFakeIdentity();
    let reportVisitor = () => {};
    const { user } = renderApp('/classes', {
      ...identity,
      onIdTokenChanged: (listener) => {
        reportVisitor = () => listener(null);
        return () => {};
      },
    });
    const heading = await screen.findByRole('heading', { name: tennis.Name });
    const card = within(heading.closest('li') as HTMLElement);
    const select = card.getByRole('button', { name: 'Select' });
    // Enabled from the page's HTML on: a disabled button would lose the tap.
    expect(select).toBeEnabled();
    await user.click(select);
    // Held, seen to be pressed, until it is known who is asking.
    expect(select).toHaveAttribute('data-held');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => reportVisitor());
    // A visitor: the press made before is theirs.
    await screen.findByRole('dialog', { name: 'You Need to Login to Select Class' });
    expect(select).not.toHaveAttribute('data-held');
    expect(select.isConnected).toBe(true);
  });

  it.each(['admin', 'instructor'] as const)(
    'disables Select for an %s and says why',
    async (role) => {
      const { card, calls } = await openClasses({ role });
      const button = within(card(tennis.Name)).getByRole('button', { name: 'Select' });
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveAccessibleDescription(new RegExp(`${role}s can’t select classes`, 'i'));
      expect(calls.some((call) => call.path === 'select')).toBe(false);
    },
  );

  it("selects a class for a student with a client UUID and says 'Your Class Is Selected'", async () => {
    let selected: unknown[] = [];
    const { user, card, calls } = await openClasses({
      role: 'student',
      routes: {
        'GET select': () => json(selected),
        'POST select': (call) => {
          const body = call.body as { _id: string; selectedClassId: string };
          selected = [
            {
              ...body,
              Name: tennis.Name,
              photo: tennis.photo,
              IName: tennis.IName,
              price: tennis.price,
              sets: tennis.sets,
              email: 'student@academy.test',
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          ];
          return json({ insertedId: body._id }, 201);
        },
      },
    });
    const button = within(card(tennis.Name)).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    await expectToast('Your Class Is Selected');
    const post = calls.find((call) => call.method === 'POST' && call.path === 'select');
    expect(post?.body).toMatchObject({
      selectedClassId: tennis._id,
      email: 'student@academy.test',
    });
    expect((post?.body as { _id: string })._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.authorization).toBe('Bearer access-token-student');
    expect(
      await within(card(tennis.Name)).findByRole('button', { name: 'Selected' }),
    ).toBeDisabled();
  });

  it('asks a parent who takes the class, sends the child, and asks again for the others', async () => {
    let selected: Selection[] = [];
    const family = aFamily(['ayaan-id', 'Ayaan Rahman'], ['maya-id', 'Maya Rahman']);
    const { user, card, calls } = await openClasses({
      role: 'student',
      routes: {
        'GET family': () => json(family),
        'GET select': () => json(selected),
        'POST select': (call) => {
          const body = call.body as Selection;
          selected = [...selected, { ...body, createdAt: '2026-01-01T00:00:00.000Z' }];
          return json({ insertedId: body._id }, 201);
        },
      },
    });
    const select = () => within(card(tennis.Name)).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(select()).toBeEnabled());
    await user.click(select());
    let dialog = await screen.findByRole('dialog', { name: `Who takes ${tennis.Name}?` });
    // The student first, chosen until something else is.
    expect(within(dialog).getByRole('radio', { name: 'Me (The student)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Ayaan Rahman' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select for Ayaan Rahman' }));
    await expectToast('Your Class Is Selected');
    const posted = () => calls.find((call) => call.method === 'POST' && call.path === 'select');
    await waitFor(() => expect(posted()).toBeDefined());
    expect(posted()?.body).toMatchObject({
      selectedClassId: tennis._id,
      participantId: 'ayaan-id',
    });

    // Maya and the student can still take it: Select stays, and Ayaan is shown as selected.
    await waitFor(() => expect(select()).toBeEnabled());
    await user.click(select());
    dialog = await screen.findByRole('dialog', { name: `Who takes ${tennis.Name}?` });
    expect(
      within(dialog).getByRole('radio', { name: 'Ayaan Rahman Selected already' }),
    ).toBeDisabled();
    // The last choice is taken now: the first member still free is chosen.
    expect(within(dialog).getByRole('radio', { name: 'Me (The student)' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("holds a parent's Select pressed before the family is known, then asks who takes it", async () => {
    let family: ReturnType<typeof holdRequests> | undefined;
    const { user, card, calls } = await openClasses({
      role: 'student',
      routes: { 'GET family': () => json(aFamily(['ayaan-id', 'Ayaan Rahman'])) },
      beforeStart: () => (family = holdRequests('GET', 'family')),
    });
    const select = () => within(card(tennis.Name)).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(select()).toBeEnabled());
    await waitFor(() => expect(family?.sent()).toBeGreaterThan(0));
    await user.click(select());
    // Busy while the family is on its way: nothing is selected for anyone yet.
    const busy = within(card(tennis.Name)).getByRole('button', { name: 'Selecting…' });
    expect(busy).toBeDisabled();
    const posted = () => calls.some((call) => call.method === 'POST' && call.path === 'select');
    expect(posted()).toBe(false);

    family?.release();
    const dialog = await screen.findByRole('dialog', { name: `Who takes ${tennis.Name}?` });
    expect(within(dialog).getByRole('radio', { name: 'Ayaan Rahman' })).toBeEnabled();
    expect(posted()).toBe(false);
  });

  it("remembers a parent's last choice on this device", async () => {
    localStorage.setItem('select-for:student@academy.test', 'maya-id');
    const family = aFamily(['maya-id', 'Maya Rahman']);
    const { user, card } = await openClasses({
      role: 'student',
      routes: { 'GET family': () => json(family) },
    });
    const select = within(card(yoga.Name)).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    const dialog = await screen.findByRole('dialog', { name: `Who takes ${yoga.Name}?` });
    expect(within(dialog).getByRole('radio', { name: 'Maya Rahman' })).toBeChecked();
  });

  it("shows the server's sentence when it refuses the selection (409)", async () => {
    const { user, card } = await openClasses({
      role: 'student',
      routes: {
        'POST select': () => apiError(409, 'conflict', 'You have already selected Morning Yoga.'),
      },
    });
    const button = within(card(yoga.Name)).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('You have already selected Morning Yoga.')).toBeInTheDocument();
  });

  it('stays "Selecting…" until the server answers, never Selected, when it then refuses', async () => {
    const { user, card } = await openClasses({
      role: 'student',
      routes: { 'POST select': () => apiError(409, 'class_full', FULL) },
    });
    const button = within(card(yoga.Name)).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(button).toBeEnabled());
    // Held on its way: by then the select is stored on the device, as every change is first.
    const { sent, release } = holdRequests('POST', 'select');
    await user.click(button);
    await waitFor(() => expect(sent()).toBe(1));
    expect(await getLocalDb().outbox.count()).toBe(1);
    // Time for the outbox's list to reach the card, as it would for a change that waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(card(yoga.Name)).getByRole('button', { name: 'Selecting…' })).toBeDisabled();
    expect(within(card(yoga.Name)).queryByText('Selected')).toBeNull();

    release();
    expect(await screen.findByText(FULL)).toBeInTheDocument();
    expect(await getLocalDb().outbox.count()).toBe(0);
    expect(within(card(yoga.Name)).queryByText('Selected')).toBeNull();
  });

  // Seen in the chaos run: a delete waiting on the device (its answer lost), and the card said
  // Selected from the server's list all the same; a Select pressed meanwhile came to nothing.
  it('offers Select again for a class whose delete waits on this device, as My selected Classes does', async () => {
    await getLocalDb().outbox.put({
      id: 's1',
      op: 'unselect',
      method: 'DELETE',
      path: 'select/s1',
      email: 'student@academy.test',
      state: 'pending',
      attempts: 1,
      lastError: null,
      createdAt: new Date().toISOString(),
    });
    // The delete's answer does not come while the card is read: it stays on the device.
    const { calls, card } = await openClasses({
      role: 'student',
      routes: { 'GET select': () => json([tennisSelected]), 'DELETE select/*': () => json({}) },
      beforeStart: () => void holdRequests('DELETE', 'select/s1'),
    });
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === 'select')).toBe(true),
    );
    // Time for the server's list and the outbox's to reach the card.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(card(tennis.Name)).getByRole('button', { name: 'Select' })).toBeEnabled();
    expect(within(card(tennis.Name)).queryByText('Selected')).toBeNull();
  });

  it("keeps a family's Select at Selecting… for the last member until the server answers", async () => {
    // The student has the class already; Ayaan is the last one who can take it.
    const family = aFamily(['ayaan-id', 'Ayaan Rahman']);
    const { user, card } = await openClasses({
      role: 'student',
      routes: {
        'GET family': () => json(family),
        'GET select': () => json([tennisSelected]),
        'POST select': () => apiError(409, 'class_full', FULL),
      },
    });
    const select = () => within(card(tennis.Name)).getByRole('button', { name: 'Select' });
    await waitFor(() => expect(select()).toBeEnabled());
    const { sent, release } = holdRequests('POST', 'select');
    await user.click(select());
    const dialog = await screen.findByRole('dialog', { name: `Who takes ${tennis.Name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Select for Ayaan Rahman' }));
    await waitFor(() => expect(sent()).toBe(1));
    // Time for the outbox's list to reach the card, as it would for a change that waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(card(tennis.Name)).getByRole('button', { name: 'Selecting…' })).toBeDisabled();
    expect(within(card(tennis.Name)).queryByText('Selected')).toBeNull();

    release();
    expect(await screen.findByText(FULL)).toBeInTheDocument();
    await waitFor(() => expect(select()).toBeEnabled());
    expect(within(card(tennis.Name)).queryByText('Selected')).toBeNull();
  });

  it('shows classes the student already selected as Selected', async () => {
    const { card } = await openClasses({
      role: 'student',
      routes: {
        'GET select': () =>
          json([
            {
              _id: 's1',
              selectedClassId: yoga._id,
              Name: yoga.Name,
              photo: yoga.photo,
              IName: yoga.IName,
              price: yoga.price,
              sets: yoga.sets,
              email: 'student@academy.test',
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          ]),
      },
    });
    expect(await within(card(yoga.Name)).findByRole('button', { name: 'Selected' })).toBeDisabled();
    expect(within(card(tennis.Name)).getByRole('button', { name: 'Select' })).toBeEnabled();
  });

  it('selects for a student who pressed Select before their role was known', async () => {
    let role: ReturnType<typeof holdRequests> | undefined;
    const { user, card, calls } = await openClasses({
      role: 'student',
      routes: {
        'POST select': (call) => json({ insertedId: (call.body as { _id: string })._id }, 201),
      },
      beforeStart: () => (role = holdRequests('GET', 'users/role')),
    });
    await waitFor(() => expect(role?.sent()).toBeGreaterThan(0));
    const select = within(card(tennis.Name)).getByRole('button', { name: 'Select' });
    await user.click(select);
    expect(select).toHaveAttribute('data-held');
    const post = () => calls.find((call) => call.method === 'POST' && call.path === 'select');
    expect(post()).toBeUndefined();
    role?.release();
    await waitFor(() => expect(post()?.body).toMatchObject({ selectedClassId: tennis._id }));
    expect(post()?.authorization).toBe('Bearer access-token-student');
  });
});
