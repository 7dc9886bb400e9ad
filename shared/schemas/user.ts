import { z } from 'zod';
import { emailSchema, personNameSchema, photoSchema } from './common.ts';
import { pageSchema } from './page.ts';

/** A front desk member records payments taken at a branch's desk (decision 040). */
export const USER_ROLES = ['admin', 'instructor', 'frontdesk'] as const;
export const userRoleSchema = z.enum(USER_ROLES).nullable();
/** null = a student (product.md: "none for a student"). */
export type UserRole = z.infer<typeof userRoleSchema>;
/** A role by name, a student's too: what a caller is (GET /api/users/role answers it). */
export const roleAnswerSchema = z.enum([...USER_ROLES, 'student']);
export type Role = z.infer<typeof roleAnswerSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  photoURL: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/users?limit= (admins): one page, newest first. */
export const userPageSchema = pageSchema('users', userSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** POST /api/users: the e-mail comes from the verified token; a body e-mail must match it. */
export const newUserInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  photoURL: photoSchema.optional(),
});
export type NewUserInput = z.infer<typeof newUserInputSchema>;

/** POST /api/jwt */
export const jwtInputSchema = z.object({ email: emailSchema });
export const emailParamSchema = z.object({ email: emailSchema });
