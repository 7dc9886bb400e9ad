// The class form's schedule: the preview of the dates as the fields change, the schedule's
// validation messages in English and Bangla, the server's clash refusal beside the schedule,
// and an edit of a class with students that says what changes and waits for a yes.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMessageLocale } from '#shared/i18n/locale.ts';
import type { Class } from '#shared/schemas/class.ts';
import { LocaleProvider } from '#pwa/lib/i18n/locale.tsx';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { AddClassForm } from './add-class-form.tsx';
import { EditClassDialog } from './edit-class-dialog.tsx';

const rule = (overrides: Partial<NonNullable<Class['schedule']>> = {}) => ({
  firstDate: '2030-01-07', // a Monday
  weekdays: [1, 4],
  startTime: '18:00',
  durationMinutes: 60,
  sessionCount: 16,
  lastDate: null,
  ...overrides,
});
const OWN: Class = {
  _id: 'yoga',
  photo: '/images/classes/yoga.svg',
  Name: 'Evening Yoga',
  IName: 'Coach Nadia',
  Iemail: 'coach@academy.test',
  price: 30,
  sets: 10,
  status: 'approved',
  enrolled: 12,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  sport: 'yoga',
  level: 'all',
  venue: 'dhaka',
  description: 'Breathe.',
  schedule: rule(),
};

type StubResponse = { status: number; body: unknown };
function stubApi(write: StubResponse = { status: 201, body: { insertedId: 'new' } }, own = [OWN]) {
  const writes: { method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'GET') return Response.json(own);
    writes.push({ method: request.method, body: await request.clone().json() });
    return Response.json(write.body, { status: write.status });
  });
  return writes;
}

function renderIn(locale: 'en' | 'bn', element: React.ReactNode) {
  localStorage.setItem('locale', locale);
  return renderWithQueries(
    <MemoryRouter initialEntries={['/dashboard']}>
      <LocaleProvider>{element}</LocaleProvider>
    </MemoryRouter>,
  ).user;
}
const renderAddForm = (locale: 'en' | 'bn' = 'en') =>
  renderIn(
    locale,
    <AddClassForm instructor={{ name: 'Coach Nadia', email: 'coach@academy.test' }} />,
  );

/** A whole class but the schedule's days: from Sat, Jan 5, 2030, three sessions (any language). */
async function fillClass(user: ReturnType<typeof userEvent.setup>) {
  const field = (name: string) => document.getElementById(`add-class-${name}`)!;
  await user.type(field('Name'), 'Junior Football');
  await user.type(field('photo'), 'https://example.com/football.jpg');
  await user.type(field('price'), '49.99');
  await user.type(field('sets'), '20');
  await user.selectOptions(field('sport'), 'football');
  await user.selectOptions(field('level'), 'beginner');
  await user.selectOptions(field('venue'), 'dhaka');
  fireEvent.change(field('schedule-firstDate'), { target: { value: '2030-01-05' } });
  await user.clear(field('schedule-sessionCount'));
  await user.type(field('schedule-sessionCount'), '3');
}

