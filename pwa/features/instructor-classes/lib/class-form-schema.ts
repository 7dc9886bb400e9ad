// The add-class and edit-class forms validate with the server's own schemas
// (shared/schemas/class.ts,
// shared/schemas/schedule.ts). The form asks for every detail (the API keeps them optional only
// so the first version's body still works); the schedule's inputs hold text, turned into the rule
// here.
import { z } from 'zod';
import type { Schedule } from '#shared/classes/schedule.ts';
import { newClassFields, type Class } from '#shared/schemas/class.ts';
import {
  ageBoundSchema,
  agesInOrder,
  descriptionSchema,
  levelSchema,
  scheduleSchema,
  sportSchema,
  venueSchema,
} from '#shared/schemas/schedule.ts';

/** How the schedule ends: after a number of sessions, or on a last date. */
export type ScheduleEnd = 'count' | 'date';

/** What the schedule's inputs hold: text for numbers, a radio for how it ends. */
export type ScheduleFormValues = {
  firstDate: string;
  weekdays: number[];
  startTime: string;
  durationMinutes: string;
  ends: ScheduleEnd;
  sessionCount: string;
  lastDate: string;
};

/** An empty box is not zero: NaN, which the schema refuses with its own sentence. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The rule of what the inputs hold (unvalidated: scheduleSchema checks it). */
export const ruleOfScheduleForm = (values: ScheduleFormValues) => ({
  firstDate: values.firstDate,
  weekdays: values.weekdays,
  startTime: values.startTime,
  durationMinutes: numberOf(values.durationMinutes),
  sessionCount: values.ends === 'count' ? numberOf(values.sessionCount) : null,
  lastDate: values.ends === 'date' ? values.lastDate : null,
});

/** The schedule's inputs, checked as the API checks the rule (messages at the same paths). */
export const scheduleFormSchema = z
  .object({
    firstDate: z.string(),
    weekdays: z.array(z.number()),
    startTime: z.string(),
    durationMinutes: z.string(),
    ends: z.enum(['count', 'date']),
    sessionCount: z.string(),
    lastDate: z.string(),
  })
  .transform(ruleOfScheduleForm)
  // scheduleSchema's input admits left-out ends; ours always says both (one of them null).
  .pipe(scheduleSchema as z.ZodType<Schedule, ReturnType<typeof ruleOfScheduleForm>>);

/** An age bound's box: empty is no bound (null), anything else the API's check of a number. */
const ageBoundText = z
  .string()
  .transform((text) => (text.trim() === '' ? null : Number(text)))
  .pipe(ageBoundSchema.nullable());

// The selects hold '' until one is chosen: text, then the API's check and its sentence.
const detailsFormFields = {
  sport: z.string().pipe(sportSchema),
  level: z.string().pipe(levelSchema),
  venue: z.string().pipe(venueSchema),
  description: descriptionSchema,
  schedule: scheduleFormSchema,
  minAge: ageBoundText,
  maxAge: ageBoundText,
};

/** status and enrolled are the server's business: a new class is pending with 0 enrolled. */
export const newClassFormSchema = newClassFields
  .omit({ status: true, enrolled: true })
  .extend(detailsFormFields)
  .refine(...agesInOrder);
export const classEditFormSchema = newClassFields
  .pick({ Name: true, photo: true, price: true, sets: true })
  .extend(detailsFormFields)
  .refine(...agesInOrder);

/** What the inputs hold (text for price and seats); the schemas turn those into numbers. */
export type NewClassFormValues = z.input<typeof newClassFormSchema>;
export type ClassEditFormValues = z.input<typeof classEditFormSchema>;
export type NewClassFormOutput = z.output<typeof newClassFormSchema>;
export type ClassEditFormOutput = z.output<typeof classEditFormSchema>;
/** The fields both forms share (class-fields.tsx reads them through the form's context). */
export type ClassDetailsFormValues = Pick<
  NewClassFormValues,
  'sport' | 'level' | 'venue' | 'description' | 'schedule' | 'minAge' | 'maxAge'
>;

/**
 * A new class's schedule inputs: evenings, an hour, twelve sessions; the days are the instructor's.
 */
export const EMPTY_SCHEDULE: ScheduleFormValues = {
  firstDate: '',
  weekdays: [],
  startTime: '18:00',
  durationMinutes: '60',
  ends: 'count',
  sessionCount: '12',
  lastDate: '',
};

/** The inputs of a saved rule (the edit dialog starts from the class as it is). */
export function scheduleFormOf(schedule: Schedule | Class['schedule'] | undefined) {
  if (!schedule) return EMPTY_SCHEDULE;
  return {
    firstDate: schedule.firstDate,
    weekdays: [...schedule.weekdays],
    startTime: schedule.startTime,
    durationMinutes: String(schedule.durationMinutes),
    ends: schedule.lastDate ? 'date' : 'count',
    sessionCount: schedule.sessionCount === null ? '' : String(schedule.sessionCount),
    lastDate: schedule.lastDate ?? '',
  } satisfies ScheduleFormValues;
}

/** The details of a saved class as the inputs hold them ('' where it has none yet). */
export const detailsFormOf = (item: Class | null): ClassDetailsFormValues => ({
  sport: item?.sport ?? '',
  level: item?.level ?? '',
  venue: item?.venue ?? '',
  description: item?.description ?? '',
  schedule: scheduleFormOf(item?.schedule),
  minAge: item?.minAge == null ? '' : String(item.minAge),
  maxAge: item?.maxAge == null ? '' : String(item.maxAge),
});
