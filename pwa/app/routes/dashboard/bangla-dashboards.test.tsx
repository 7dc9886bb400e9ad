/**
 * The signed-in screens in Bangla: with the reader's choice set to Bangla, each main
 * screen shows its Bangla heading and table headings, and no English word is left on the page
 * but the data the API sent (class and instructor names, e-mails, ids) and the few Latin words
 * Bangla keeps (Google, Visa, CVC, MM / YY). A text written into a component instead of the
 * catalogue fails here, whichever screen it is on.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '#shared/i18n/locale.ts';
import {
  columnHeaders,
  englishOnPage,
  open,
  STUDENT,
} from '../../../test/bangla-dashboards.fixtures.ts';

beforeEach(() => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'bn');
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
    expect(await columnHeaders()).toEqual([
      '#',
      'ছবি',
      'নাম',
      'ইনস্ট্রাক্টর',
      'পরিশোধিত',
      'অবস্থা',
      'অ্যাকশন',
    ]);
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

  it("the instructor's students and sessions, and the dialogs to change one", async () => {
    const { user } = open('/dashboard/instructorclasses/c1', 'instructor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Football Basics' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText('বাতিল')).not.toHaveLength(0);
    expect(englishOnPage()).toEqual([]);
    const [move] = screen.getAllByRole('button', { name: /^সেশন সরান:/ });
    await user.click(move!);
    expect(await screen.findByLabelText('নতুন তারিখ')).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    await user.keyboard('{Escape}');
    const [cancel] = screen.getAllByRole('button', { name: /^সেশন বাতিল করুন:/ });
    await user.click(cancel!);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'সেশন বাতিল করুন' }),
    );
    expect(await screen.findByText('একটি কারণ লিখুন: শিক্ষার্থীরা এটি দেখবেন।')).toBeVisible();
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
      'ফ্রন্ট ডেস্ক বানান',
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
