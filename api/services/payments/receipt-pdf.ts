// A receipt as a PDF (decision 039): the words of shared/payments/receipt-text.ts, the same the
// page prints, laid out on A4 by PDFKit. Bengali runs are drawn in Noto Sans Bengali, shaped by
// fontkit (conjuncts, vowel signs before their consonant), everything else in the same family's
// Latin face; PDFKit embeds only the glyphs used. The fonts come from the runtime (Node reads
// api/fonts/), so this module reads no file itself.
import type { Locale } from '#shared/i18n/locale.ts';
import { receiptText } from '#shared/payments/receipt-text.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';

/** The four faces `npm run fonts` cuts (scripts/fonts/receipt-fonts.ts). */
export interface ReceiptFonts {
  bengaliRegular: Uint8Array;
  bengaliBold: Uint8Array;
  latinRegular: Uint8Array;
  latinBold: Uint8Array;
}

/** Makes the PDF of a receipt in a language. */
export type ReceiptPdfMaker = (receipt: Receipt, locale: Locale) => Promise<Uint8Array>;

type Doc = PDFKit.PDFDocument;
type Weight = 'regular' | 'bold';

const PAGE = { width: 595.28, margin: 50 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - PAGE.margin;
const AMOUNT_WIDTH = 130;
const INK = '#0f172a';
const MUTED = '#475569';
const LINE = '#cbd5e1';

/** A Bengali run: its letters, joiners and dandas, with the spaces between them. */
const BENGALI_RUN =
  /((?:[\u0964\u0965\u0980-\u09ff]|\u200c|\u200d)+(?:\s+(?:[\u0964\u0965\u0980-\u09ff]|\u200c|\u200d)+)*)/u;
const isBengali = (run: string) => /[\u0980-\u09ff]/u.test(run);

/** The text cut where its script changes: each run is drawn in its own face. */
const scriptRuns = (text: string) => text.split(BENGALI_RUN).filter((run) => run !== '');

export function createReceiptPdfMaker(loadFonts: () => Promise<ReceiptFonts>): ReceiptPdfMaker {
  let fonts: Promise<ReceiptFonts> | undefined;
  return async (receipt, locale) => {
    const [{ default: PDFDocument }, faces] = await Promise.all([
      import('pdfkit'),
      (fonts ??= loadFonts()),
    ]);
    // A face of our own from the start: PDFKit's default standard font reads its metrics from
    // files a Worker does not have. PDFKit takes the bytes here too; its types say a name only.
    const doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      font: faces.latinRegular as unknown as string,
      info: { Title: receipt.number, Author: 'Sports Academy' },
      lang: locale,
    });
    doc.registerFont('bengali-regular', faces.bengaliRegular);
    doc.registerFont('bengali-bold', faces.bengaliBold);
    doc.registerFont('latin-regular', faces.latinRegular);
    doc.registerFont('latin-bold', faces.latinBold);
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    drawReceipt(doc, receipt, locale);
    mapEveryGlyphToText(doc);
    doc.end();
    await ended;
    const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return bytes;
  };
}

/** A character that reads as nothing: what a glyph made by shaping alone stands for in text. */
const ZERO_WIDTH_SPACE = 0x200b;

/**
 * PDFKit writes a glyph with no character of its own (a conjunct's part made by shaping) into
 * the font's ToUnicode map as `<>`, which readers take as the end of the list: every later glyph
 * is then read as the wrong letter (copying, searching, screen readers). Such a glyph is mapped to
 * a zero-width space instead, before the fonts are written at `end()`. PDFKit's font objects are
 * internal; their `unicode` list is what it writes the map from.
 */
function mapEveryGlyphToText(doc: Doc) {
  const fonts = (doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })
    ._fontFamilies;
  for (const font of Object.values(fonts)) {
    font.unicode?.forEach((codePoints, glyph, all) => {
      if (codePoints.length === 0) all[glyph] = [ZERO_WIDTH_SPACE];
    });
  }
}

const faceOf = (run: string, weight: Weight) => `${isBengali(run) ? 'bengali' : 'latin'}-${weight}`;

type TextStyle = { size: number; weight?: Weight; color?: string };

/** The width `text` takes, run by run. */
function widthOf(doc: Doc, text: string, { size, weight = 'regular' }: TextStyle): number {
  return scriptRuns(text).reduce(
    (width, run) => width + doc.font(faceOf(run, weight)).fontSize(size).widthOfString(run),
    0,
  );
}

/**
 * `text` from (x, y), wrapped within `width`, each run in its script's face; answers where the
 * next line starts.
 */
