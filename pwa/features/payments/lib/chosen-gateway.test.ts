import { afterEach, describe, expect, it } from 'vitest';
import { confirmingDelay } from '../api/get-payment-attempt.ts';
import { rememberedGateway, rememberGateway } from './chosen-gateway.ts';

afterEach(() => localStorage.clear());

describe('the way to pay remembered per currency', () => {
  it('starts from the first offered, then from the last chosen while it is still offered', () => {
    expect(rememberedGateway('bdt', ['bkash', 'sslcommerz'])).toBe('bkash');
    rememberGateway('bdt', 'sslcommerz');
    expect(rememberedGateway('bdt', ['bkash', 'sslcommerz'])).toBe('sslcommerz');
    expect(rememberedGateway('myr', ['card'])).toBe('card');
    // SSLCommerz no longer offered here: the first way again.
    expect(rememberedGateway('bdt', ['bkash'])).toBe('bkash');
    expect(rememberedGateway('bdt', [])).toBeNull();
  });
});

describe('confirmingDelay', () => {
  it('asks every 2 s at first, then backs off to 5 s and 10 s', () => {
    expect([1, 7, 8, 13, 14, 40].map(confirmingDelay)).toEqual([
      2_000, 2_000, 5_000, 5_000, 10_000, 10_000,
    ]);
  });
});
