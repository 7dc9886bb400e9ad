import { z } from 'zod';

/** GET /api/config: runtime configuration for the browser, so one build runs everywhere. */
export const publicConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
  }),
  /** e.g. "http://127.0.0.1:9099" when the Auth emulator is in use, otherwise null. */
  authEmulatorUrl: z.string().nullable(),
  payments: z.object({
    mode: z.enum(['test', 'stripe']),
    publishableKey: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
