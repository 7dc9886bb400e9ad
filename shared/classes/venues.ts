// The academy's own branches, where classes meet: the four the home page lists. A class's
// sessions are kept in its venue's time zone and shown in it, with the zone named, wherever the
// reader is; its price is in the venue's currency. Names and addresses are messages
// (class-texts.ts).
import { DEFAULT_CURRENCY, type Currency } from '../money.ts';

/** `code`: the branch's short name, which begins its receipt numbers (DHK-2026-000123). */
export const VENUES = {
  dhaka: { timeZone: 'Asia/Dhaka', currency: 'bdt', code: 'DHK' },
  chattogram: { timeZone: 'Asia/Dhaka', currency: 'bdt', code: 'CTG' },
  'kuala-lumpur': { timeZone: 'Asia/Kuala_Lumpur', currency: 'myr', code: 'KUL' },
  riyadh: { timeZone: 'Asia/Riyadh', currency: 'sar', code: 'RUH' },
} as const satisfies Record<string, { timeZone: string; currency: Currency; code: string }>;

export type Venue = keyof typeof VENUES;
export const VENUE_IDS = Object.keys(VENUES) as Venue[];

export const isVenue = (value: unknown): value is Venue =>
  typeof value === 'string' && Object.hasOwn(VENUES, value);

export const timeZoneOf = (venue: Venue): string => VENUES[venue].timeZone;

/** What a class at this venue costs in; dollars for a class with no venue. */
export const currencyOf = (venue: string | null | undefined): Currency =>
  isVenue(venue) ? VENUES[venue].currency : DEFAULT_CURRENCY;
