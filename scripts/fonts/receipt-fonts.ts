/**
 * The faces of the receipt's PDF (decision 039): Noto Sans Bengali (the package the Bangla pages
 * use), its Bengali and its Latin files, each cut to static TrueType instances at regular and bold
 * weight. PDFKit draws nothing from the variable WOFF2, and it embeds only the glyphs a receipt
 * uses, so the Bengali faces keep the whole block (every conjunct the shaper may need) and the
 * Latin ones the whole Latin file. One family for both scripts, and no PDF standard font, whose
 * metrics PDFKit would read from files a Worker does not have. Committed (api/fonts/);
 * `npm run fonts` writes them again, and receipt-fonts.test.ts fails when they are stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const sourceOf = (script: Script) =>
  resolve(
    ROOT,
    `node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-${script}-wght-normal.woff2`,
  );

type Script = 'bengali' | 'latin';

const face = (script: Script, name: string, weight: number) => ({
  script,
  weight,
  path: resolve(ROOT, `api/fonts/noto-sans-${script}-${name}.ttf`),
});

export const RECEIPT_FONTS = {
  bengaliRegular: face('bengali', 'regular', 400),
  bengaliBold: face('bengali', 'bold', 700),
  latinRegular: face('latin', 'regular', 400),
  latinBold: face('latin', 'bold', 700),
} as const;

/** The code points from `first` to `last`, and `extra`. */
function characters(first: number, last: number, extra = ''): string {
  let text = extra;
  for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

const CHARACTERS: Record<Script, string> = {
  // The Bengali block, the joiners the shaper reads, the dandas, the dotted circle and the spaces
  // (a price's no-break space sits inside a Bengali run: "১৫০ রিঙ্গিত").
  bengali: characters(0x0980, 0x09ff, ' \u00a0\u200c\u200d\u0964\u0965\u25cc'),
  // Latin-1 and the punctuation block (dashes, quotes, the bullet, the middle dot's kin).
  latin: characters(0x20, 0xff, characters(0x2000, 0x206f, '\u20ac\u2122\u2212')),
};

export async function receiptFont(script: Script, weight: number): Promise<Buffer> {
  return subsetFont(await readFile(sourceOf(script)), CHARACTERS[script], {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { path, script, weight } of Object.values(RECEIPT_FONTS)) {
    const font = await receiptFont(script, weight);
    await writeFile(path, font);
    console.log(`Wrote ${path} (${font.byteLength} bytes)`);
  }
}
