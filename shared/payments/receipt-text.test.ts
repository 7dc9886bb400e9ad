// A receipt's words itemise a sibling discount (decision 051): the class at its price before, then
// the discount as a line of its own, so the lines add up to the total; in both languages.
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../schemas/receipt.ts';
import { receiptText } from './receipt-text.ts';

const receipt: Receipt = {
  number: 'DHK-2026-000042',
  paymentId: 'p1',
  venue: 'dhaka',
  timeZone: 'Asia/Dhaka',
  issuedAt: '2026-08-03T10:00:00.000Z',
  date: '2026-08-03',
  payer: { name: 'Sam Lee', email: 'student@academy.test' },
  currency: 'bdt',
  lines: [
    { classId: 'c1', name: 'Swimming', amount: 6500, participantName: 'Ayaan Lee' },
    {
      classId: 'c2',
      name: 'Cricket',
      amount: 4500.45,
      discount: 500.05,
      participantName: 'Maya Lee',
    },
  ],
  total: 11000.45,
  gateway: 'bkash',
  method: null,
  reference: 'pay-1',
  gatewayTransactionId: null,
  refunds: [],
  net: 11000.45,
};

describe('receiptText', () => {
  it('lists a discounted class at its price before, then its discount', () => {
    // Intl puts a no-break space between the currency and the number.
    const lines = receiptText(receipt, { locale: 'en' }).lines.map((line) => ({
      ...line,
      amount: line.amount.replace(/\s/g, ' '),
    }));
    expect(lines).toEqual([
      { name: 'Swimming', amount: 'BDT 6,500', note: 'For Ayaan Lee' },
      { name: 'Cricket', amount: 'BDT 5,000.50', note: 'For Maya Lee' },
      { name: 'Sibling discount', amount: '-BDT 500.05' },
    ]);
  });

  it('says it in Bangla with Bengali digits', () => {
    const lines = receiptText(receipt, { locale: 'bn' }).lines;
    expect(lines[2]!.name).toBe('ভাইবোন ছাড়');
    expect(lines[1]!.amount).toContain('৫,০০০.৫০');
  });
});
