import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { validationMessage } from '../validation-messages.ts';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation-limits.ts';
import { MESSAGES } from '../validation.ts';
import {
  emailSchema,
  idParamSchema,
  photoSchema,
  priceSchema,
  seatsSchema,
  textField,
} from './common.ts';
import { hasCatalogueFilters } from '../classes/catalogue-query.ts';
import { catalogueFilterFields } from './class-filters.ts';
import { afterNeedsLimit, cursorSchema, pageQueryFields, pageSchema } from './page.ts';
import {
  agesInOrder,
  classDetailsInputFields,
  classSessionSchema,
  scheduleNeedsVenue,
  scheduleWireSchema,
} from './schedule.ts';

export const CLASS_STATUSES = ['pending', 'approved', 'Denied'] as const;
export const classStatusSchema = z.enum(CLASS_STATUSES);
export type ClassStatus = z.infer<typeof classStatusSchema>;

/** A class as the API sends it (product.md §3 field names). */
export const classSchema = z.object({
  _id: z.string(),
  photo: z.string(),
  Name: z.string(),
  IName: z.string(),
  Iemail: z.string(),
  /** In `currency`, major units (1200 is BDT 1,200). */
  price: z.number(),
  /** The venue's currency; missing from copies saved before currencies (then dollars). */
  currency: z.enum(CURRENCIES).optional(),
  sets: z.number().int(),
  status: classStatusSchema,
  enrolled: z.number().int(),
  feedback: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * Admins' lists only (GET /api/class?status=…, plain or paged): seats held right now by
   * students who are paying or offered a seat from the waitlist (one per student). Part of `sets`
   * until they pay or their hold or offer ends.
   */
  held: z.number().int().optional(),
  /**
   * Admins' lists only: check-ins of enrolled students at the sessions held so far, and the
   * students enrolled and sessions held (the rate is checkIns ÷ (students × sessionsHeld)).
   */
  attendance: z
    .object({
      checkIns: z.number().int(),
      students: z.number().int(),
      sessionsHeld: z.number().int(),
    })
    .optional(),
  // The additions for sport, level, venue and schedule (the first version's fields above are as
  // they were). Optional: a class made
  // through the first version's body has none, and saved copies from before them lack them.
  sport: z.string().nullable().optional(),
  level: z.string().nullable().optional(),
  venue: z.string().nullable().optional(),
  /** The ages the class takes on its first session's date; null: no bound (decision 049). */
  minAge: z.number().int().nullable().optional(),
  maxAge: z.number().int().nullable().optional(),
  description: z.string().optional(),
  /** The rule as the instructor saved it; its sessions are GET /api/class/:id's. */
  schedule: scheduleWireSchema.nullable().optional(),
  /** The first and last session's start (UTC), and how many sessions there are in all. */
  firstSessionAt: z.string().nullable().optional(),
  lastSessionAt: z.string().nullable().optional(),
  sessionCount: z.number().int().optional(),
  /** When it was added: the catalogue's "newest" order, on the server and on a saved copy. */
  createdAt: z.string().optional(),
});
export type Class = z.infer<typeof classSchema>;
export type ClassAttendance = NonNullable<Class['attendance']>;

export const popularClassSchema = classSchema.pick({
  _id: true,
  Name: true,
  IName: true,
  photo: true,
  enrolled: true,
  price: true,
  currency: true,
});
export type PopularClass = z.infer<typeof popularClassSchema>;

const classNameSchema = textField('class_name', { required: MESSAGES.classNameRequired })
  .min(1, MESSAGES.classNameRequired)
  .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong);

const instructorNameSchema = textField('instructor_name', {
  required: MESSAGES.instructorNameRequired,
})
  .min(1, MESSAGES.instructorNameRequired)
  .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong);

/**
 * POST /api/class. The first version's body also carries status and enrolled; the server accepts
 * and
 * ignores them (a new class is always pending with 0 enrolled).
 */
