import { z } from 'zod';

/** Every error answer of the API has this shape (docs/architecture.md; README, API). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  /** 402: the card payment provider refused the card (its message is shown to the user). */
  'card_declined',
  'rate_limited',
  /** 502: the card payment provider did not answer; what was decided is recorded and retried. */
  'payment_provider',
  /** 503: a service the answer depends on (Firebase, at sign-in) could not be asked. */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
