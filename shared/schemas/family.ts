// A family (decision 049): the people an account takes classes for (its own member and the
// children it adds), the guardians who act for them, and the invitations that make a second
// guardian. The wire names are the API's own (camelCase): the original client has no families.
import { z } from 'zod';
import { validationMessage } from '../validation-messages.ts';
import { emailSchema, idSchema, personNameSchema, photoSchema, textField } from './common.ts';
import { SIBLING_DISCOUNT_MAX_PERCENT } from '../payments/sibling-discount.ts';
import { phoneSchema } from './desk.ts';
import { venueSchema } from './schedule.ts';

/** The most members (the account's own and its children) one family has. */
export const FAMILY_MAX_MEMBERS = 12;
/** The earliest date of birth the academy records. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';
/** How long an invitation to be a second guardian can be accepted. */
export const FAMILY_INVITATION_DAYS = 7;

/** The levels a member plays at ('all' is a class's, not a person's). */
export const MEMBER_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const SCHOOL_YEAR_MAX_LENGTH = 40;
export const MEDICAL_NOTES_MAX_LENGTH = 1000;
export const EMERGENCY_CONTACT_MAX_LENGTH = 100;

/**
 * The latest date of birth on `now`: today's date where the day is furthest ahead (UTC+14), so
 * a child born today anywhere is accepted wherever the server runs.
 */
