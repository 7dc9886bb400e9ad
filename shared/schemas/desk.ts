// Payments taken at a branch's desk (decision 040): the roster the desk screen saves for finding
// students offline, the search, and recording and refunding a payment in cash or by bank transfer.
import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { validationMessage } from '../validation-messages.ts';
import { idSchema, textField } from './common.ts';
import { DESK_PAYMENT_METHODS, MAX_HELD_CLASSES } from './payment.ts';

/**
 * A child of a student's family, as the desk chooses who takes a class: the age (today, in whole
 * years; null without a date of birth) tells two children apart without handing the desk a date
 * of birth or anything else of the child's (decision 049).
 */
export const deskChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
});
export type DeskChild = z.infer<typeof deskChildSchema>;

/**
 * A student as the desk finds them: only what the desk needs to tell two students apart, and the
 * children of their family the desk may sell a class to (none for an adult on their own).
 */
export const deskStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  children: z.array(deskChildSchema),
});
export type DeskStudent = z.infer<typeof deskStudentSchema>;

/** GET /api/desk/roster: every student, for the desk screen to search on the device. */
export const deskRosterSchema = z.object({ students: z.array(deskStudentSchema) });
export type DeskRoster = z.infer<typeof deskRosterSchema>;

/** The most students one search returns. */
export const DESK_SEARCH_LIMIT = 20;

/** GET /api/desk/students?q=: students whose name, e-mail or phone holds the text. */
export const deskSearchQuerySchema = z.object({
  q: textField('search', { required: validationMessage('validation_desk_search_required') })
    .min(1, validationMessage('validation_desk_search_required'))
    .max(100, validationMessage('validation_desk_search_required')),
});

const PHONE_DIGITS = { min: 6, max: 20 };
const PHONE_INVALID = validationMessage('validation_phone_invalid', PHONE_DIGITS);
/** 6 to 20 digits, with a leading + and spaces or dashes between them. */
export const phoneSchema = textField('phone', { required: PHONE_INVALID })
  .max(30, PHONE_INVALID)
  .refine((value) => /^\+?[\d\s-]+$/.test(value), { message: PHONE_INVALID })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    },
    { message: PHONE_INVALID },
  );

const CLASSES_REQUIRED = validationMessage('validation_desk_classes_required');
const CLASSES_TOO_MANY = validationMessage('validation_desk_classes_too_many', {
  max: MAX_HELD_CLASSES,
});
const REFERENCE_REQUIRED = validationMessage('validation_desk_reference_required');

/**
 * One class sold at the desk and who takes it: the student's account itself (no participant, or
 * the student's own id) or a child of the student's family (their id). The server checks the
 * child is of that family; the desk's word is never taken for it.
 */
export const deskLineSchema = z.object({
  classId: idSchema,
  participantId: idSchema.nullable().optional(),
});
export type DeskLine = z.infer<typeof deskLineSchema>;

/**
 * The classes of a desk payment, as lines (each naming who takes it) or, as the first desk
 * screens send them, as class ids (each for the student's account itself).
 */
const deskCartShape = {
  studentId: idSchema,
  classIds: z
    .array(idSchema, { error: CLASSES_REQUIRED })
    .min(1, CLASSES_REQUIRED)
    .max(MAX_HELD_CLASSES, CLASSES_TOO_MANY)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: validationMessage('validation_desk_classes_repeated'),
    })
    .optional(),
  lines: z
    .array(deskLineSchema, { error: CLASSES_REQUIRED })
    .min(1, CLASSES_REQUIRED)
    .max(MAX_HELD_CLASSES, CLASSES_TOO_MANY)
    .optional(),
};

/** The child a line is for, or null for the student's account itself, however it is named. */
export const childOfLine = (line: DeskLine, studentId: string): string | null =>
  !line.participantId || line.participantId === studentId ? null : line.participantId;

const lineKey = (line: DeskLine, studentId: string) =>
  `${line.classId} ${childOfLine(line, studentId) ?? ''}`;

/** The lines a cart names: its lines, or a line for the account itself per class id. */
export function deskLinesOf(cart: {
  classIds?: string[] | undefined;
  lines?: DeskLine[] | undefined;
}) {
  return cart.lines ?? (cart.classIds ?? []).map((classId): DeskLine => ({ classId }));
}

