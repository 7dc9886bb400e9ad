// The words for a class's sport, level and venue in the reader's language: one home for each,
// read by the PWA's cards, filters and forms and by the API's refusals. Ids are what the wire
// carries (sports.ts, levels.ts, venues.ts); the words are messages of the catalogues.
import { m } from '../i18n/paraglide/messages.js';
import type { Locale } from '../i18n/locale.ts';
import type { Level } from './levels.ts';
import type { Sport } from './sports.ts';
import type { Venue } from './venues.ts';

type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

export const SPORT_NAMES: Record<Sport, Message> = {
  football: m.sport_football,
  futsal: m.sport_futsal,
  cricket: m.sport_cricket,
  athletics: m.sport_athletics,
  swimming: m.sport_swimming,
  tennis: m.sport_tennis,
  'table-tennis': m.sport_table_tennis,
  badminton: m.sport_badminton,
  basketball: m.sport_basketball,
  volleyball: m.sport_volleyball,
  boxing: m.sport_boxing,
  karate: m.sport_karate,
  gymnastics: m.sport_gymnastics,
  yoga: m.sport_yoga,
  rowing: m.sport_rowing,
  climbing: m.sport_climbing,
  cycling: m.sport_cycling,
  fitness: m.sport_fitness,
};

export const LEVEL_NAMES: Record<Level, Message> = {
  beginner: m.level_beginner,
  intermediate: m.level_intermediate,
  advanced: m.level_advanced,
  all: m.level_all,
};

/** A venue's short name, its address (as the home page's contact section writes it) and its zone's name. */
export const VENUE_TEXTS: Record<
  Venue,
  { name: Message; street: Message; city: Message; country: Message; zone: Message }
> = {
  dhaka: {
    name: m.venue_dhaka,
    street: m.home_office_dhaka_street,
    city: m.home_office_dhaka_city,
    country: m.home_office_dhaka,
    zone: m.zone_bangladesh,
  },
  chattogram: {
    name: m.venue_chattogram,
    street: m.home_office_chattogram_street,
    city: m.home_office_chattogram_city,
    country: m.home_office_chattogram,
    zone: m.zone_bangladesh,
  },
  'kuala-lumpur': {
    name: m.venue_kuala_lumpur,
    street: m.home_office_kuala_lumpur_street,
    city: m.home_office_kuala_lumpur_city,
    country: m.home_office_kuala_lumpur,
    zone: m.zone_malaysia,
  },
  riyadh: {
    name: m.venue_riyadh,
    street: m.home_office_riyadh_street,
    city: m.home_office_riyadh_city,
    country: m.home_office_riyadh,
    zone: m.zone_saudi_arabia,
  },
};

/** Every word a class's text search matches besides its own fields: its sport in each language. */
export const sportSearchWords = (sport: Sport): string[] =>
  (['en', 'bn'] as const).map((locale) => SPORT_NAMES[sport]({}, { locale }));
