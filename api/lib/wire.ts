// Database rows to the wire shapes of shared/schemas (the first version's field names, amounts in
// major units).
import { currencyOrDefault, fromMinorUnits } from '#shared/money.ts';
import type { Class, PopularClass } from '#shared/schemas/class.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import type { User } from '#shared/schemas/user.ts';
import type { classes, selections, users } from '../db/schema.ts';

export function toWireClass(row: typeof classes.$inferSelect): Class {
  return {
    _id: row.id,
    photo: row.photo,
    Name: row.name,
    IName: row.instructorName,
    Iemail: row.instructorEmail,
    price: fromMinorUnits(row.priceCents, currencyOrDefault(row.currency)),
    currency: currencyOrDefault(row.currency),
    sets: row.seats,
    status: row.status,
    enrolled: row.enrolled,
    feedback: row.feedback,
    updatedAt: row.updatedAt,
    sport: row.sport,
    level: row.level,
    venue: row.venue,
    minAge: row.minAge,
    maxAge: row.maxAge,
    description: row.description,
    schedule: row.schedule,
    firstSessionAt: row.firstSessionAt,
    lastSessionAt: row.lastSessionAt,
    sessionCount: row.sessionCount,
    createdAt: row.createdAt,
  };
}

export function toWirePopularClass(row: typeof classes.$inferSelect): PopularClass {
  return {
    _id: row.id,
    Name: row.name,
    IName: row.instructorName,
    photo: row.photo,
    enrolled: row.enrolled,
    price: fromMinorUnits(row.priceCents, currencyOrDefault(row.currency)),
    currency: currencyOrDefault(row.currency),
  };
}

/** A student's selection with the class it names. */
/**
 * A row's participant's name as a response gives it (decision 049): null for the account's own
 * member, and a removed child's erased name as ''.
 */
export const participantNameOf = (participantId: string | null, name: string | null) =>
  participantId === null ? null : (name ?? '');

export function toWireSelection(
  selection: typeof selections.$inferSelect,
  cls: typeof classes.$inferSelect,
  participantName: string | null = null,
  discountCents = 0,
): Selection {
  return {
    _id: selection.id,
    selectedClassId: cls.id,
    Name: cls.name,
    photo: cls.photo,
    IName: cls.instructorName,
    price: fromMinorUnits(cls.priceCents, currencyOrDefault(cls.currency)),
    currency: currencyOrDefault(cls.currency),
    sets: cls.seats,
    email: selection.email,
    createdAt: selection.createdAt,
    // Who takes the class: a child of the account's family, or the account itself (null).
    participantId: selection.participantId,
    participantName: participantNameOf(selection.participantId, participantName),
    ...(discountCents > 0
      ? { discount: fromMinorUnits(discountCents, currencyOrDefault(cls.currency)) }
      : {}),
  };
}

export function toWireUser(row: typeof users.$inferSelect): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role, photoURL: row.photoUrl };
}

/** ISO-8601 with milliseconds, the format the schema's SQL defaults write. */
export const isoNow = (now: () => Date) => now().toISOString();
