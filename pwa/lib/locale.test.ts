// The reader's language as the app starts (settleLocaleChoice): remembered, first visits, and the
// language switch clicked before the app had started (a plain link then).
import { beforeEach, describe, expect, it } from 'vitest';
import { settleLocaleChoice } from './locale.tsx';

const here = (path: string) => `${window.location.origin}${path}`;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'locale=; path=/; max-age=0';
});

describe('settleLocaleChoice', () => {
  it('keeps the remembered language on a page reached by an ordinary link', () => {
    localStorage.setItem('locale', 'en');
    expect(settleLocaleChoice('/bn/classes', here('/instructor'))).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('remembers the switch made before the app started: the same page in the other language', () => {
    localStorage.setItem('locale', 'en');
    expect(settleLocaleChoice('/bn/classes', here('/classes'))).toBe('bn');
    expect(localStorage.getItem('locale')).toBe('bn');
    expect(document.cookie).toContain('locale=bn');
    // And back to English the same way, from the Bangla home page to the English one.
    expect(settleLocaleChoice('/', here('/bn'))).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('does not take another site’s page, or a reload of the same language, for a switch', () => {
    localStorage.setItem('locale', 'en');
    expect(settleLocaleChoice('/bn/classes', 'https://elsewhere.example/classes')).toBe('en');
    expect(settleLocaleChoice('/classes', here('/classes'))).toBe('en');
    expect(settleLocaleChoice('/bn/classes', here('/bn/classes'))).toBe('en');
  });

  it('takes a first visit’s language from the public page it opens', () => {
    expect(settleLocaleChoice('/bn/classes', '')).toBe('bn');
    expect(localStorage.getItem('locale')).toBe('bn');
  });
});
