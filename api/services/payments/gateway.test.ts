import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideConfirmation,
  formatMajor,
  GatewayRefusal,
  parseMajor,
  refuseMismatch,
  type RecordState,
  type VerifiedPayment,
} from './gateway.ts';

const verified = (overrides: Partial<VerifiedPayment> = {}): VerifiedPayment => ({
  gateway: 'sslcommerz',
  reference: 'ref-1',
  status: 'paid',
  amountMinor: 150_000,
  currency: 'BDT',
  transactionId: 'bank-1',
  confirmationId: 'val-1',
  gatewayPaymentId: null,
  method: { kind: 'bkash', label: null },
  risky: false,
  ...overrides,
});

describe('amounts as the gateways write them', () => {
  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (minor) => {
        expect(parseMajor(formatMajor(minor))).toBe(minor);
      }),
    );
  });

  it('reads "10", "10.5" and "10.50" as the same kinds of amount, and nothing else', () => {
    expect(parseMajor('10')).toBe(1000);
    expect(parseMajor('10.5')).toBe(1050);
    expect(parseMajor('10.50')).toBe(1050);
    for (const text of ['', '10.505', '1e3', '-10', '10,00', ' ', 'NaN', undefined]) {
      expect(parseMajor(text)).toBeNull();
    }
  });
});

describe('refuseMismatch', () => {
  const expected = { reference: 'ref-1', amountMinor: 150_000, currency: 'BDT' };

  it('accepts the answer for our reference, amount and currency', () => {
    expect(() => refuseMismatch(verified(), expected)).not.toThrow();
  });

  it('refuses any other amount, currency or reference', () => {
    fc.assert(
      fc.property(
        fc.record({
          amountMinor: fc.integer({ min: 0, max: 10 ** 9 }),
          currency: fc.constantFrom('BDT', 'USD', 'MYR'),
          reference: fc.constantFrom('ref-1', 'ref-2'),
        }),
        (response) => {
          const same =
            response.amountMinor === expected.amountMinor &&
            response.currency === expected.currency &&
            response.reference === expected.reference;
          const check = () => refuseMismatch(verified(response), expected);
          if (same) expect(check).not.toThrow();
          else expect(check).toThrow(GatewayRefusal);
        },
      ),
    );
  });
});

describe('decideConfirmation', () => {
  const records: RecordState[] = [
    { state: 'open' },
    { state: 'paid', confirmationId: 'val-1' },
    { state: 'held', confirmationId: 'val-1' },
    { state: 'given_up' },
  ];

  it('pays an open attempt once, holds a risky one, refunds a late one', () => {
    expect(decideConfirmation({ state: 'open' }, verified())).toBe('pay');
    expect(decideConfirmation({ state: 'open' }, verified({ risky: true }))).toBe(
      'hold_for_review',
    );
    expect(decideConfirmation({ state: 'given_up' }, verified())).toBe('refund_late_payment');
    expect(decideConfirmation({ state: 'paid', confirmationId: 'val-1' }, verified())).toBe(
      'already_done',
    );
    expect(
      decideConfirmation(
        { state: 'paid', confirmationId: 'val-1' },
        verified({ confirmationId: 'val-2' }),
      ),
    ).toBe('refuse_second_confirmation');
  });

  it('never delivers what was not paid, and never pays a settled attempt twice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...records),
        fc.constantFrom('paid', 'pending', 'failed', 'cancelled' as const),
        fc.boolean(),
        fc.constantFrom('val-1', 'val-2'),
        (record, status, risky, confirmationId) => {
          const decision = decideConfirmation(record, verified({ status, risky, confirmationId }));
          if (status !== 'paid') expect(['not_paid', 'already_done']).toContain(decision);
          if (record.state !== 'open') expect(['pay', 'hold_for_review']).not.toContain(decision);
          if (risky) expect(decision).not.toBe('pay');
        },
      ),
    );
  });
});
