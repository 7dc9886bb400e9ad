// The login and register forms' rules with product.md's exact messages (docs/product.md §5,
// shared/validation.ts).
import { z } from 'zod';
import { photoSchema, personNameSchema } from '#shared/schemas/common.ts';
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
} from '#shared/validation.ts';

const emailField = z
  .string()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

export const loginFormSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
    .regex(PASSWORD_PATTERN, MESSAGES.loginPasswordPattern),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

const registerPassword = z
  .string()
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordMax)
  .regex(PASSWORD_PATTERN, MESSAGES.registerPasswordPattern);

const confirmPassword = z
  .string()
  .min(1, MESSAGES.confirmPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.confirmPasswordMin)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.confirmPasswordMax)
  .regex(PASSWORD_PATTERN, MESSAGES.confirmPasswordPattern);

export const registerFormSchema = z
  .object({
    name: personNameSchema,
    photoURL: photoSchema,
    email: emailField,
    password: registerPassword,
    confirmPassword,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
    // Checked as soon as both passwords follow their rules, even while other fields are empty.
    when: ({ value }) => {
      const form = value as { password?: unknown; confirmPassword?: unknown };
      return (
        registerPassword.safeParse(form.password).success &&
        confirmPassword.safeParse(form.confirmPassword).success
      );
    },
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;
