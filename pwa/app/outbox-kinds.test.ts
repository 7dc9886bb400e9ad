// Every kind of change the app queues says what it is, in the reader's language: from the label
// stored with it when it was queued, and plainly for an entry without one (queued by an older
// version of the app, already on a device).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inLocale } from '#shared/i18n/locale.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { checkInChange, uncheckChange } from '#pwa/features/roster/api/check-in-outbox.ts';
import { markReadChange } from '#pwa/features/notifications/api/mark-read-outbox.ts';
import { selectChange, unselectChange } from '#pwa/features/selections/api/selection-outbox.ts';
import { joinChange, leaveChange } from '#pwa/features/waitlist/api/waitlist-outbox.ts';
import { outboxKinds, type OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { describeChange } from '#pwa/lib/outbox/outbox-labels.ts';
import type { OutboxChange } from '#pwa/lib/outbox/outbox.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { provideAppOutboxKinds } from './outbox-kinds.ts';

const EMAIL = 'student@academy.test';

/** A change as the outbox stores it. */
const stored = (change: OutboxChange): OutboxEntry => ({
  ...change,
  state: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: new Date().toISOString(),
});
/** The same entry as an older version of the app stored it: no label. */
const unlabelled = (change: OutboxChange): OutboxEntry => {
  const { label: _label, ...rest } = stored(change);
  return rest;
};

const football: Selection = {
  _id: 'sel-1',
  selectedClassId: 'class-1',
  email: EMAIL,
  Name: 'Football',
  photo: '/images/classes/football.webp',
  IName: 'Coach',
  price: 20,
  sets: 5,
  createdAt: new Date().toISOString(),
};
const forMaya: Selection = { ...football, participantId: 'p-maya', participantName: 'Maya Lee' };

const checkInBody = {
  id: 'nonce-1',
  sessionId: 'session-1',
  takenAt: '2026-03-01T09:00:00.000Z',
  proof: { method: 'roster', email: 'ayaan@academy.test' } as const,
  classId: 'class-1',
  email: 'ayaan@academy.test',
  participantId: null,
};
const uncheckBody = {
  sessionId: 'session-1',
  classId: 'class-1',
  email: 'ayaan@academy.test',
  participantId: null,
};
const ayaan = { name: 'Ayaan Lee', className: 'Football' };
const swimming = { id: 'w-1', classId: 'class-2', className: 'Swimming' };

let kinds: OutboxKinds;
let stop: () => void = () => {};

beforeEach(async () => {
  stop = provideAppOutboxKinds(new QueryClient());
  kinds = await outboxKinds();
});
afterEach(() => stop());

const say = (entry: OutboxEntry) => describeChange(entry, kinds);

describe('the name of each queued change', () => {
  it('a select names its class, and the child it is for', () => {
    expect(say(stored(selectChange(football)))).toBe('Select Football');
    expect(say(stored(selectChange(forMaya)))).toBe('Select Football for Maya Lee');
    expect(selectChange(forMaya).label).toEqual({
      message: 'outbox_label_select',
      params: { className: 'Football', name: 'Maya Lee' },
    });
  });

  it('a select without a label is named from its body', () => {
    expect(say(unlabelled(selectChange(forMaya)))).toBe('Select Football for Maya Lee');
  });

  it('a delete names the class it removes, which only its label carries', () => {
    const withName = unselectChange('sel-1', EMAIL, { className: 'Football' });
    expect(withName.body).toBeUndefined();
    expect(say(stored(withName))).toBe('Delete Football from your selections');
    const forChild = unselectChange('sel-1', EMAIL, {
      className: 'Football',
      participantName: 'Maya Lee',
    });
    expect(say(stored(forChild))).toBe('Delete Football for Maya Lee from your selections');
    expect(say(unlabelled(withName))).toBe('A change to your selections');
  });

  it('a check-in and its undo name the person and the class', () => {
    expect(say(stored(checkInChange(checkInBody, EMAIL, ayaan)))).toBe(
      'Check in Ayaan Lee (Football)',
    );
    expect(say(stored(uncheckChange('nonce-1', uncheckBody, EMAIL, ayaan)))).toBe(
      'Undo check-in of Ayaan Lee (Football)',
    );
    expect(say(unlabelled(checkInChange(checkInBody, EMAIL, ayaan)))).toBe(
      'A check-in at the door',
    );
    expect(say(unlabelled(uncheckChange('nonce-1', uncheckBody, EMAIL, ayaan)))).toBe(
      'An undone check-in at the door',
    );
  });

  it('a join, a leave and a decline name the class, and the child whose place it is', () => {
    expect(say(stored(joinChange(swimming, EMAIL)))).toBe('Join the waitlist for Swimming');
    const maya = { ...swimming, participantId: 'p-maya', participantName: 'Maya Lee' };
    expect(say(stored(joinChange(maya, EMAIL)))).toBe(
      'Join the waitlist for Swimming (for Maya Lee)',
    );
    expect(say(unlabelled(joinChange(maya, EMAIL)))).toBe(
      'Join the waitlist for Swimming (for Maya Lee)',
    );

    const leave = leaveChange('w-1', EMAIL, { className: 'Swimming' });
    expect(say(stored(leave))).toBe('Leave the waitlist for Swimming');
    const decline = leaveChange('w-1', EMAIL, {
      className: 'Swimming',
      participantName: 'Maya Lee',
      decline: true,
    });
    expect(say(stored(decline))).toBe('Decline the offered seat in Swimming (for Maya Lee)');
    expect(say(unlabelled(decline))).toBe('A change to your waitlist');
  });

  it('marking read says whether it is all of them', () => {
    expect(say(stored(markReadChange(EMAIL, ['n-1', 'n-2'])))).toBe('Mark notifications read');
    expect(say(stored(markReadChange(EMAIL)))).toBe('Mark all notifications read');
  });

  it('a label another version wrote, or a kind nobody registered, still gets a true sentence', () => {
    const odd = stored(unselectChange('sel-1', EMAIL, { className: 'Football' }));
    expect(say({ ...odd, label: { message: 'outbox_label_unselect', params: {} } })).toBe(
      'A change to your selections',
    );
    expect(say({ ...odd, label: { message: 'some_newer_message', params: { x: 'y' } } })).toBe(
      'A change to your selections',
    );
    expect(say({ ...odd, op: 'rename-family' })).toBe('A change made on this device');
    expect(describeChange(odd, undefined)).toBe('A change made on this device');
  });

  it('says each in Bangla, read in the language of the moment', () => {
    const entries = [
      stored(selectChange(forMaya)),
      stored(unselectChange('sel-1', EMAIL, { className: 'Football' })),
      stored(checkInChange(checkInBody, EMAIL, ayaan)),
      stored(leaveChange('w-1', EMAIL, { className: 'Swimming', decline: true })),
      stored(markReadChange(EMAIL)),
      unlabelled(unselectChange('sel-1', EMAIL)),
      { ...stored(markReadChange(EMAIL)), op: 'rename-family' },
    ];
    expect(inLocale('bn', () => entries.map(say))).toEqual([
      'Maya Lee-এর জন্য Football সিলেক্ট করা',
      'আপনার সিলেক্ট করা ক্লাস থেকে Football মুছে ফেলা',
      'Ayaan Lee-এর চেক-ইন (Football)',
      'Swimming ক্লাসে অফার করা সিট ফিরিয়ে দেওয়া',
      'সব নোটিফিকেশন পড়া হয়েছে চিহ্নিত করা',
      'আপনার সিলেক্ট করা ক্লাসে একটি পরিবর্তন',
      'এই ডিভাইসে করা একটি পরিবর্তন',
    ]);
  });
});
