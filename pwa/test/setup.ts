// Setup for the "pwa" vitest project (jsdom): real IndexedDB semantics, DOM matchers, and a
// console.error anywhere in a test fails it (React warnings are bugs).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import {
  focusManager,
  onlineManager,
  timeoutManager,
  type TimeoutProvider,
} from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy route modules load on first use, and `npm test` runs these tests beside the end-to-end
// tests on a 2-core machine: a file's first render loads the app's modules and can take many
// seconds there. The wait only bounds a hang (a test that passes does not wait it out).
configure({ asyncUtilTimeout: 30_000 });

// One worker runs the files one after another (`isolate: false` in vite.config.ts): the packages
// stay loaded, the project's own modules load afresh for each file, and what the packages keep
// (TanStack Query's online, focus and timer state, and the window it listens to) is reset here.
vi.resetModules();
// Each file gets a device of its own: an IndexedDB no earlier file can still write to.
// Dexie, loaded once for all files, opens databases in the factory it is given here.
const indexedDB = new IDBFactory();
globalThis.indexedDB = indexedDB;
Dexie.dependencies.indexedDB = indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;
onlineManager.setEventListener((setOnline) => {
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});
focusManager.setEventListener((setFocused) => {
  const changed = () => setFocused(undefined);
  window.addEventListener('visibilitychange', changed);
  return () => window.removeEventListener('visibilitychange', changed);
});

let consoleErrors: unknown[][] = [];

// TanStack Query's timers (the persister's throttled write, retries, garbage collection) outlive
// the test that started them: a write of the cache due a moment after a test ended would land in
// the next test's localStorage, which would then paint the last test's data. Each test ends them.
type Timer = ReturnType<typeof setTimeout>;
// One provider for every file of the worker: TanStack Query refuses to switch providers.
const shared = globalThis as { queryTimers?: Set<Timer>; queryTimeouts?: TimeoutProvider<Timer> };
const queryTimers = (shared.queryTimers ??= new Set<Timer>());
shared.queryTimeouts ??= {
  setTimeout: (callback, delay) => {
    const id = setTimeout(() => {
      queryTimers.delete(id);
      callback();
    }, delay);
    queryTimers.add(id);
    return id;
  },
  clearTimeout: (id) => {
    clearTimeout(id);
    if (id !== undefined) queryTimers.delete(id);
  },
  setInterval: (callback, delay) => {
    const id = setInterval(callback, delay);
    queryTimers.add(id);
    return id;
  },
  clearInterval: (id) => {
    clearInterval(id);
    if (id !== undefined) queryTimers.delete(id);
  },
};
timeoutManager.setTimeoutProvider(shared.queryTimeouts);

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  for (const id of queryTimers) clearTimeout(id);
  queryTimers.clear();
  localStorage.clear();
  // Each test starts on a device with nothing saved and nothing queued: a list saved by the test
  // before would otherwise be on screen before the test's own data arrives.
  // Imported here, not above: the file's own copy of the module (see vi.resetModules above).
  const { getLocalDb } = await import('#pwa/lib/storage/local-db.ts');
  const db = getLocalDb();
  if (db.isOpen()) await Promise.all(db.tables.map((table) => table.clear()));
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
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
