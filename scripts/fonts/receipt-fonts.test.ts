// The committed faces of the receipt's PDF (api/fonts/) must be what the script makes
// from the installed font: a new font version would otherwise leave the PDF drawing old glyphs.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RECEIPT_FONTS, receiptFont } from './receipt-fonts.ts';

describe("the receipt PDF's faces", () => {
  it.each(Object.entries(RECEIPT_FONTS))(
    'the %s face is what the script makes (run `npm run fonts` after changing the font)',
    async (_name, { path, script, weight }) => {
      const made = await receiptFont(script, weight);
      expect(Buffer.compare(await readFile(path), made)).toBe(0);
    },
    60_000,
  );
});
