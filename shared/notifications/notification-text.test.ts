import { describe, expect, it } from 'vitest';
import { PUSH_KINDS, type NotificationParams, type PushKind } from './kinds.ts';
import { notificationText } from './notification-text.ts';

const PARAMS: Record<PushKind, NotificationParams> = {
  class_approved: { className: 'Judo', feedback: 'Lovely photos' },
  class_denied: { className: 'Judo' },
  waitlist_offer: { className: 'Judo', expiresAt: '2026-11-25T01:41:00.000Z' },
  waitlist_offer_expired: { className: 'Judo' },
  payment_receipt: {
    amount: 12.5,
    count: 2,
    classNames: 'Judo, Swim',
    transactionId: 'pi_abc',
  },
  payment_approved: { classNames: 'Judo, Swim' },
  family_enrolled: {
    payerName: 'Nusrat Lee',
    classNames: 'Football, Swimming',
    classNamesForWhom: 'Football (Ayaan Lee), Swimming (Maya Lee)',
    participantIds: 'child-1,child-2',
  },
  refund: { amount: 15, classNames: 'Judo' },
  session_cancelled: { className: 'Judo', startsAt: '2026-12-04T00:00:00.000Z', reason: 'Rain' },
  session_moved: {
    className: 'Judo',
    startsAt: '2026-12-05T00:00:00.000Z',
    movedFrom: '2026-12-04T00:00:00.000Z',
    venue: 'kuala-lumpur',
    reason: 'Rain',
  },
  session_reminder: { className: 'Judo', startsAt: '2026-12-04T00:00:00.000Z', venue: 'riyadh' },
};

