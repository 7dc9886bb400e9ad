// Database rows to the wire shapes of shared/schemas (the first version's field names, amounts in
// major units).
import { currencyOrDefault, fromMinorUnits } from '#shared/money.ts';
import type { Class } from '#shared/schemas/class.ts';
import type { User } from '#shared/schemas/user.ts';
import type { classes, users } from '../db/schema.ts';

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
    description: row.description,
    schedule: row.schedule,
    firstSessionAt: row.firstSessionAt,
    lastSessionAt: row.lastSessionAt,
    sessionCount: row.sessionCount,
    createdAt: row.createdAt,
  };
}

export function toWireUser(row: typeof users.$inferSelect): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role, photoURL: row.photoUrl };
}

/** ISO-8601 with milliseconds, the format the schema's SQL defaults write. */
export const isoNow = (now: () => Date) => now().toISOString();
