/**
 * The Bengali faces of the receipt's PDF (decision 039): Noto Sans Bengali (the package the Bangla
 * pages use) cut to static TrueType instances at regular and bold weight. PDFKit draws nothing
 * from the variable WOFF2, and it embeds only the glyphs a receipt uses, so these files keep the
 * whole Bengali block (every conjunct the shaper may need). Committed (api/fonts/);
 * `npm run fonts` writes them again, and receipt-fonts.test.ts fails when they are stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const SOURCE = resolve(
  ROOT,
  'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
);

export const RECEIPT_FONTS = {
  regular: { path: resolve(ROOT, 'api/fonts/noto-sans-bengali-regular.ttf'), weight: 400 },
  bold: { path: resolve(ROOT, 'api/fonts/noto-sans-bengali-bold.ttf'), weight: 700 },
} as const;

/** The Bengali block, the joiners the shaper reads, the dandas, the dotted circle and a space. */
function bengaliCharacters(): string {
  let text = ' \u200c\u200d\u0964\u0965\u25cc';
  for (let code = 0x0980; code <= 0x09ff; code++) text += String.fromCodePoint(code);
  return text;
}

export async function receiptFont(weight: number): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE), bengaliCharacters(), {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { path, weight } of Object.values(RECEIPT_FONTS)) {
    const font = await receiptFont(weight);
    await writeFile(path, font);
    console.log(`Wrote ${path} (${font.byteLength} bytes)`);
  }
}
