// Setup for the "server" vitest project (api/, shared/, scripts/, bench/). The project reuses its
// workers from one test file to the next (`isolate: false` in vite.config.ts): the packages in
// node_modules stay loaded, while the project's own modules are loaded afresh for each file, so a
// module's state (a cache, a counter) never carries over from one file to another.
import { afterAll, vi } from 'vitest';

vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
