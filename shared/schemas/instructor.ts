import { z } from 'zod';

export const instructorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string(),
  expertise: z.string(),
});
export type Instructor = z.infer<typeof instructorSchema>;

/** Students = enrolled count summed over the instructor's approved classes. */
export const popularInstructorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  expertise: z.string(),
  students: z.number().int(),
  details: z.string(),
});
export type PopularInstructor = z.infer<typeof popularInstructorSchema>;
