// Bangla's font at a fixed address, /fonts/noto-sans-bengali.woff2, for the pages the server
// serves outside the app: the payment gateways' stand-ins (api/routes/test-gateways/), whose
// Bangla must read on a device without a Bengali font as the app's does (decision 021). The app
// itself keeps loading its hashed copy; this one is not precached.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const STAND_IN_FONT_PATH = 'fonts/noto-sans-bengali.woff2';

const FONT =
  '@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';

export function standInFont(): Plugin {
  return {
    name: 'academy:stand-in-font',
    apply: 'build',
    async generateBundle() {
      const source = await readFile(createRequire(import.meta.url).resolve(FONT));
      this.emitFile({ type: 'asset', fileName: STAND_IN_FONT_PATH, source });
    },
  };
}
