import { z } from 'zod';

export const PAYMENT_STATUS_SERVICE_PENDING = 'service pending';

export const paymentSchema = z.object({
  _id: z.string(),
  email: z.string(),
  transactionId: z.string(),
  price: z.number(),
  date: z.string(),
  quantity: z.number().int(),
  selectedItems: z.array(z.string()),
  selectedId: z.array(z.string()),
  status: z.string(),
  itemNames: z.array(z.string()),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/paid: a class the student has paid for. */
export const paidClassSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  email: z.string(),
  photo: z.string(),
  Name: z.string(),
  IName: z.string(),
  price: z.number(),
});
export type PaidClass = z.infer<typeof paidClassSchema>;
