import { z } from 'zod';
import { REFUSAL_REASONS, type RefusalReason } from './refusals.ts';
import { VALIDATION_KEYS, type ValidationKey } from './validation-messages.ts';

/**
 * Why the API refused: a refusal of shared/refusals.ts, or for bad fields (400) the validation key
 * of the first field (shared/validation-messages.ts). A client says it through its catalogue:
 * `error_<reason>` for a refusal, the key itself for a `validation_…` one; and falls back to the
 * English `message` for a reason it does not know (a newer server).
 */
export type ApiReason = RefusalReason | ValidationKey;
export const API_REASONS: readonly ApiReason[] = [...REFUSAL_REASONS, ...VALIDATION_KEYS];

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
const reasonSchema = z.enum(API_REASONS as [ApiReason, ...ApiReason[]]);

/**
 * Every error response of the API has this shape (docs/architecture.md; the API reference at
 * /api/docs).
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    /** Stable: what the client shows, in the person's language, with `params`. */
    reason: reasonSchema,
    params: paramsSchema,
    /** The same in English, made from `reason` and `params`. */
    message: z.string().min(1),
    /** Bad fields: each field's English message (a 409 for a changed total adds `total`). */
    fields: z.record(z.string(), z.string()).optional(),
    /** Each field's validation key and values, beside `fields`. */
    fieldReasons: z
      .record(z.string(), z.object({ reason: reasonSchema, params: paramsSchema }))
      .optional(),
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
  /** 503: a service the response depends on (Firebase, at sign-in) could not be asked. */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
