// The academy's own branches, where classes meet: the four the home page lists. A class's
// sessions are kept in its venue's time zone and shown in it, with the zone named, wherever the
// reader is. Names and addresses are messages (class-texts.ts).
export const VENUES = {
  dhaka: { timeZone: 'Asia/Dhaka' },
  chattogram: { timeZone: 'Asia/Dhaka' },
  'kuala-lumpur': { timeZone: 'Asia/Kuala_Lumpur' },
  riyadh: { timeZone: 'Asia/Riyadh' },
} as const satisfies Record<string, { timeZone: string }>;

export type Venue = keyof typeof VENUES;
export const VENUE_IDS = Object.keys(VENUES) as Venue[];

export const isVenue = (value: unknown): value is Venue =>
  typeof value === 'string' && Object.hasOwn(VENUES, value);

export const timeZoneOf = (venue: Venue): string => VENUES[venue].timeZone;
