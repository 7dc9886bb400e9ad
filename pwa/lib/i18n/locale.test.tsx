// The reader's language as the app starts (settleLocaleChoice): remembered, or a first visit's;
// and what the provider writes into the document.
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_PATHS } from '#shared/pages/page-html.ts';
import { LocaleProvider, settleLocaleChoice } from './locale.tsx';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'locale=; path=/; max-age=0';
});

describe('settleLocaleChoice', () => {
  it('keeps the remembered language on any page', () => {
    localStorage.setItem('locale', 'en');
    expect(settleLocaleChoice('/bn/classes')).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('takes a first visit’s language from the public page it opens', () => {
    expect(settleLocaleChoice('/bn/classes')).toBe('bn');
    expect(localStorage.getItem('locale')).toBe('bn');
    expect(document.cookie).toContain('locale=bn');
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
