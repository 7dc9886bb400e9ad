// A push's payload stays under what push services carry, however long what it says.
import { describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '#shared/notifications/push-payload.ts';
import type { DueMessage } from './channel.ts';
import { MAX_PAYLOAD_BYTES, pushPayloadOf } from './push-payload.ts';

const message = (
  params: DueMessage['params'],
  kind: DueMessage['kind'] = 'class_denied',
): DueMessage => ({
  id: 'm1',
  channel: 'push',
  userId: 'u1',
  notificationId: 'n1',
  kind,
  params,
  path: '/dashboard/instructorclasses',
  dedupeKey: 'notification:n1:push',
  dueAt: '2031-01-01T00:00:00.000Z',
  leaseUntil: null,
  leaseOwner: null,
  attempts: 0,
  sentAt: null,
  outcome: null,
  createdAt: '2031-01-01T00:00:00.000Z',
});

describe('pushPayloadOf', () => {
  it.each(['en', 'bn'] as const)(
    'shortens a long %s body to fit, keeping the rest whole',
    (locale) => {
      const payload = pushPayloadOf(
        message({ className: 'সাঁতার'.repeat(300), feedback: 'ক'.repeat(3000) }),
        locale,
      );
      expect(new TextEncoder().encode(JSON.stringify(payload)).length).toBeLessThanOrEqual(
        MAX_PAYLOAD_BYTES,
      );
      expect(pushPayloadSchema.parse(payload)).toEqual(payload);
      expect(payload.body.endsWith('…')).toBe(true);
      expect(payload).toMatchObject({ path: '/dashboard/instructorclasses', notificationId: 'n1' });
    },
  );

  it('says a receipt with the classes paid for in the device language, not the transaction', () => {
    const receipt = message(
      { amount: 20, count: 2, classNames: 'Swim, Run', transactionId: 'pi_test_0123456789' },
      'payment_receipt',
    );
    expect(pushPayloadOf(receipt, 'en')).toMatchObject({
      title: 'Payment received',
      body: '$20.00 paid for Swim, Run.',
    });
    expect(pushPayloadOf(receipt, 'bn')).toMatchObject({
      title: 'পেমেন্ট পাওয়া গেছে',
      body: 'Swim, Run এর জন্য $২০.০০ পেমেন্ট হয়েছে।',
    });
  });
});