/** The fields of a new class, before the checks across fields (forms pick from it). */
export const newClassFields = z.object({
  Name: classNameSchema,
  photo: photoSchema,
  IName: instructorNameSchema,
  Iemail: emailSchema,
  price: priceSchema,
  sets: seatsSchema,
  status: textField('status').max(20).optional(),
  enrolled: z.unknown().optional(),
  ...classDetailsInputFields,
});
export const newClassInputSchema = newClassFields
  .refine(...scheduleNeedsVenue)
  .refine(...agesInOrder);
export type NewClassInput = z.input<typeof newClassInputSchema>;
export type NewClass = z.output<typeof newClassInputSchema>;

/**
 * An instructor's edit of an own class (PUT /api/class/:id); it returns to pending. A field left
 * out of the details stays as it was; `schedule: null` removes the schedule's future sessions.
 */
export const classEditInputSchema = newClassFields
  .pick({
    Name: true,
    photo: true,
    price: true,
    sets: true,
    sport: true,
    level: true,
    venue: true,
    description: true,
    schedule: true,
    minAge: true,
    maxAge: true,
  })
  .refine(...scheduleNeedsVenue)
  .refine(...agesInOrder);
export type ClassEdit = z.output<typeof classEditInputSchema>;
export type ClassEditInput = z.input<typeof classEditInputSchema>;

/** PATCH /api/class/:id by an admin. */
export const classReviewInputSchema = z.object({
  status: z.enum(['approved', 'Denied'], {
    error: validationMessage('validation_review_status'),
  }),
  feedback: textField('feedback', { multiline: true })
    .max(TEXT_MAX_LENGTH, validationMessage('validation_feedback_too_long'))
    .optional(),
});
export type ClassReviewInput = z.infer<typeof classReviewInputSchema>;

/** The cursor of a first delta sync: everything the caller may see, and a cursor to go on from. */
export const FIRST_SYNC_CURSOR = '0';

/**
 * GET /api/class query. Without `since` or `limit` the response is the first version's plain array.
 * `since` (a cursor, FIRST_SYNC_CURSOR to start): the changes since then, `ClassDelta`.
 * `limit` (and `after`, the previous page's `next`): one page, `ClassPage`.
 * The catalogue's search, filters and sort (class-filters.ts) narrow and order the plain list and
 * the pages of every view; a sync always carries the whole view, so it takes none of them.
 */
export const classListQuerySchema = z
  .object({
    status: z.enum([...CLASS_STATUSES, 'all']).optional(),
    mine: z.enum(['true', 'false']).optional(),
    since: cursorSchema('sync').optional(),
    ...pageQueryFields,
    ...catalogueFilterFields,
  })
  .refine(...afterNeedsLimit)
  .refine((query) => query.since === undefined || query.limit === undefined, {
    message: validationMessage('validation_since_or_limit'),
    path: ['since'],
  })
  .refine((query) => query.since === undefined || !hasCatalogueFilters(query), {
    message: validationMessage('validation_filters_with_since'),
    path: ['since'],
  });
export type ClassListQuery = z.infer<typeof classListQuerySchema>;

/** GET /api/class?since=: what changed in what the caller may see, and where to go on from. */
export const classDeltaSchema = z.object({
  /** Classes added or changed, to store as they are. */
  classes: z.array(classSchema),
  /** Ids to drop: deleted, or no longer visible to the caller (e.g. no longer approved). */
  deleted: z.array(z.string()),
  /** Opaque: send it as `since` next time. */
  cursor: z.string(),
});
export type ClassDelta = z.infer<typeof classDeltaSchema>;

/** GET /api/class?limit=: one page, newest first; `next` is the `after` of the next page. */
export const classPageSchema = pageSchema('classes', classSchema);
export type ClassPage = z.infer<typeof classPageSchema>;

export const classIdParamSchema = idParamSchema;

/**
 * GET /api/class/:id: the class, every one of its sessions (oldest first, cancelled ones too,
 * marked), and how many scheduled sessions have not begun yet at the server's now.
 */
export const classDetailSchema = classSchema.extend({
  sessions: z.array(classSessionSchema),
  sessionsLeft: z.number().int(),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;