const deskCartSchema = z.object(deskCartShape);
type DeskCart = z.infer<typeof deskCartSchema>;

/** One way of naming the classes, and each person at most once in each class. */
function refineCart(cart: DeskCart, context: z.RefinementCtx) {
  if (cart.classIds !== undefined && cart.lines !== undefined) {
    context.addIssue({
      code: 'custom',
      message: validationMessage('validation_desk_lines_or_class_ids'),
      path: ['lines'],
    });
    return;
  }
  if (cart.classIds === undefined && cart.lines === undefined) {
    context.addIssue({ code: 'custom', message: CLASSES_REQUIRED, path: ['classIds'] });
    return;
  }
  const keys = deskLinesOf(cart).map((line) => lineKey(line, cart.studentId));
  if (new Set(keys).size !== keys.length) {
    context.addIssue({
      code: 'custom',
      message: validationMessage('validation_desk_lines_repeated'),
      path: ['lines'],
    });
  }
}

/**
 * POST /api/desk/payments/quote: what the desk would charge for these lines, priced and checked
 * by the server as a payment is (the family, the ages and level, the sibling discount), before
 * the money is taken.
 */
export const deskQuoteInputSchema = deskCartSchema.superRefine(refineCart);
export type DeskQuoteInput = z.input<typeof deskQuoteInputSchema>;

/**
 * POST /api/desk/payments. No amount: the server prices the classes in their branch's currency.
 * The idempotency key is the desk screen's for this payment, so a retry records it once.
 */
export const deskPaymentInputSchema = z
  .object({
    ...deskCartShape,
    method: z.enum(DESK_PAYMENT_METHODS, {
      error: validationMessage('validation_desk_method_unknown'),
    }),
    /** The bank transfer's reference (required for one); a cash payment needs none. */
    reference: textField('reference', { required: REFERENCE_REQUIRED })
      .min(1, REFERENCE_REQUIRED)
      .max(100, REFERENCE_REQUIRED)
      .optional(),
    idempotencyKey: z.uuid({ error: validationMessage('validation_desk_key_uuid') }),
    /** Kept on the student when given, so the desk finds them by it next time. */
    phone: phoneSchema.optional(),
  })
  .superRefine(refineCart)
  .refine((input) => input.method !== 'bank_transfer' || Boolean(input.reference), {
    message: REFERENCE_REQUIRED,
    path: ['reference'],
  });
export type DeskPaymentInput = z.input<typeof deskPaymentInputSchema>;

/**
 * A line as the server priced it, in the currency's major units: the class's price, the sibling
 * discount taken off it (decision 051) and who takes it (null: the account itself; the child's
 * name as the family has it now).
 */
export const deskPricedLineSchema = z.object({
  classId: z.string(),
  className: z.string(),
  participantId: z.string().nullable(),
  participantName: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
});
export type DeskPricedLine = z.infer<typeof deskPricedLineSchema>;

/** POST /api/desk/payments/quote's answer: the total to take, and the discount in it. */
export const deskQuoteSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** What to take, after the discount. */
  total: z.number(),
  discount: z.number(),
  lines: z.array(deskPricedLineSchema),
});
export type DeskQuote = z.infer<typeof deskQuoteSchema>;

export const deskPaymentResultSchema = z.object({
  paymentId: z.string(),
  receiptNumber: z.string(),
  /** Computed by the server, in `currency`'s major units. */
  total: z.number(),
  currency: z.enum(CURRENCIES),
  classes: z.array(z.string()),
  /** True when this key had recorded the payment before (nothing changed now). */
  replayed: z.boolean(),
  /** The sibling discount in `total`, and each line as charged (as the receipt itemises them). */
  discount: z.number(),
  lines: z.array(deskPricedLineSchema),
});
export type DeskPaymentResult = z.infer<typeof deskPaymentResultSchema>;

/** POST /api/desk/payments/:id/refund: some classes of the payment, or everything left in it. */
export const deskRefundInputSchema = z.object({
  classIds: z
    .array(idSchema, { error: CLASSES_REQUIRED })
    .min(1, CLASSES_REQUIRED)
    .max(MAX_HELD_CLASSES)
    .optional(),
});
