// Payments taken at a branch's desk (decision 040): the roster the desk screen saves for finding
// students offline, the search, and recording and refunding a payment in cash or by bank transfer.
import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { validationMessage } from '../validation-messages.ts';
import { idSchema, textField } from './common.ts';
import { DESK_PAYMENT_METHODS, MAX_HELD_CLASSES } from './payment.ts';

/** A student as the desk finds them: only what the desk needs to tell two students apart. */
export const deskStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
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
const REFERENCE_REQUIRED = validationMessage('validation_desk_reference_required');

/**
 * POST /api/desk/payments. No amount: the server prices the classes in their branch's currency.
 * The idempotency key is the desk screen's for this payment, so a retry records it once.
 */
export const deskPaymentInputSchema = z
  .object({
    studentId: idSchema,
    classIds: z
      .array(idSchema, { error: CLASSES_REQUIRED })
      .min(1, CLASSES_REQUIRED)
      .max(
        MAX_HELD_CLASSES,
        validationMessage('validation_desk_classes_too_many', { max: MAX_HELD_CLASSES }),
      )
      .refine((ids) => new Set(ids).size === ids.length, {
        message: validationMessage('validation_desk_classes_repeated'),
      }),
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
  .refine((input) => input.method !== 'bank_transfer' || Boolean(input.reference), {
    message: REFERENCE_REQUIRED,
    path: ['reference'],
  });
export type DeskPaymentInput = z.input<typeof deskPaymentInputSchema>;

export const deskPaymentResultSchema = z.object({
  paymentId: z.string(),
  receiptNumber: z.string(),
  /** Computed by the server, in `currency`'s major units. */
  total: z.number(),
  currency: z.enum(CURRENCIES),
  classes: z.array(z.string()),
  /** True when this key had recorded the payment before (nothing changed now). */
  replayed: z.boolean(),
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
