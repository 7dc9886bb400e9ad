// The committed face of 'বাংলা' (pwa/fonts/bangla-name.woff2) must be what the script makes from
// the installed Bengali font and the switch's word: a new font version or a renamed language
// would otherwise leave English pages drawing the old glyphs, or boxes.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BANGLA_NAME_FONT, banglaNameFont } from './bangla-name-font.ts';

describe("the face of 'বাংলা'", () => {
  it('is what the script makes (run `npm run fonts` after changing the font or the name)', async () => {
    const made = await banglaNameFont();
    expect(Buffer.compare(await readFile(BANGLA_NAME_FONT), made)).toBe(0);
  }, 60_000);
});
