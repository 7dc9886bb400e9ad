// GET /api/payments/:id/receipt.pdf: the receipt the page shows, as a file made on the server
// (decision 039). The PDF is read back with pdf-parse: its text must hold the number, the total
// and the classes' Bangla names. Text comes out in the order glyphs were drawn, and a Bengali
// vowel sign drawn before its consonant (ি, ে) is read before it: Bangla words are compared by
// their letters, numbers and totals exactly.
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '#shared/i18n/format.ts';
import { receiptSchema } from '#shared/schemas/receipt.ts';
import { payments } from '../../db/schema.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createClock, finalize, paidIntent } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const clock = createClock(new Date('2030-06-15T10:00:00.000Z'));
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
});
afterAll(() => api.cleanup());

// Conjuncts (ক্র, প্র, ক্ষ), vowel signs drawn before their consonant (ি, ে), a candrabindu. Not a
// reph (র্থ) nor টি: fontkit gives some glyphs made by shaping a neighbour's letter, so their
// text reads wrong though they are drawn right (decision 039).
const BANGLA_CLASSES = ['ক্রিকেট প্রশিক্ষণ', 'সাঁতার শেখা'];

/** A student's finalized payment for two Dhaka classes with Bangla names, one of them refunded. */
async function refundedBanglaPayment() {
  const student = await createUser(api.db);
  for (const name of BANGLA_CLASSES) {
    const cls = await createClass(api.db, {
      name,
      venue: 'dhaka',
      currency: 'bdt',
      priceCents: 120_000,
    });
    await createSelection(api.db, student.email, cls.id);
  }
  const intent = await paidIntent(api, student.email);
  const { insertedId } = (await json(await finalize(api, student.email, intent.intentId))) as {
    insertedId: string;
  };
  const admin = await createUser(api.db, { role: 'admin' });
  const [payment] = await api.db.select().from(payments).where(eq(payments.id, insertedId));
  const refund = await api.call('POST', `/api/payments/${insertedId}/refund`, {
    as: admin.email,
    body: { classId: payment!.classIds[1] },
  });
  expect(refund.status).toBe(200);
  const receipt = receiptSchema.parse(
    await json(await api.call('GET', `/api/payments/${insertedId}/receipt`, { as: student.email })),
  );
  return { student, paymentId: insertedId, receipt };
}

async function textOf(response: Response): Promise<string> {
  const data = new Uint8Array(await response.arrayBuffer());
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * Whether `text` holds `word` by its letters: somewhere, as many letters in a row (spaces aside)
 * that are the word's in some order, so a vowel sign read before its consonant still matches.
 */
function holdsByLetters(text: string, word: string): boolean {
  const flat = [...text.replace(/[\s\u200b]+/gu, '')];
  const letters = [...word];
  const wanted = letters.toSorted().join('');
  return flat.some(
    (_, at) =>
      flat
        .slice(at, at + letters.length)
        .toSorted()
        .join('') === wanted,
  );
}

/** The PDF's text writes a no-break space as a space. */
const asExtracted = (text: string) => text.replaceAll('\u00a0', ' ');

describe('GET /api/payments/:id/receipt.pdf', () => {
  it('in Bangla holds the number, the total in Bengali digits and the classes by their letters', async () => {
    const { student, paymentId, receipt } = await refundedBanglaPayment();
    const response = await api.call('GET', `/api/payments/${paymentId}/receipt.pdf?lang=bn`, {
      as: student.email,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${receipt.number}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toContain('private');
    const text = await textOf(response);
    expect(text).toContain(receipt.number);
    expect(text).toContain(asExtracted(formatPrice(receipt.total, { locale: 'bn' }, 'bdt')));
    expect(text).toContain(asExtracted(formatPrice(receipt.net, { locale: 'bn' }, 'bdt')));
    for (const word of BANGLA_CLASSES.join(' ').split(' ')) {
      expect(holdsByLetters(text, word), word).toBe(true);
    }
    // And not by chance: a word the receipt does not hold is not found.
    expect(holdsByLetters(text, 'বাস্কেটবল')).toBe(false);
  });

  it('in English by default, with the total as the page writes it', async () => {
    const { student, paymentId, receipt } = await refundedBanglaPayment();
    const response = await api.call('GET', `/api/payments/${paymentId}/receipt.pdf`, {
      as: student.email,
    });
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(text).toContain(receipt.number);
    expect(text).toContain(asExtracted(formatPrice(receipt.total, { locale: 'en' }, 'bdt')));
    expect(text).toContain('Receipt');
  });

  it('without a PDF maker (a Worker) is refused with a reason, after who may read it', async () => {
    const worker = await createTestApi({ now: clock.now, receiptPdf: null });
    try {
      const student = await createUser(worker.db);
      const cls = await createClass(worker.db, {
        venue: 'riyadh',
        currency: 'sar',
        priceCents: 9_000,
      });
      await createSelection(worker.db, student.email, cls.id);
      const intent = await paidIntent(worker, student.email);
      const { insertedId } = (await json(
        await finalize(worker, student.email, intent.intentId),
      )) as {
        insertedId: string;
      };
      const path = `/api/payments/${insertedId}/receipt.pdf`;
      const refused = await worker.call('GET', path, { as: student.email });
      expect(refused.status).toBe(503);
      expect(await json(refused)).toMatchObject({ error: { reason: 'receipt_pdf_unavailable' } });
      const other = await createUser(worker.db);
      expect((await worker.call('GET', path, { as: other.email })).status).toBe(403);
    } finally {
      await worker.cleanup();
    }
  });
});
