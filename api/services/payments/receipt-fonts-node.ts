// The receipt PDF's faces on Node: the committed files of api/fonts/ (scripts/fonts/receipt-fonts.ts).
import { readFile } from 'node:fs/promises';
import { createReceiptPdfMaker, type ReceiptFonts } from './receipt-pdf.ts';

const face = (name: string) => readFile(new URL(`../../fonts/${name}.ttf`, import.meta.url));

async function loadReceiptFonts(): Promise<ReceiptFonts> {
  const [bengaliRegular, bengaliBold, latinRegular, latinBold] = await Promise.all([
    face('noto-sans-bengali-regular'),
    face('noto-sans-bengali-bold'),
    face('noto-sans-latin-regular'),
    face('noto-sans-latin-bold'),
  ]);
  return { bengaliRegular, bengaliBold, latinRegular, latinBold };
}

/** The PDF maker the Node server (and the tests' app) passes to createApp. */
export const nodeReceiptPdf = () => createReceiptPdfMaker(loadReceiptFonts);
