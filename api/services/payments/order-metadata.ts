// What a payment intent is for, written into the intent's metadata when the server creates it:
// who pays, for which classes at which price, and which selections. Finalize reads it back from
// the provider, so a class deleted meanwhile (its selection cascades away) is still refunded at
// the price that was charged. Stripe allows 50 keys of 500 characters: the JSON is chunked.
import { z } from 'zod';
import { CURRENCIES } from '#shared/money.ts';

export const orderSchema = z.object({
  email: z.string(),
  items: z.array(
    z.object({
      classId: z.string(),
      name: z.string(),
      /** What is charged for the class: its price less any discount. */
      cents: z.number().int().min(0),
      /** Taken off the class's price: the sibling discount (decision 051). */
      discountCents: z.number().int().min(0).optional(),
      /** A child of the payer's family who takes the class; absent: the payer (decision 049). */
      participantId: z.string().optional(),
      participantName: z.string().optional(),
    }),
  ),
  selectionIds: z.array(z.string()),
  /** The items' currency: one payment, one currency. Intents made before currencies: dollars. */
  currency: z.enum(CURRENCIES).default('usd'),
});
export type Order = z.infer<typeof orderSchema>;

const CHUNK = 500;
const MAX_CHUNKS = 48;
const PREFIX = 'order_';

export class OrderTooLargeError extends Error {}

export function encodeOrder(order: Order): Record<string, string> {
  const json = JSON.stringify(order);
  const count = Math.ceil(json.length / CHUNK);
  if (count > MAX_CHUNKS) throw new OrderTooLargeError('Too many classes for one payment.');
  const metadata: Record<string, string> = { email: order.email, order_chunks: String(count) };
  for (let i = 0; i < count; i += 1)
    metadata[`${PREFIX}${i}`] = json.slice(i * CHUNK, (i + 1) * CHUNK);
  return metadata;
}

/** The order an intent was created for, or null when the metadata is not one of ours. */
export function decodeOrder(metadata: Record<string, string>): Order | null {
  const count = Number(metadata.order_chunks);
  if (!Number.isInteger(count) || count < 1 || count > MAX_CHUNKS) return null;
  let json = '';
  for (let i = 0; i < count; i += 1) {
    const part = metadata[`${PREFIX}${i}`];
    if (part === undefined) return null;
    json += part;
  }
  try {
    const parsed = orderSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const orderTotalCents = (order: Order) =>
  order.items.reduce((sum, item) => sum + item.cents, 0);
