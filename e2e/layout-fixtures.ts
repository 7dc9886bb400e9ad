// Data for the layout spec: people, classes, a payment and a message whose names, e-mails and
// class names are single words of 40+ characters, written straight into the e2e stack's database
// (E2E_DATABASE_URL, from e2e/global-setup.ts), and what the page must show to fit the screen.
import type { Page } from '@playwright/test';
import { createDb } from '../api/db/client.ts';
import {
  classes,
  contactMessages,
  enrollments,
  payments,
  selections,
  users,
} from '../api/db/schema.ts';
import { createEmulatorAccount } from '../scripts/lib/emulator-accounts.ts';
import { TEST_PASSWORD } from './fixtures.ts';

export interface LongAccount {
  name: string;
  email: string;
  password: string;
}

export interface LongWorld {
  student: LongAccount;
  instructor: LongAccount;
  className: string;
}

/** A word of `length` letters and digits with no place to break, ending in `stamp`. */
function longWord(prefix: string, stamp: string, length = 44): string {
  const filler = 'abcdefghijklmnopqrstuvwxyz'.repeat(3);
  return `${prefix}${filler}`.slice(0, length - stamp.length) + stamp;
}

/**
 * A student and an instructor with long names and e-mails (signed in through the real UI later),
 * the instructor's pending and denied classes with long names and feedback, a paid enrollment, a
 * selection and a contact message: every dashboard list has a long row to show.
 */
export async function seedLongWorld(emulatorHost: string, stamp: string): Promise<LongWorld> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('E2E_DATABASE_URL is not set: run the specs through playwright.config.ts.');
  const student: LongAccount = {
    name: longWord('Studentname', stamp),
    email: `${longWord('student', stamp)}@academy.test`,
    password: TEST_PASSWORD,
  };
  const instructor: LongAccount = {
    name: longWord('Coachname', stamp),
    email: `${longWord('coach', stamp)}@academy.test`,
    password: TEST_PASSWORD,
  };
  const className = longWord('Classname', stamp);
  const deniedName = longWord('Deniedclass', stamp);
  const ids = {
    pending: crypto.randomUUID(),
    denied: crypto.randomUUID(),
    payment: crypto.randomUUID(),
  };

  const accounts = await Promise.all(
    [student, instructor].map((account) =>
      createEmulatorAccount(emulatorHost, {
        email: account.email,
        password: account.password,
        displayName: account.name,
        emailVerified: true,
      }),
    ),
  );
  const { db, client } = createDb({ url });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values([
        {
          id: crypto.randomUUID(),
          name: student.name,
          email: student.email,
          firebaseUid: accounts[0]!.localId,
        },
        {
          id: crypto.randomUUID(),
          name: instructor.name,
          email: instructor.email,
          firebaseUid: accounts[1]!.localId,
          role: 'instructor',
        },
      ]);
      const cls = {
        photo: '/images/classes/cricket.svg',
        instructorName: instructor.name,
        instructorEmail: instructor.email,
        priceCents: 12_500,
        seats: 12,
      };
      await tx.insert(classes).values([
        {
          ...cls,
          id: ids.pending,
          name: className,
          feedback: `Please add a schedule ${longWord('Feedbackword', stamp)} and a photo.`,
        },
        {
          ...cls,
          id: ids.denied,
          name: deniedName,
          status: 'Denied',
          feedback: longWord('Deniedbecause', stamp, 60),
        },
      ]);
      await tx.insert(payments).values({
        id: ids.payment,
        email: student.email,
        transactionId: `pi_${longWord('transaction', stamp, 48)}`,
        amountCents: 12_500,
        quantity: 1,
        status: 'succeeded',
        itemNames: [deniedName],
        classIds: [ids.denied],
        selectionIds: [crypto.randomUUID()],
      });
      await tx.insert(enrollments).values({
        id: crypto.randomUUID(),
        paymentId: ids.payment,
        classId: ids.denied,
        email: student.email,
        className: deniedName,
        instructorName: instructor.name,
        photo: cls.photo,
        priceCents: 12_500,
      });
      await tx
        .insert(selections)
        .values({ id: crypto.randomUUID(), classId: ids.pending, email: student.email });
      await tx.insert(contactMessages).values({
        id: crypto.randomUUID(),
        name: student.name,
        email: student.email,
        subject: longWord('Subject', stamp),
        message: `Hello ${longWord('Messageword', stamp, 70)}`,
      });
    });
  } finally {
    client.close();
  }
  return { student, instructor, className };
}

/** The browser's install offer, as Chromium fires it when the app is installable. */
export async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

/**
 * What does not fit a screen of the page's width, in words: a page wider than the screen, a
 * header, table, card or table cell whose content is wider than itself (a column cut off
 * behind a scroll, a long word running out of its card), or anything of the header or the
 * main content (not clipped by a box of its own) beyond the screen's edges. Empty when all fits.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return `<${element.tagName.toLowerCase()}> "${label.trim().slice(0, 40)}"`;
    };
    const shown = (element: Element) =>
      element.checkVisibility() && element.getBoundingClientRect().width > 1;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width)
      problems.push(`the page is ${scrollWidth}px wide, the screen ${width}px`);

    const boxes = document.querySelectorAll(
      'header, main table, main [data-slot="table-container"], main td, main th, main li, main article',
    );
    for (const box of boxes) {
      if (!shown(box)) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        problems.push(`${describe(box)} holds ${box.scrollWidth}px in ${box.clientWidth}px`);
      }
    }
    // A header item whose content is wider than its box runs into its neighbour without widening
    // anything (the brand's name under the offline pill at 360 px, before the name gave way).
    for (const item of document.querySelectorAll('header a, header button')) {
      if (shown(item) && item.scrollWidth > item.clientWidth + 1) {
        problems.push(`${describe(item)} holds ${item.scrollWidth}px in ${item.clientWidth}px`);
      }
    }
    // Beyond a clipping box (a slider's next slide, a table's scroll box) nothing widens the
    // page; the boxes above say whether such a box hides content.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('header *, main *')) {
      if (!shown(element) || clipped(element)) continue;
      const { left, right } = element.getBoundingClientRect();
      if (right > width + 1 || left < -1) {
        problems.push(`${describe(element)} spans ${Math.round(left)}–${Math.round(right)}px`);
      }
    }
    return problems.slice(0, 12);
  });
}