export function latestDateOfBirth(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (no 31 April, 29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC maps years 0–99 to 1900–1999; the range check below refuses them anyway.
  return date.toISOString().slice(0, 10) === value;
}

// The message names the year: EARLIEST_DATE_OF_BIRTH is its first day.
const DATE_OF_BIRTH_INVALID = validationMessage('validation_date_of_birth_invalid');
export const dateOfBirthSchema = textField('date_of_birth', { required: DATE_OF_BIRTH_INVALID })
  .refine(isCalendarDate, { message: DATE_OF_BIRTH_INVALID })
  .refine((value) => value >= EARLIEST_DATE_OF_BIRTH && value <= latestDateOfBirth(new Date()), {
    message: DATE_OF_BIRTH_INVALID,
  });

/** A form's empty choice or field ('' or only spaces) is no value. */
const emptyAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** Optional free text: '' or missing is none (null when stored). */
const optionalText = (
  field: 'school_year' | 'medical_notes',
  max: number,
  { multiline = false } = {},
) =>
  textField(field, { multiline })
    .max(max, validationMessage('validation_text_too_long', { field, max }))
    .nullish()
    .transform((value) => (value ? value : null));

const childFields = {
  name: personNameSchema,
  dateOfBirth: dateOfBirthSchema,
  /** The level the child plays at, for classes of a level; missing when not known. */
  level: z.preprocess(
    emptyAsNull,
    z
      .enum(MEMBER_LEVELS, { error: validationMessage('validation_member_level') })
      .nullish()
      .transform((value) => value ?? null),
  ),
  schoolYear: optionalText('school_year', SCHOOL_YEAR_MAX_LENGTH),
  medicalNotes: optionalText('medical_notes', MEDICAL_NOTES_MAX_LENGTH, { multiline: true }),
  emergencyContactName: textField('emergency_contact', {
    required: validationMessage('validation_required', { field: 'emergency_contact' }),
  })
    .min(1, validationMessage('validation_required', { field: 'emergency_contact' }))
    .max(
      EMERGENCY_CONTACT_MAX_LENGTH,
      validationMessage('validation_text_too_long', {
        field: 'emergency_contact',
        max: EMERGENCY_CONTACT_MAX_LENGTH,
      }),
    ),
  emergencyContactPhone: phoneSchema,
  photoUrl: z.preprocess(
    emptyAsNull,
    photoSchema.nullish().transform((value) => value ?? null),
  ),
  /** Whether the academy may show the photo to the child's instructors. */
  photoConsent: z.boolean({ error: validationMessage('validation_photo_consent_invalid') }),
};

/** A child's details, as the form and the API check them. */
export const childDetailsSchema = z.object(childFields);
export type ChildDetails = z.infer<typeof childDetailsSchema>;

/** POST /api/family/members: a child. The id is the client's, so a resend adds the child once. */
export const newChildInputSchema = childDetailsSchema.extend({ id: idSchema });
export type NewChildInput = z.infer<typeof newChildInputSchema>;

/** PATCH /api/family/members/:id: the fields to change. */
export const childChangesSchema = childDetailsSchema.partial();
export type ChildChanges = z.infer<typeof childChangesSchema>;

export const MEMBER_KINDS = ['self', 'child'] as const;

/** A member as their guardians see them: everything the family recorded. */
export const familyMemberSchema = z.object({
  id: z.string(),
  /** 'self': the account itself (its name is the account's); 'child': a member it added. */
  kind: z.enum(MEMBER_KINDS),
  name: z.string(),
  dateOfBirth: z.string().nullable(),
  level: z.enum(MEMBER_LEVELS).nullable(),
  schoolYear: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  photoConsent: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const familyGuardianSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The caller. */
  you: z.boolean(),
});
export type FamilyGuardian = z.infer<typeof familyGuardianSchema>;

/** An invitation not yet accepted: its link was shown once, when it was made. */
export const familyInvitationSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  expiresAt: z.string(),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;

/** GET /api/family: an account with no children yet is a family of one. */
export const familySchema = z.object({
  members: z.array(familyMemberSchema),
  guardians: z.array(familyGuardianSchema),
  invitations: z.array(familyInvitationSchema),
});
export type Family = z.infer<typeof familySchema>;

/** POST /api/family/invitations: optionally the e-mail it is meant for (shown in the list). */
export const newInvitationInputSchema = z.object({ email: emailSchema.optional() });

/** The invitation just made: the token is in the link and is never shown again. */
export const newInvitationSchema = familyInvitationSchema.extend({
  token: z.string(),
  /** The page that accepts it, on this site, with the token in its fragment. */
  path: z.string(),
});
export type NewInvitation = z.infer<typeof newInvitationSchema>;

/** POST /api/family/invitations/accept. A malformed token is answered as an unknown one. */
export const acceptInvitationInputSchema = z.object({
  token: z.string().max(200).default(''),
});

/**
 * GET /api/family/export: everything the academy keeps of the family, as one JSON file (a
 * guardian's right to their data): the members, the caller's own taking part and every child's
 * (`participantId`), whichever guardian acted, and the caller's payments. Another guardian's own
 * classes, attendance and payments are theirs, not in it.
 */
export const familyExportSchema = z.object({
  exportedAt: z.string(),
  family: familySchema,
  selections: z.array(
    z.object({
      id: z.string(),
      classId: z.string(),
      participantId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  enrollments: z.array(
    z.object({
      id: z.string(),
      classId: z.string(),
      className: z.string(),
      paymentId: z.string(),
      priceCents: z.number().int(),
      currency: z.string(),
      participantId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      transactionId: z.string(),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      gateway: z.string(),
      itemNames: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
  checkIns: z.array(
    z.object({
      id: z.string(),
      classId: z.string(),
      sessionId: z.string(),
      participantId: z.string().nullable(),
      takenAt: z.string(),
    }),
  ),
  waitlistEntries: z.array(
    z.object({
      id: z.string(),
      classId: z.string(),
      status: z.string(),
      participantId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type FamilyExport = z.infer<typeof familyExportSchema>;

/** GET /api/families?q=: families whose guardians' names, e-mails or phones or whose children's names hold the text. */
export const familySearchQuerySchema = z.object({
  q: textField('search')
    .max(100, validationMessage('validation_text_too_long', { field: 'search', max: 100 }))
    .optional(),
});

/** The most families one search answers. */
export const FAMILY_SEARCH_LIMIT = 50;

/** A family as an admin sees it: its guardians (with their phones) and every member's details. */
export const adminFamilySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  guardians: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  ),
  members: z.array(familyMemberSchema),
});
export type AdminFamily = z.infer<typeof adminFamilySchema>;

export const adminFamiliesSchema = z.object({ families: z.array(adminFamilySchema) });
export type AdminFamilies = z.infer<typeof adminFamiliesSchema>;

const PERCENT_MESSAGE = validationMessage('validation_sibling_discount_percent', {
  max: SIBLING_DISCOUNT_MAX_PERCENT,
});

/** A branch's sibling discount (decision 051): 0 is none. */
export const siblingDiscountSchema = z.object({
  venue: venueSchema,
  percent: z.number().int().min(0).max(SIBLING_DISCOUNT_MAX_PERCENT),
});
export type SiblingDiscount = z.infer<typeof siblingDiscountSchema>;

/** GET /api/sibling-discounts (admins): every branch, those without a rule at 0. */
export const siblingDiscountsSchema = z.object({ branches: z.array(siblingDiscountSchema) });
export type SiblingDiscounts = z.infer<typeof siblingDiscountsSchema>;

/** PUT /api/sibling-discounts/:venue (admins): a whole percentage; 0 removes the rule. */
export const siblingDiscountInputSchema = z.object({
  percent: z
    .number({ error: PERCENT_MESSAGE })
    .int(PERCENT_MESSAGE)
    .min(0, PERCENT_MESSAGE)
    .max(SIBLING_DISCOUNT_MAX_PERCENT, PERCENT_MESSAGE),
});
export type SiblingDiscountInput = z.infer<typeof siblingDiscountInputSchema>;

export const venueParamSchema = z.object({ venue: venueSchema });
