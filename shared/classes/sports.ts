// The sports a class can be: a fixed list, so the catalogue can be filtered by sport and each has
// its icon (pwa/features/classes/components/sport-icon.tsx) and its name in every language
// (class-texts.ts). Ids are stable: they are stored and sent on the wire.
export const SPORTS = [
  'football',
  'futsal',
  'cricket',
  'athletics',
  'swimming',
  'tennis',
  'table-tennis',
  'badminton',
  'basketball',
  'volleyball',
  'boxing',
  'karate',
  'gymnastics',
  'yoga',
  'rowing',
  'climbing',
  'cycling',
  'fitness',
] as const;
export type Sport = (typeof SPORTS)[number];

export const isSport = (value: unknown): value is Sport =>
  typeof value === 'string' && (SPORTS as readonly string[]).includes(value);
