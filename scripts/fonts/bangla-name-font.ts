/**
 * The face of 'বাংলা', the language switch's name on English pages (decision 021): Bangla's font
 * (Noto Sans Bengali, the package the Bangla pages use) cut down to that word's glyphs, at the
 * switch's weight. An English page draws the word with it on a device without a Bengali font
 * (Debian's Chromium, older Windows and Linux desktops) instead of empty boxes, and never
 * downloads the whole font. Committed (pwa/fonts/); `npm run fonts` writes it again, and
 * bangla-name-font.test.ts fails when it is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LANGUAGE_NAME } from '#shared/i18n/locale.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const SOURCE = resolve(
  ROOT,
  'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
);
export const BANGLA_NAME_FONT = resolve(ROOT, 'pwa/fonts/bangla-name.woff2');

/** The switch's weight (font-semibold): the face is that one instance, not the variable range. */
const WEIGHT = 600;

export async function banglaNameFont(): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE), LANGUAGE_NAME.bn, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const font = await banglaNameFont();
  await writeFile(BANGLA_NAME_FONT, font);
  console.log(`Wrote ${BANGLA_NAME_FONT} (${font.byteLength} bytes)`);
}
