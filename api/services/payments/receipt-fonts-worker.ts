// The receipt PDF's faces on Workers, which read no files: the committed files of api/fonts/
// bundled into the Worker as data (wrangler.toml's [[rules]] of type Data for .ttf), each an
// ArrayBuffer. api/worker.ts imports this module only when a PDF is first asked for, so Node,
// which cannot import a .ttf, never loads it.
import bengaliBold from '../../fonts/noto-sans-bengali-bold.ttf';
import bengaliRegular from '../../fonts/noto-sans-bengali-regular.ttf';
import latinBold from '../../fonts/noto-sans-latin-bold.ttf';
import latinRegular from '../../fonts/noto-sans-latin-regular.ttf';
import type { ReceiptFonts } from './receipt-pdf.ts';

export const workerReceiptFonts = (): ReceiptFonts => ({
  bengaliRegular: new Uint8Array(bengaliRegular),
  bengaliBold: new Uint8Array(bengaliBold),
  latinRegular: new Uint8Array(latinRegular),
  latinBold: new Uint8Array(latinBold),
});
