// Runs the bench's own tests (`npx vitest run -c bench/vitest.config.ts`) until the root config's
// server project includes bench/**/*.test.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: '.', include: ['bench/**/*.test.ts'], environment: 'node' },
});
