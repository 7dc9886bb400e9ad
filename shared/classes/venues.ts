// The academy's own branches, where classes meet: the four the home page lists. A class's
// sessions are kept in its venue's time zone and shown in it, with the zone named, wherever the
// reader is; its price is in the venue's currency. Names and addresses are messages
// (class-texts.ts).
import { DEFAULT_CURRENCY, type Currency } from '../money.ts';

export const VENUES = {
  dhaka: { timeZone: 'Asia/Dhaka', currency: 'bdt' },
  chattogram: { timeZone: 'Asia/Dhaka', currency: 'bdt' },
  'kuala-lumpur': { timeZone: 'Asia/Kuala_Lumpur', currency: 'myr' },
  riyadh: { timeZone: 'Asia/Riyadh', currency: 'sar' },
} as const satisfies Record<string, { timeZone: string; currency: Currency }>;

export type Venue = keyof typeof VENUES;
export const VENUE_IDS = Object.keys(VENUES) as Venue[];

export const isVenue = (value: unknown): value is Venue =>
  typeof value === 'string' && Object.hasOwn(VENUES, value);

export const timeZoneOf = (venue: Venue): string => VENUES[venue].timeZone;

/** What a class at this venue costs in; dollars for a class with no venue. */
export const currencyOf = (venue: string | null | undefined): Currency =>
  isVenue(venue) ? VENUES[venue].currency : DEFAULT_CURRENCY;
