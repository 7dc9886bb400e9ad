import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  instructorSchema,
  popularInstructorSchema,
  type Instructor,
  type PopularInstructor,
} from '#shared/schemas/instructor.ts';
import { validationMessage } from '#shared/validation-messages.ts';
import { classes, instructors } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';

const POPULAR_MAX = 50;
const LIMIT_MESSAGE = validationMessage('validation_limit', { max: POPULAR_MAX });
const popularQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(POPULAR_MAX, LIMIT_MESSAGE)
    .default(6),
});

export function createInstructorRoutes({ db }: Services) {
  return new Hono<AppEnv>()
    .get(
      '/instructor',
      describe({
        summary: 'Every instructor, by name',
        tag: 'Instructors',
        access: 'public',
        responses: { 200: json(z.array(instructorSchema), 'The instructors') },
      }),
      async (c) => {
        const rows = await db.select().from(instructors).orderBy(asc(instructors.name));
        return c.json(
          rows.map((row): Instructor => ({
            _id: row.id,
            name: row.name,
            email: row.email,
            image: row.image,
            expertise: row.expertise,
          })),
        );
      },
    )
    .get(
      '/popularInstructor',
      describe({
        summary: 'The instructors with the most students',
        tag: 'Instructors',
        access: 'public',
        responses: {
          200: json(z.array(popularInstructorSchema), 'The instructors'),
          ...refused(400),
        },
      }),
      validate('query', popularQuerySchema),
      async (c) => {
        const { limit } = c.req.valid('query');
        // Students = the enrolled counts of the instructor's approved classes, summed.
        const students = sql<number>`coalesce(sum(${classes.enrolled}), 0)`.mapWith(Number);
        const rows = await db
          .select({
            id: instructors.id,
            name: instructors.name,
            image: instructors.image,
            expertise: instructors.expertise,
            details: instructors.details,
            students,
          })
          .from(instructors)
          .leftJoin(
            classes,
            and(eq(classes.instructorEmail, instructors.email), eq(classes.status, 'approved')),
          )
          .groupBy(instructors.id)
          .orderBy(desc(students), asc(instructors.name))
          .limit(limit);
        return c.json(
          rows.map((row): PopularInstructor => ({
            _id: row.id,
            name: row.name,
            image: row.image,
            expertise: row.expertise,
            students: row.students,
            details: row.details,
          })),
        );
      },
    );
}