function write(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle) {
  const runs = scriptRuns(text);
  const { size, weight = 'regular', color = INK } = style;
  doc.fillColor(color);
  runs.forEach((run, index) => {
    doc.font(faceOf(run, weight)).fontSize(size);
    const options = { width, continued: index < runs.length - 1, lineGap: 2 };
    if (index === 0) doc.text(run, x, y, options);
    else doc.text(run, options);
  });
  return doc.y;
}

/** One line of `text` ending at `right` (amounts, the number): runs laid out by hand. */
function writeRight(doc: Doc, text: string, right: number, y: number, style: TextStyle) {
  const { size, weight = 'regular', color = INK } = style;
  let x = right - widthOf(doc, text, style);
  doc.fillColor(color);
  for (const run of scriptRuns(text)) {
    doc.font(faceOf(run, weight)).fontSize(size);
    doc.text(run, x, y, { lineBreak: false });
    x += doc.widthOfString(run);
  }
  return y + size * 1.4;
}

function rule(doc: Doc, y: number, weight = 0.75, color = LINE) {
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(weight).strokeColor(color).stroke();
}

function drawReceipt(doc: Doc, receipt: Receipt, locale: Locale) {
  const text = receiptText(receipt, { locale });
  const left = PAGE.margin;
  const half = CONTENT_WIDTH / 2;

  // The academy and the branch on the left, the receipt and its number on the right.
  writeRight(doc, text.title, RIGHT, left, { size: 22, weight: 'bold' });
  writeRight(doc, text.number, RIGHT, left + 30, { size: 11, weight: 'bold' });
  let y = write(doc, text.academy.name, left, left, half, { size: 18, weight: 'bold' });
  y = write(doc, text.academy.address, left, y + 2, half, { size: 9, color: MUTED });
  if (text.branch) {
    y = write(doc, `${text.labels.branch}: ${text.branch.name}`, left, y + 4, half, {
      size: 9,
      weight: 'bold',
    });
    y = write(doc, text.branch.address, left, y, half, { size: 9, color: MUTED });
  }
  y = Math.max(y, left + 50) + 12;
  rule(doc, y, 1.5, INK);
  y += 14;

  // The facts, two to a row.
  const facts: [string, string][] = [
    [text.labels.date, `${text.date} (${text.zone})`],
    [text.labels.payer, `${text.payer.name} · ${text.payer.email}`],
    [text.labels.method, text.method],
    [text.labels.reference, text.reference],
  ];
  if (text.gatewayReference) facts.push([text.gatewayReference.label, text.gatewayReference.value]);
  for (let index = 0; index < facts.length; index += 2) {
    let rowEnd = y;
    facts.slice(index, index + 2).forEach(([label, value], column) => {
      const x = left + column * half;
      const below = write(doc, label, x, y, half - 12, { size: 8, weight: 'bold', color: MUTED });
      rowEnd = Math.max(rowEnd, write(doc, value, x, below, half - 12, { size: 10 }));
    });
    y = rowEnd + 10;
  }

  // The classes, the total, each refund, and what was kept.
  y += 6;
  const nameWidth = CONTENT_WIDTH - AMOUNT_WIDTH;
  write(doc, text.labels.className, left, y, nameWidth, { size: 8, weight: 'bold', color: MUTED });
  writeRight(doc, text.labels.amount, RIGHT, y, { size: 8, weight: 'bold', color: MUTED });
  y += 16;
  rule(doc, y);
  const row = (label: string, amount: string, style: TextStyle, note?: string) => {
    y += 7;
    let end = write(doc, label, left, y, nameWidth - 12, style);
    if (note) end = write(doc, note, left, end, nameWidth - 12, { size: 9, color: MUTED });
    writeRight(doc, amount, RIGHT, y, style);
    y = Math.max(end, y + style.size * 1.4) + 5;
  };
  for (const line of text.lines) {
    row(line.name, line.amount, { size: 10 }, line.note);
    rule(doc, y);
  }
  row(text.labels.total, text.total, { size: 12, weight: 'bold' });
  rule(doc, y, 1.5, INK);
  for (const refund of text.refunds) {
    const note = [refund.classes, refund.pending ? text.labels.refundPending : '']
      .filter(Boolean)
      .join(' · ');
    row(refund.label, refund.amount, { size: 10 }, note || undefined);
    rule(doc, y);
  }
  if (text.net !== null) row(text.labels.net, text.net, { size: 11, weight: 'bold' });

  y += 28;
  write(doc, text.labels.thanks, left, y, CONTENT_WIDTH, { size: 10, color: MUTED });
}
