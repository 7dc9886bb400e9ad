// Whose sessions a family's timetable holds: the account's own member and each child with a
// session in it, each with a colour and initials that mark their sessions, and the filter's key
// in the address (?member=me or a child's id).
import type { Timetable } from '#shared/schemas/timetable.ts';

/** The account's own member in the address. */
export const OWN_MEMBER = 'me';

/**
 * Each member's marks, in Tailwind's words written out whole (the build keeps only classes it
 * finds in the source). Dark text on light fills, each above 4.5:1.
 */
export const MEMBER_COLOURS = [
  { chip: 'bg-emerald-100 text-emerald-900', edge: 'border-l-emerald-600' },
  { chip: 'bg-sky-100 text-sky-900', edge: 'border-l-sky-600' },
  { chip: 'bg-amber-100 text-amber-900', edge: 'border-l-amber-500' },
  { chip: 'bg-violet-100 text-violet-900', edge: 'border-l-violet-600' },
  { chip: 'bg-rose-100 text-rose-900', edge: 'border-l-rose-600' },
  { chip: 'bg-teal-100 text-teal-900', edge: 'border-l-teal-600' },
] as const;

export interface TimetableMember {
  /** OWN_MEMBER, or the child's participant id. */
  key: string;
  name: string;
  colour: (typeof MEMBER_COLOURS)[number];
}

export const memberKeyOf = (session: { participantId?: string | null }) =>
  session.participantId ?? OWN_MEMBER;

/**
 * The members with sessions in the timetable: the account's own first (named `ownName`), then the
 * children by name, so each keeps its colour from week to week whatever the order of sessions.
 */
export function membersOf(sessions: Timetable, ownName: string): TimetableMember[] {
  const names = new Map<string, string>();
  for (const session of sessions) {
    const key = memberKeyOf(session);
    if (!names.has(key))
      names.set(key, key === OWN_MEMBER ? ownName : (session.participantName ?? ''));
  }
  const keys = [...names.keys()].sort((a, b) =>
    a === OWN_MEMBER ? -1 : b === OWN_MEMBER ? 1 : names.get(a)!.localeCompare(names.get(b)!),
  );
  return keys.map((key, index) => ({
    key,
    name: names.get(key)!,
    colour: MEMBER_COLOURS[index % MEMBER_COLOURS.length]!,
  }));
}
