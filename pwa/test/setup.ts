// Setup for the "pwa" vitest project (jsdom): real IndexedDB semantics, DOM matchers, and a
// console.error anywhere in a test fails it (React warnings are bugs).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy route modules load on first use, and `npm test` runs these tests beside the end-to-end
// tests on a 2-core machine: a first render can take seconds. The wait only bounds a hang.
configure({ asyncUtilTimeout: 15_000 });

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Each test starts on a device with nothing saved and nothing queued: a list saved by the test
  // before would otherwise be on screen before the test's own data arrives.
  const { getLocalDb } = await import('#pwa/lib/storage/local-db.ts');
  const db = getLocalDb();
  if (db.isOpen()) await Promise.all(db.tables.map((table) => table.clear()));
  vi.restoreAllMocks();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

// jsdom lacks these browser APIs that Radix and the layout use.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom's scrollTo only reports "not implemented" (ScrollRestoration calls it).
window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
}
