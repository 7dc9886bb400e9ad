/**
 * The signed-in screens in Bangla (issue 14): with the reader's choice set to Bangla, each main
 * screen shows its Bangla heading and table headings, and no English word is left on the page
 * but the data the API sent (class and instructor names, e-mails, ids) and the few Latin words
 * Bangla keeps (Google, Visa, CVC, MM / YY). A text written into a component instead of the
 * catalogue fails here, whichever screen it is on.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import type { Class } from '#shared/schemas/class.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import type { PaidClass, Payment } from '#shared/schemas/payment.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import type { User } from '#shared/schemas/user.ts';
import { getLocalDb } from '#pwa/lib/local-db.ts';
import { installFakeApi, json, pagedAnswers, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

const STUDENT = { email: 'student@academy.test', displayName: 'Sam Student' };
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
].flatMap((item) =>
  Object.entries(item)
    .filter(([key, value]) => typeof value === 'string' && key !== 'status' && key !== 'role')
    .map(([, value]) => value as string),
);

/**
 * Latin words Bangla keeps: brand names, the card form's fields, the field hints' URLs, the
 * language switch's 'English' (each language is named in itself), the avatars' initials.
 */
const KEPT_LATIN = ['Google', 'Visa', 'Mastercard', 'CVC', 'MM / YY', 'URL', 'https://', 'English'];
const INITIALS = ['SS', 'AA', 'CR'];
// The dialogs' close button (pwa/components/ui/dialog.tsx) is the layout's: converted on branch
// i18n (app_close). TODO(issue 14): drop this once that branch is merged.
const NOT_YET_MERGED = ['Close'];
const ALLOWED = [...DATA, ...KEPT_LATIN, ...INITIALS, ...NOT_YET_MERGED].sort(
  (a, b) => b.length - a.length,
);

/**
 * The texts and accessible names of the screen that still hold English (two Latin letters in a
 * row): the page's main part (the sign-in pages have no navbar: all of it) and any dialog open.
 */
function englishOnPage(): string[] {
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

function open(path: string, role: 'student' | 'admin' | 'instructor' | null) {
  const account = role === 'admin' ? ADMIN : role === 'instructor' ? INSTRUCTOR : STUDENT;
  installFakeApi({
    ...sessionRoutes(role ?? 'student'),
    'GET select': () => json([selection]),
    'GET paid': () => json([paid]),
    'GET payments/summary': () =>
      json({ payments: 1, total: 25, refunded: 0, net: 25, classes: [] }),
    'GET payments': pagedAnswers('payments', [[payment]]),
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
          holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        },
        201,
      ),
    'GET class': () => json(classes),
    'GET users': pagedAnswers('users', [[user(2, 'instructor'), user(1, null)]]),
    'GET contact': pagedAnswers('messages', [[message]]),
  });
  const identity = createFakeIdentity({
    accounts: [{ ...account, password: 'Secret@123', photoURL: null }],
    signedInAs: role ? account.email : undefined,
  });
  return renderApp(path, identity);
}

const columnHeaders = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

beforeEach(async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
  await getLocalDb().outbox.clear();
});

