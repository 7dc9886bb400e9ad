// A student's Select on a class that meets while one they selected does: the warning names the
// other class and the shared session in the venue's time, before anything is sent; "Select
// anyway" goes on, "Cancel" sends nothing. The other class's rule comes from the saved copy.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import { saveClasses } from '#pwa/lib/storage/local-db.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { aSelection } from '#pwa/test/classes.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const schedule = (startTime: string) => ({
  firstDate: '2030-01-07', // a Monday
  weekdays: [1],
  startTime,
  durationMinutes: 60,
  sessionCount: 3,
  lastDate: null,
});
const base = {
  photo: '/images/classes/tennis.svg',
  IName: 'Hannah Schmidt',
  Iemail: 'coach@academy.test',
  price: 40,
  sets: 12,
  status: 'approved' as const,
  enrolled: 3,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  venue: 'dhaka',
};
const tennis: Class = {
  ...base,
  _id: 'tennis',
  Name: 'Tennis Basics',
  schedule: schedule('18:00'),
};
const yoga: Class = { ...base, _id: 'yoga', Name: 'Evening Yoga', schedule: schedule('18:30') };
const EMAIL = 'student@academy.test';
const tennisSelection = aSelection(tennis, EMAIL, { _id: '5d1f0c52-3f5e-4c0e-9a56-0c1f4d6b2a11' });

async function openAsStudent() {
  await saveClasses([tennis, yoga]);
  const calls = installFakeApi({
    ...sessionRoutes('student'),
    'GET class': () => json([tennis, yoga]),
    'GET select': () => json([tennisSelection]),
    'POST select': (call) => json({ insertedId: (call.body as { _id: string })._id }, 201),
  });
  const identity = createFakeIdentity({
    accounts: [{ email: EMAIL, password: 'Secret@123', displayName: 'Sam', photoURL: null }],
    signedInAs: EMAIL,
  });
  const app = renderApp('/classes', identity);
  const heading = await screen.findByRole('heading', { name: yoga.Name });
  const card = within(heading.closest('li') as HTMLElement);
  await waitFor(() => expect(card.getByRole('button', { name: 'Select' })).toBeEnabled());
  // The selections have arrived: the tennis card says Selected.
  await within(
    (await screen.findByRole('heading', { name: tennis.Name })).closest('li') as HTMLElement,
  ).findByRole('button', { name: 'Selected' });
  const posts = () => calls.filter((call) => call.method === 'POST' && call.path === 'select');
  return { ...app, card, posts };
}

describe('the overlap warning on Select', () => {
  it('names the class and the shared session before selecting, and Cancel sends nothing', async () => {
    const { user, card, posts } = await openAsStudent();
    await user.click(card.getByRole('button', { name: 'Select' }));

    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'This class overlaps one of yours' }),
    );
    expect(
      dialog.getByText(
        '“Evening Yoga” meets at the same time as “Tennis Basics”, which you have already selected:',
      ),
    ).toBeInTheDocument();
    // Tennis's first session, in Dhaka's time with the zone named, and the other two counted.
    expect(
      dialog.getByText(/Mon, Jan 7.*6:00.*PM.*7:00.*PM.*Bangladesh time.*and 2 more times/),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts()).toHaveLength(0);
  });

  it('selects anyway when asked to', async () => {
    const { user, card, posts } = await openAsStudent();
    await user.click(card.getByRole('button', { name: 'Select' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Select anyway' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ selectedClassId: yoga._id });
  });
});
