// The reader's language as the app starts (settleLocaleChoice): remembered, first visits, and the
// language switch clicked before the app had started (a plain link then); and what the provider
// writes into the document.
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_PATHS } from '#shared/pages/page-html.ts';
import { LocaleProvider, settleLocaleChoice } from './locale.tsx';

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

describe('LocaleProvider', () => {
  it('leaves <html lang> and the manifest link alone when the HTML already names the language', async () => {
    // Chromium re-styles every element when <html lang> is written, even with its own value
    // (styles.css has :lang() rules): a long task after each hydration.
    document.documentElement.lang = 'bn';
    const manifest = document.head.appendChild(document.createElement('link'));
    manifest.rel = 'manifest';
    manifest.setAttribute('href', MANIFEST_PATHS.bn);
    const written: string[] = [];
    const observer = new MutationObserver((records) =>
      written.push(...records.map((record) => `${record.target.nodeName} ${record.attributeName}`)),
    );
    observer.observe(document.documentElement, { attributes: true, subtree: true });
    try {
      render(
        <MemoryRouter initialEntries={['/bn/classes']}>
          <LocaleProvider>page</LocaleProvider>
        </MemoryRouter>,
      );
      await Promise.resolve(); // MutationObserver's records come in a microtask.
      expect(written).toEqual([]);
      // A page in the other language writes both.
      render(
        <MemoryRouter initialEntries={['/classes']}>
          <LocaleProvider>page</LocaleProvider>
        </MemoryRouter>,
      );
      expect(document.documentElement.lang).toBe('en');
      expect(manifest.getAttribute('href')).toBe(MANIFEST_PATHS.en);
    } finally {
      observer.disconnect();
      manifest.remove();
      cleanup();
    }
  });
});