const preview = () => within(screen.getByRole('region', { name: 'The dates' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  setMessageLocale('en');
});

describe('the schedule preview', () => {
  it('lists the dates in the venue’s time with the zone named, and follows the fields', async () => {
    stubApi(undefined, []);
    const user = renderAddForm();
    expect(preview().getByText(/Choose a venue, the first date/)).toBeInTheDocument();
    await fillClass(user);
    await user.click(screen.getByRole('button', { name: 'Sat' }));
    await user.click(screen.getByRole('button', { name: 'Mon' }));

    expect(
      preview().getByText('3 sessions, from Sat, Jan 5 to Sat, Jan 12, in Bangladesh time.'),
    ).toBeInTheDocument();
    expect(
      preview()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sat, Jan 5, 6:00 PM–7:00 PM',
      'Mon, Jan 7, 6:00 PM–7:00 PM',
      'Sat, Jan 12, 6:00 PM–7:00 PM',
    ]);

    // Ending on a date instead, a Kuala Lumpur class at 7:30 AM for 90 minutes.
    await user.selectOptions(screen.getByLabelText('Venue'), 'kuala-lumpur');
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '07:30' } });
    await user.clear(screen.getByLabelText('Length (minutes)'));
    await user.type(screen.getByLabelText('Length (minutes)'), '90');
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    fireEvent.change(screen.getByLabelText('Last date'), { target: { value: '2030-01-08' } });
    expect(
      preview().getByText('2 sessions, from Sat, Jan 5 to Mon, Jan 7, in Malaysia time.'),
    ).toBeInTheDocument();
    expect(preview().getAllByRole('listitem')[0]).toHaveTextContent('Sat, Jan 5, 7:30 AM–9:00 AM');
  });

  it('warns before saving when a date meets while another of the instructor’s classes does', async () => {
    stubApi();
    const user = renderAddForm();
    await fillClass(user);
    await user.click(screen.getByRole('button', { name: 'Mon' }));
    expect(
      await preview().findByText(
        'Clashes with your class “Evening Yoga”: Mon, Jan 7, 6:00 PM–7:00 PM.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the schedule’s messages', () => {
  it('asks for the sport, level, venue and days, in English', async () => {
    const writes = stubApi();
    const user = renderAddForm();
    await user.click(screen.getByRole('button', { name: 'Add Class' }));
    expect(await screen.findByText('Choose a sport from the list.')).toBeInTheDocument();
    expect(screen.getByText("Choose one of the academy's branches.")).toBeInTheDocument();
    expect(screen.getByText('Choose at least one day of the week.')).toBeInTheDocument();
    expect(screen.getByText('Enter the date of the first session.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Days of the week' })).toHaveAccessibleDescription(
      'Choose at least one day of the week.',
    );
    expect(writes).toHaveLength(0);
  });

  it('says them in Bangla to a reader of Bangla', async () => {
    stubApi();
    const user = renderAddForm('bn');
    await user.click(screen.getByRole('button', { name: 'ক্লাস যোগ করুন' }));
    expect(await screen.findByText('তালিকা থেকে একটি খেলা বেছে নিন।')).toBeInTheDocument();
    expect(screen.getByText('সপ্তাহের অন্তত একটি দিন বেছে নিন।')).toBeInTheDocument();
    expect(screen.getByText('প্রথম সেশনের তারিখ দিন।')).toBeInTheDocument();
  });
});

describe('the server’s clash refusal', () => {
  const clash = {
    status: 409,
    body: {
      error: {
        code: 'conflict',
        reason: 'schedule_clash',
        params: {
          className: 'Evening Yoga',
          day: '2030-01-07',
          start: '18:00',
          end: '19:00',
          venue: 'dhaka',
        },
        message: 'This schedule clashes with your class “Evening Yoga”.',
      },
    },
  };

  it.each([
    [
      'en',
      'This schedule clashes with your class “Evening Yoga” on Mon, Jan 7, 2030, 6:00 PM–7:00 PM (Dhanmondi, Dhaka).',
    ],
    [
      'bn',
      'এই সময়সূচি আপনার “Evening Yoga” ক্লাসের সাথে একই সময়ে পড়ছে: সোম, ৭ জানু, ২০৩০, ৬:০০ সন্ধ্যা–৭:০০ সন্ধ্যা (ধানমন্ডি, ঢাকা)।',
    ],
  ] as const)('is said beside the schedule (%s)', async (locale, sentence) => {
    stubApi(clash, []);
    const user = renderAddForm(locale);
    await fillClass(user);
    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Mon' : 'সোম' }));
    await user.click(
      screen.getByRole('button', { name: locale === 'en' ? 'Add Class' : 'ক্লাস যোগ করুন' }),
    );
    const schedule = screen.getByRole('group', { name: locale === 'en' ? 'Schedule' : 'সময়সূচি' });
    expect(await within(schedule).findByRole('alert')).toHaveTextContent(sentence);
  });
});

describe('editing the schedule of a class with students', () => {
  it('says what changes for whom and saves only after a yes', async () => {
    const writes = stubApi({ status: 200, body: { modifiedCount: 1 } });
    const onOpenChange = vi.fn();
    const user = renderIn('en', <EditClassDialog item={OWN} open onOpenChange={onOpenChange} />);
    const dialog = within(screen.getByRole('dialog'));
    // Tuesdays and Thursdays at 7:00 PM, 13 sessions instead of Mondays and Thursdays at 6:00 PM, 16.
    await user.click(dialog.getByRole('button', { name: 'Mon' }));
    await user.click(dialog.getByRole('button', { name: 'Tue' }));
    fireEvent.change(dialog.getByLabelText('Start time'), { target: { value: '19:00' } });
    await user.clear(dialog.getByLabelText('Number of sessions'));
    await user.type(dialog.getByLabelText('Number of sessions'), '13');

    const change = within(dialog.getByRole('region', { name: 'What changes for your students' }));
    expect(change.getByText('12 enrolled students take this class.')).toBeInTheDocument();
    expect(
      change.getByText(
        'From Mon, Jan 7 the class meets Tue, Thu · 7:00 PM (Bangladesh time) instead of Mon, Thu · 6:00 PM (Bangladesh time).',
      ),
    ).toBeInTheDocument();
    expect(change.getByText('13 sessions instead of 16.')).toBeInTheDocument();
    expect(change.getByText('Sessions already held stay as they were.')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(
      await dialog.findByRole('button', { name: 'Save the new schedule' }),
    ).toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Save the new schedule' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes).toEqual([
      {
        method: 'PUT',
        body: expect.objectContaining({
          venue: 'dhaka',
          schedule: rule({ weekdays: [2, 4], startTime: '19:00', sessionCount: 13 }),
        }),
      },
    ]);
  });

  it('saves a change of name alone at once, the schedule left out', async () => {
    const writes = stubApi({ status: 200, body: { modifiedCount: 1 } });
    const onOpenChange = vi.fn();
    const user = renderIn('en', <EditClassDialog item={OWN} open onOpenChange={onOpenChange} />);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.queryByRole('region', { name: 'What changes for your students' })).toBeNull();
    await user.type(dialog.getByLabelText('Class Name'), ' (all ages)');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes[0]?.body).not.toHaveProperty('schedule');
  });
});
