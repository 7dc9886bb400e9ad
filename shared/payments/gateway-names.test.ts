import { describe, expect, it } from 'vitest';
import { localizeDigits } from '../i18n/format.ts';
import { methodText } from './gateway-names.ts';

const latin = (text: string) => text;

describe('methodText', () => {
  it('names the method with its last digits when the gateway gave them', () => {
    expect(methodText({ kind: 'bkash', last4: '1234' }, 'bkash', latin)).toBe('bKash ••• 1234');
    expect(methodText({ kind: 'card', brand: 'VISA', last4: '4242' }, 'sslcommerz', latin)).toBe(
      'Card ••• 4242',
    );
    expect(methodText({ kind: 'nagad', last4: null }, 'sslcommerz', latin)).toBe('Nagad');
    expect(methodText({ kind: 'bank' }, 'sslcommerz', latin)).toBe('Internet banking');
  });

  it('reads a payment recorded before gateways as a card, and says nothing of an unknown one', () => {
    expect(methodText(undefined, undefined, latin)).toBe('Card');
    expect(methodText(null, 'card', latin)).toBe('Card');
    expect(methodText(null, 'bkash', latin)).toBeNull();
  });

  it("writes the digits in the reader's digits", () => {
    const bengali = (text: string) => localizeDigits(text, { locale: 'bn' });
    expect(methodText({ kind: 'rocket', last4: '9876' }, 'sslcommerz', bengali)).toBe(
      'Rocket ••• ৯৮৭৬',
    );
  });
});
