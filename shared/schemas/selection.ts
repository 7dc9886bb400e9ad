import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { validationMessage } from '../validation-messages.ts';
import { emailSchema, idSchema } from './common.ts';

/** A student's selected (not yet paid) class, as the API sends it. */
export const selectionSchema = z.object({
  _id: z.string(),
  selectedClassId: z.string(),
  Name: z.string(),
  photo: z.string(),
  IName: z.string(),
  /** The class's price in `currency` (missing from copies saved before currencies: dollars). */
  price: z.number(),
  currency: z.enum(CURRENCIES).optional(),
  sets: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  /**
   * Who takes the class (decision 049): a child of the account's family, or null for the account
   * itself. Missing from copies saved before families.
   */
  participantId: z.string().nullable().optional(),
  participantName: z.string().nullable().optional(),
  /**
   * The sibling discount the checkout takes off `price` now (decision 051), in `currency`; missing
   * when there is none.
   */
  discount: z.number().optional(),
});
export type Selection = z.infer<typeof selectionSchema>;

/** A selection's id as a client makes it: a UUID, the idempotency key of its Select. */
export const selectionIdSchema = z.uuid({
  error: validationMessage('validation_selection_id_uuid'),
});

/**
 * POST /api/select. `_id` is the client-generated UUID and the idempotency key: the same id
 * again answers the same selection. The first version's copies of class fields (Name, price, …) may
 * be
 * sent but the server reads them from the class, never from the body.
 */
export const newSelectionInputSchema = z.object({
  _id: selectionIdSchema.optional(),
  selectedClassId: idSchema,
  email: emailSchema.optional(),
  /** The family member who takes the class (GET /api/family's member id); none or null: the caller. */
  participantId: idSchema.nullable().optional(),
  Name: z.unknown().optional(),
  photo: z.unknown().optional(),
  IName: z.unknown().optional(),
  price: z.unknown().optional(),
  sets: z.unknown().optional(),
});
export type NewSelectionInput = z.infer<typeof newSelectionInputSchema>;

export const selectionListQuerySchema = z.object({ email: emailSchema.optional() });
