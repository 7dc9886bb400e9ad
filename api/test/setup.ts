// Setup for the "server" vitest project (api/, shared/, scripts/, bench/). The project reuses its
// workers from one test file to the next (`isolate: false` in vite.config.ts), and its modules stay
// loaded too: loading them afresh for each file cost more than most files' tests. What a test may
// change in a module that outlives it (the messages' language, spies, fake timers, stubbed globals
// and environment) is put back after each file; the other module state is per database file or
// per process (caches, in-flight payment calls), which no test depends on being empty.
import { afterAll, vi } from 'vitest';
import { BASE_LOCALE, setMessageLocale } from '#shared/i18n/locale.ts';

afterAll(() => {
  setMessageLocale(BASE_LOCALE);
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
