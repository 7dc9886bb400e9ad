// The signed-in screens' fixtures for bangla-dashboards.test.tsx: what the stand-in API sends,
// the app opened at a path as a role, and the check that no English is left on the screen.
import { screen, within } from '@testing-library/react';
import type { Class } from '#shared/schemas/class.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import type { PaidClass, Payment } from '#shared/schemas/payment.ts';
import type { Roster } from '#shared/schemas/roster.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import type { User } from '#shared/schemas/user.ts';
import { installFakeApi, json, pagedResponses, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

export const STUDENT = { email: 'student@academy.test', displayName: 'Sam Student' };
const ADMIN = { email: 'admin@academy.test', displayName: 'Ada Admin' };
const INSTRUCTOR = { email: 'coach@academy.test', displayName: 'Coach Rafiq' };

const selection: Selection = {
  _id: 's1',
  selectedClassId: 'c1',
  Name: 'Tennis Basics',
  photo: '/images/classes/tennis.svg',
  IName: 'Hannah Schmidt',
  price: 49.99,
  sets: 10,
  email: STUDENT.email,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const paid: PaidClass = {
  _id: 'e1',
  classId: 'c2',
  email: STUDENT.email,
  photo: '/images/classes/yoga.svg',
  Name: 'Morning Yoga',
  IName: 'Hannah Schmidt',
  price: 25,
};
const payment: Payment = {
  _id: 'p1',
  email: STUDENT.email,
  transactionId: 'pi_test_123',
  price: 25,
  date: '2026-01-02T10:00:00.000Z',
  quantity: 1,
  selectedItems: ['s2'],
  selectedId: ['c2'],
  status: 'service pending',
  itemNames: ['Morning Yoga'],
  refunded: 0,
};
const aClass = (overrides: Partial<Class>): Class => ({
  _id: 'c1',
  photo: '/images/classes/football.svg',
  Name: 'Football Basics',
  IName: INSTRUCTOR.displayName,
  Iemail: INSTRUCTOR.email,
  price: 49.99,
  sets: 12,
  status: 'pending',
  enrolled: 3,
  feedback: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const classes = [
  aClass({ _id: 'c1', Name: 'Football Basics', status: 'pending', held: 1 }),
  aClass({ _id: 'c2', Name: 'Swim Squad', status: 'approved' }),
  aClass({ _id: 'c3', Name: 'Cricket Nets', status: 'Denied', feedback: 'Add a photo' }),
];
/** Football Basics' students and sessions: one held, one cancelled, one to come (moved). */
const roster: Roster = {
  classId: 'c1',
  className: 'Football Basics',
  venue: 'dhaka',
  students: [
    {
      email: STUDENT.email,
      name: STUDENT.displayName,
      photoUrl: null,
      status: 'enrolled',
      tokenDigest: 'a',
      codeDigest: 'b',
    },
  ],
  sessions: [
    ['2026-01-05T12:00:00.000Z', 'scheduled', null, null, [STUDENT.email]] as const,
    ['2999-01-04T12:00:00.000Z', 'cancelled', 'Pitch flooded', null, []] as const,
    ['2999-01-08T12:00:00.000Z', 'scheduled', 'Exams', '2999-01-07T12:00:00.000Z', []] as const,
  ].map(([startsAt, status, changeReason, movedFrom, checkedIn]) => ({
    id: startsAt,
    startsAt,
    endsAt: startsAt.replace('T12', 'T13'),
    status,
    changeReason,
    movedFrom,
    checkedIn: [...checkedIn],
  })),
};
const user = (n: number, role: User['role']): User => ({
  _id: `u${n}`,
  name: `Person ${n}`,
  email: `person-${n}@academy.test`,
  role,
  photoURL: null,
});
const message: ContactMessage = {
  _id: 'm1',
  name: 'Nadia Visitor',
  email: 'nadia@example.test',
  subject: 'Swimming for kids',
  message: 'Do you teach children under ten?',
  createdAt: '2026-01-03T09:30:00.000Z',
};

/**
 * What the API sent (and the demo accounts): shown as typed, in whichever language. Not the
 * status and role codes: the page shows those as words of its language.
 */
const DATA = [
  STUDENT,
  ADMIN,
  INSTRUCTOR,
  selection,
  paid,
  payment,
  ...classes,
  user(1, null),
  user(2, 'instructor'),
  message,
  { className: roster.className, cancelled: 'Pitch flooded', moved: 'Exams' },
].flatMap((item) =>
  Object.entries(item)
    .filter(([key, value]) => typeof value === 'string' && key !== 'status' && key !== 'role')
    .map(([, value]) => value as string),
);

/**
 * Latin words Bangla keeps: brand names, the card form's fields, the field hints' URLs, CSV, the
 * language switch's 'English' (each language is named in itself), the avatars' initials.
 */
const KEPT_LATIN = [
  'Google',
  'Visa',
  'Mastercard',
  'CVC',
  'MM / YY',
  'URL',
  'CSV',
  'https://',
  'English',
];
const INITIALS = ['SS', 'AA', 'CR'];
const ALLOWED = [...DATA, ...KEPT_LATIN, ...INITIALS].sort((a, b) => b.length - a.length);

/**
 * The texts and accessible names of the screen that still hold English (two Latin letters in a
 * row): the page's main part (the sign-in pages have no navbar: all of it) and any dialog open.
 */
export function englishOnPage(): string[] {
  const roots = [document.querySelector('main') ?? document.body];
  roots.push(...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'));
  const texts: string[] = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, svg')) continue;
      texts.push(node.textContent ?? '');
    }
  }
  for (const element of roots.flatMap((root) => [...root.querySelectorAll('*')])) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.filter((text) => {
    let rest = text;
    for (const allowed of ALLOWED) rest = rest.split(allowed).join(' ');
    // E-mail addresses and file paths anywhere in a text are data too.
    rest = rest.replace(/\S+@\S+|\/\S+/g, ' ');
    return /[A-Za-z]{2,}/.test(rest);
  });
}

export function open(path: string, role: 'student' | 'admin' | 'instructor' | null) {
  const account = role === 'admin' ? ADMIN : role === 'instructor' ? INSTRUCTOR : STUDENT;
  installFakeApi({
    ...sessionRoutes(role ?? 'student'),
    'GET select': () => json([selection]),
    'GET paid': () => json([paid]),
    'GET payments/summary': () =>
      json({ payments: 1, total: 25, refunded: 0, net: 25, classes: [] }),
    'GET payments': pagedResponses('payments', [[payment]]),
    'GET config': () =>
      json({
        firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
        authEmulatorUrl: null,
        payments: { mode: 'test', publishableKey: null },
      }),
    'POST create-payment-intent': () =>
      json(
        {
          clientSecret: 'pi_1_secret_2',
          intentId: 'pi_1',
          total: 49.99,
          currency: 'usd',
          holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        },
        201,
      ),
    'GET class': () => json(classes),
    'GET class/c1/roster': () => json(roster),
    'GET users': pagedResponses('users', [[user(2, 'instructor'), user(1, null)]]),
    'GET contact': pagedResponses('messages', [[message]]),
  });
  const identity = createFakeIdentity({
    accounts: [{ ...account, password: 'Secret@123', photoURL: null }],
    signedInAs: role ? account.email : undefined,
  });
  return renderApp(path, identity);
}

export const columnHeaders = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