describe('the signed-in screens in Bangla', () => {
  it('login and register', async () => {
    const login = open('/login', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'লগইন করুন' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'লগইন' })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    login.unmount();

    const { user } = open('/register', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'রেজিস্টার করুন' })).toBeVisible();
    // Firebase's refusal in Bangla too (the fake identity refuses an e-mail already in use).
    await user.type(screen.getByLabelText('নাম'), 'Sam Student');
    await user.type(screen.getByLabelText('ছবির URL'), 'https://example.test/sam.png');
    await user.type(screen.getByLabelText('ইমেইল'), STUDENT.email);
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'Secret@123');
    await user.type(screen.getByLabelText('পাসওয়ার্ড আবার লিখুন'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'রেজিস্টার করুন' }));
    expect(
      await screen.findByText('এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। লগইন করুন।'),
    ).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  it("the student's home, selected classes, enrolled classes and payments", async () => {
    const view = open('/dashboard/studenthome', 'student');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আবার স্বাগতম, Sam Student!' }),
    ).toBeInTheDocument();
    // Counts in Bengali digits, prices in dollars.
    expect(await screen.findByText('$২৫.০০')).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    view.unmount();

    open('/dashboard/myclass', 'student');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আমার সিলেক্ট করা ক্লাস' }),
    ).toBeInTheDocument();
    expect(await columnHeaders()).toEqual([
      '#',
      'ছবি',
      'ক্লাসের নাম',
      'ইনস্ট্রাক্টরের নাম',
      'কোর্স ফি',
      'অ্যাকশন: মুছুন / পেমেন্ট',
    ]);
    expect(englishOnPage()).toEqual([]);
  });

  it("the student's enrolled classes and payment history", async () => {
    const view = open('/dashboard/enrolledclasses', 'student');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আপনার পেমেন্ট করা ক্লাস' }),
    ).toBeInTheDocument();
    expect(await columnHeaders()).toEqual(['#', 'ছবি', 'নাম', 'ইনস্ট্রাক্টর', 'পরিশোধিত', 'অবস্থা']);
    expect(englishOnPage()).toEqual([]);
    view.unmount();

    open('/dashboard/studentpayments', 'student');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আপনার পেমেন্ট' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ট্রানজেকশন আইডি')).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  it('the payment page with the test card form', async () => {
    open('/dashboard/payment', 'student');
    expect(await screen.findByRole('heading', { level: 1, name: 'পেমেন্ট' })).toBeInTheDocument();
    expect(await screen.findByLabelText('কার্ড নম্বর')).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  it("the admin's users, classes, payments and messages", async () => {
    let view = open('/dashboard/allusers', 'admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'সব ইউজার এখানে' }),
    ).toBeInTheDocument();
    expect(await columnHeaders()).toEqual([
      '#',
      'নাম',
      'ইমেইল',
      'অ্যাডমিন বানান',
      'ইনস্ট্রাক্টর বানান',
      'মুছে ফেলুন',
    ]);
    expect(englishOnPage()).toEqual([]);
    view.unmount();

    view = open('/dashboard/allclasses', 'admin');
    const { user } = view;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ক্লাস ম্যানেজমেন্ট' }),
    ).toBeInTheDocument();
    expect(await columnHeaders()).toEqual([
      'ছবি',
      'নাম',
      'ইনস্ট্রাক্টর',
      'ফি',
      'সিট',
      'অবস্থা',
      'নামঞ্জুর',
      'ফিডব্যাক',
      'মুছে ফেলুন',
    ]);
    expect(englishOnPage()).toEqual([]);
    // The feedback dialog, then the delete confirmation.
    const pendingRow = within(await screen.findByRole('table')).getByText('Football Basics');
    const row = within(pendingRow.closest('tr') as HTMLElement);
    await user.click(row.getByRole('button', { name: 'Football Basics-এর জন্য ফিডব্যাক' }));
    expect(await screen.findByRole('dialog', { name: 'ফিডব্যাক' })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(row.getByRole('button', { name: 'Football Basics মুছে ফেলুন' }));
    expect(await screen.findByRole('alertdialog', { name: 'আপনি কি নিশ্চিত?' })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    view.unmount();

    view = open('/dashboard/payments', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'পেমেন্ট' })).toBeInTheDocument();
    await screen.findAllByText('pi_test_123');
    expect(englishOnPage()).toEqual([]);
    view.unmount();

    open('/dashboard/messages', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'মেসেজ' })).toBeInTheDocument();
    await screen.findByText('Swimming for kids');
    expect(englishOnPage()).toEqual([]);
  });

  it("the instructor's classes and Add a Class", async () => {
    const view = open('/dashboard/instructorclasses', 'instructor');
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার ক্লাস' })).toBeInTheDocument();
    expect(await columnHeaders()).toEqual([
      'ছবি',
      'নাম',
      'ইনস্ট্রাক্টর',
      'ফি',
      'মোট ভর্তি',
      'অবস্থা',
      'ফিডব্যাক',
      'আপডেট',
    ]);
    expect(englishOnPage()).toEqual([]);
    view.unmount();

    open('/dashboard/addclass', 'instructor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'নতুন ক্লাস যোগ করুন' }),
    ).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });
});