describe('notificationText', () => {
  const cases = PUSH_KINDS.flatMap((kind) =>
    (['en', 'bn'] as const).map((locale) => [kind, locale] as const),
  );
  it.each(cases)('says %s in %s with every value filled in', (kind, locale) => {
    const said = notificationText(kind, PARAMS[kind], { locale });
    expect(said.title.length).toBeGreaterThan(0);
    expect(said.body).not.toMatch(/[{}]|undefined|NaN|Invalid Date/);
    if (locale === 'bn') expect(said.body).not.toMatch(/[0-9]/);
  });

  const namedCases = (
    [
      'waitlist_offer',
      'waitlist_offer_expired',
      'session_cancelled',
      'session_moved',
      'session_reminder',
    ] as const
  ).flatMap((kind) => (['en', 'bn'] as const).map((locale) => [kind, locale] as const));
  it.each(namedCases)(
    "says %s about a guardian's child by the child's name in %s",
    (kind, locale) => {
      const named = notificationText(
        kind,
        { ...PARAMS[kind], participantId: 'child-1', participantName: 'Ayaan Lee' },
        { locale },
      );
      expect(named.body).toContain('Ayaan Lee');
      expect(named.body).not.toMatch(/[{}]|undefined|NaN|Invalid Date/);
      expect(notificationText(kind, PARAMS[kind], { locale }).body).not.toContain('Ayaan Lee');
    },
  );

  it("names each child after their class on a family payment's receipt", () => {
    const family = {
      ...PARAMS.payment_receipt,
      classNamesForWhom: 'Judo (Ayaan Lee), Swim',
      participantIds: 'child-1',
    };
    expect(notificationText('payment_receipt', family, { locale: 'en' }).body).toBe(
      '$12.50 paid for Judo (Ayaan Lee), Swim.',
    );
    expect(notificationText('payment_receipt', family, { locale: 'bn' }).body).toBe(
      'Judo (Ayaan Lee), Swim এর জন্য $১২.৫০ পেমেন্ট হয়েছে।',
    );
  });

  it("names each child after their class in a family payment's approval and refund", () => {
    const named = { classNamesForWhom: 'Judo (Ayaan Lee), Swim', participantIds: 'child-1' };
    const approved = { ...PARAMS.payment_approved, ...named };
    expect(notificationText('payment_approved', approved, { locale: 'en' })).toEqual({
      title: 'Payment checked: enrolled',
      body: 'Your payment was checked and accepted. Now enrolled: Judo (Ayaan Lee), Swim.',
    });
    expect(notificationText('payment_approved', approved, { locale: 'bn' }).body).toBe(
      'আপনার পেমেন্ট যাচাই করে গ্রহণ করা হয়েছে। এখন ভর্তি হয়েছে: Judo (Ayaan Lee), Swim।',
    );
    const refund = { ...PARAMS.refund, ...named };
    expect(notificationText('refund', refund, { locale: 'en' }).body).toBe(
      '$15.00 is being refunded to your card for Judo (Ayaan Lee), Swim.',
    );
    expect(notificationText('refund', refund, { locale: 'bn' }).body).toBe(
      'Judo (Ayaan Lee), Swim এর জন্য $১৫.০০ আপনার কার্ডে ফেরত দেওয়া হচ্ছে।',
    );
    // Without the named line (a child removed since): the plain names, as an adult's read.
    expect(notificationText('payment_approved', PARAMS.payment_approved, { locale: 'en' })).toEqual(
      {
        title: 'Payment checked: you are enrolled',
        body: 'Your payment was checked and accepted. You are enrolled in Judo, Swim.',
      },
    );
  });

  it("tells another guardian who paid for their children's classes, each child after their class", () => {
    const said = (params: NotificationParams, locale: 'en' | 'bn') =>
      notificationText('family_enrolled', params, { locale });
    expect(said(PARAMS.family_enrolled, 'en')).toEqual({
      title: 'Paid for your family',
      body: 'Nusrat Lee paid for Football (Ayaan Lee), Swimming (Maya Lee).',
    });
    expect(said(PARAMS.family_enrolled, 'bn')).toEqual({
      title: 'আপনার পরিবারের জন্য পেমেন্ট হয়েছে',
      body: 'Nusrat Lee পেমেন্ট করেছেন: Football (Ayaan Lee), Swimming (Maya Lee)।',
    });
    // A child removed since: the named line and the ids are gone, the plain class names stay.
    const { payerName, classNames } = PARAMS.family_enrolled;
    expect(said({ payerName: payerName!, classNames: classNames! }, 'en').body).toBe(
      'Nusrat Lee paid for Football, Swimming.',
    );
    expect(said({ payerName: payerName!, classNames: classNames! }, 'bn').body).toBe(
      'Nusrat Lee পেমেন্ট করেছেন: Football, Swimming।',
    );
  });

  it("says a session's time at its venue, whatever the reader's zone", () => {
    const at = (timeZone?: string) =>
      notificationText('session_reminder', PARAMS.session_reminder, { locale: 'en', timeZone })
        .body;
    // 00:00 UTC is 3:00 AM in Riyadh.
    expect(at()).toContain('3:00 AM');
    expect(at('America/New_York')).toContain('3:00 AM');
  });

  it("says an offer's end in the reader's zone when known, else Dhaka's", () => {
    const ends = (timeZone?: string) =>
      notificationText('waitlist_offer', PARAMS.waitlist_offer, { locale: 'en', timeZone }).body;
    expect(ends()).toContain('7:41 AM');
    expect(ends('UTC')).toContain('1:41 AM');
  });

  it('names the classes a receipt paid for, and says how many on a receipt without names', () => {
    const say = (params: NotificationParams, locale: 'en' | 'bn' = 'en') =>
      notificationText('payment_receipt', params, { locale }).body;
    expect(say(PARAMS.payment_receipt)).toBe('$12.50 paid for Judo, Swim.');
    expect(say(PARAMS.payment_receipt, 'bn')).toBe('Judo, Swim এর জন্য $১২.৫০ পেমেন্ট হয়েছে।');
    expect(say(PARAMS.payment_receipt)).not.toContain('pi_abc');
    const older = { amount: 12.5, count: 2, transactionId: 'pi_abc' };
    expect(say(older)).toBe('$12.50 paid for 2 classes.');
    expect(say({ ...older, count: 1 })).toBe('$12.50 paid for 1 class.');
    expect(say(older, 'bn')).toBe('২টি ক্লাসের জন্য $১২.৫০ পেমেন্ট হয়েছে।');
  });

  it('adds the feedback only when there is some', () => {
    expect(notificationText('class_approved', PARAMS.class_approved, { locale: 'en' }).body).toBe(
      'Judo is approved and open to students. Feedback: Lovely photos',
    );
    expect(notificationText('class_denied', PARAMS.class_denied, { locale: 'en' }).body).toBe(
      'Judo was not approved.',
    );
  });
});
