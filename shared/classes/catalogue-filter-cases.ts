// One table of catalogue queries and the classes each must answer, in order, over one fixture.
// The same table runs against filterCatalogue (the saved copy's filters, catalogue-filter.test.ts),
// against GET /api/class on the real server (api/test/outside/catalogue-filters.test.ts) and
// against the PWA's offline catalogue: a filter that means one thing on the server and another
// offline fails here.
import type { Class } from '../schemas/class.ts';
import type { Schedule, Weekday } from './schedule.ts';

/** The moment the cases are asked at (for "soonest"): a Monday noon in Dhaka. */
export const CASES_NOW = '2026-12-07T06:00:00.000Z';

type Fixture = Pick<
  Class,
  | 'Name'
  | 'IName'
  | 'price'
  | 'sets'
  | 'enrolled'
  | 'sport'
  | 'level'
  | 'venue'
  | 'minAge'
  | 'maxAge'
  | 'firstSessionAt'
  | 'lastSessionAt'
  | 'createdAt'
> & { key: string; schedule: Schedule | null };

const weekly = (
  firstDate: string,
  weekdays: Weekday[],
  startTime: string,
  sessionCount: number,
): Schedule => ({
  firstDate,
  weekdays,
  startTime,
  durationMinutes: 60,
  sessionCount,
  lastDate: null,
});

/**
 * The fixture: `key` names a class in the cases; first and last session are given as the API
 * would have kept them (they are what "soonest" reads). createdAt orders "newest".
 */
export const FIXTURE: readonly Fixture[] = [
  {
    key: 'football-dhaka',
    minAge: 6,
    maxAge: 12,
    Name: 'Football Fundamentals',
    IName: 'Carlos Mendes',
    price: 49.99,
    sets: 18,
    enrolled: 112,
    sport: 'football',
    level: 'beginner',
    venue: 'dhaka',
    schedule: weekly('2026-11-14', [1, 6], '16:30', 16),
    firstSessionAt: '2026-11-14T10:30:00.000Z',
    lastSessionAt: '2027-01-04T10:30:00.000Z',
    createdAt: '2026-10-01T00:00:00.000Z',
  },
  {
    key: 'yoga-dhaka',
    Name: 'Morning Vinyasa Flow',
    IName: 'Priya Nair',
    price: 29.99,
    sets: 30,
    enrolled: 120,
    sport: 'yoga',
    level: 'all',
    venue: 'dhaka',
    schedule: weekly('2026-11-01', [0, 2, 4], '07:00', 30),
    firstSessionAt: '2026-11-01T01:00:00.000Z',
    lastSessionAt: '2027-01-07T01:00:00.000Z',
    createdAt: '2026-10-02T00:00:00.000Z',
  },
  {
    key: 'tennis-kl',
    Name: 'Competitive Tennis Camp',
    IName: 'Mateo Rossi',
    price: 120,
    sets: 0,
    enrolled: 40,
    sport: 'tennis',
    level: 'advanced',
    venue: 'kuala-lumpur',
    schedule: weekly('2026-12-14', [1, 2, 3, 4, 5], '08:00', 10),
    firstSessionAt: '2026-12-14T00:00:00.000Z',
    lastSessionAt: '2026-12-25T00:00:00.000Z',
    createdAt: '2026-10-03T00:00:00.000Z',
  },
  {
    key: 'karate-ctg',
    Name: 'Karaté for Beginners',
    IName: 'Kenji Watanabe',
    price: 39.5,
    sets: 25,
    enrolled: 64,
    sport: 'karate',
    level: 'beginner',
    venue: 'chattogram',
    schedule: weekly('2026-12-10', [1, 4], '18:00', 20),
    firstSessionAt: '2026-12-10T12:00:00.000Z',
    lastSessionAt: '2027-02-15T12:00:00.000Z',
    createdAt: '2026-10-04T00:00:00.000Z',
  },
  {
    key: 'boxing-riyadh',
    minAge: 16,
    Name: 'Boxing Conditioning',
    IName: 'Jamal Carter',
    price: 60,
    sets: 14,
    enrolled: 39,
    sport: 'boxing',
    level: 'intermediate',
    venue: 'riyadh',
    schedule: weekly('2026-11-30', [1, 4], '19:30', 16),
    firstSessionAt: '2026-11-30T16:30:00.000Z',
    lastSessionAt: '2027-01-21T16:30:00.000Z',
    createdAt: '2026-10-05T00:00:00.000Z',
  },
  {
    key: 'rowing-ctg',
    Name: 'Indoor Rowing Power',
    IName: 'Hannah Schmidt',
    price: 35,
    sets: 40,
    enrolled: 18,
    sport: 'rowing',
    level: 'all',
    venue: 'chattogram',
    schedule: weekly('2026-09-07', [1, 3], '06:30', 16),
    firstSessionAt: '2026-09-07T00:30:00.000Z',
    lastSessionAt: '2026-10-28T00:30:00.000Z',
    createdAt: '2026-08-01T00:00:00.000Z',
  },
  {
    key: 'swim-dhaka',
    minAge: 4,
    Name: 'Learn to Swim (Adults)',
    IName: 'Hannah Schmidt',
    price: 75.5,
    sets: 10,
    enrolled: 45,
    sport: 'swimming',
    level: 'beginner',
    venue: 'dhaka',
    schedule: weekly('2026-12-12', [6], '09:00', 8),
    firstSessionAt: '2026-12-12T03:00:00.000Z',
    lastSessionAt: '2027-01-30T03:00:00.000Z',
    createdAt: '2026-10-06T00:00:00.000Z',
  },
  {
    key: 'unscheduled',
    Name: 'Open Gym',
    IName: 'José Álvarez',
    price: 0,
    sets: 5,
    enrolled: 0,
    sport: null,
    level: null,
    venue: null,
    schedule: null,
    firstSessionAt: null,
    lastSessionAt: null,
    createdAt: '2026-10-07T00:00:00.000Z',
  },
];

/**
 * The fixture as the saved catalogue holds it (the offline runs): each class approved, its `key`
 * as its id.
 */
export function fixtureClasses(): Class[] {
  return FIXTURE.map(({ key, ...item }) => ({
    ...item,
    _id: key,
    photo: '/images/classes/football.svg',
    Iemail: 'coach@academy.test',
    status: 'approved',
    feedback: null,
    updatedAt: item.createdAt ?? '',
  }));
}

export interface FilterCase {
  /** The query string, as /classes and GET /api/class take it. */
  query: string;
  /** The fixture keys answered, in order. */
  expected: readonly string[];
}

export const FILTER_CASES: readonly FilterCase[] = [
  {
    query: '',
    expected: [
      'unscheduled',
      'swim-dhaka',
      'boxing-riyadh',
      'karate-ctg',
      'tennis-kl',
      'yoga-dhaka',
      'football-dhaka',
      'rowing-ctg',
    ],
  },
  { query: 'q=karate', expected: ['karate-ctg'] },
  { query: 'q=KARATÉ', expected: ['karate-ctg'] },
  { query: 'q=jose', expected: ['unscheduled'] },
  { query: 'q=hannah%20swim', expected: ['swim-dhaka'] },
  { query: 'q=সাঁতার', expected: ['swim-dhaka'] },
  { query: 'q=yoga', expected: ['yoga-dhaka'] },
  { query: 'q=nothing-like-this', expected: [] },
  { query: 'q=kar%20for', expected: ['karate-ctg'] },
  { query: 'q=%20%20Hannah%20%20', expected: ['swim-dhaka', 'rowing-ctg'] },
  // The search's own wildcards are letters like any other (SQL's LIKE must not read them).
  { query: 'q=_', expected: [] },
  { query: 'q=%25', expected: [] },
  { query: 'q=%5C', expected: [] },
  { query: 'sport=football', expected: ['football-dhaka'] },
  // Classes that take a 9-year-old: those whose range holds 9, and those that set none.
  {
    query: 'age=9',
    expected: [
      'unscheduled',
      'swim-dhaka',
      'karate-ctg',
      'tennis-kl',
      'yoga-dhaka',
      'football-dhaka',
      'rowing-ctg',
    ],
  },
  { query: 'age=12&venue=dhaka', expected: ['swim-dhaka', 'yoga-dhaka', 'football-dhaka'] },
  { query: 'age=13&venue=dhaka', expected: ['swim-dhaka', 'yoga-dhaka'] },
  { query: 'age=3&sport=swimming', expected: [] },
  { query: 'level=beginner&sort=price', expected: ['karate-ctg', 'football-dhaka', 'swim-dhaka'] },
  { query: 'venue=chattogram', expected: ['karate-ctg', 'rowing-ctg'] },
  {
    query: 'day=mon',
    expected: ['boxing-riyadh', 'karate-ctg', 'tennis-kl', 'football-dhaka', 'rowing-ctg'],
  },
  { query: 'day=sat&time=morning', expected: ['swim-dhaka'] },
  { query: 'time=evening', expected: ['boxing-riyadh', 'karate-ctg'] },
  { query: 'time=afternoon', expected: ['football-dhaka'] },
  {
    query: 'minPrice=30&maxPrice=60',
    expected: ['boxing-riyadh', 'karate-ctg', 'football-dhaka', 'rowing-ctg'],
  },
  { query: 'maxPrice=29.99&sort=price-desc', expected: ['yoga-dhaka', 'unscheduled'] },
  { query: 'seats=available&venue=kuala-lumpur', expected: [] },
  {
    query: 'seats=available&sort=popular&venue=dhaka',
    expected: ['yoga-dhaka', 'football-dhaka', 'swim-dhaka'],
  },
  { query: 'maxPrice=0', expected: ['unscheduled'] },
  { query: 'minPrice=39.50&maxPrice=39.5', expected: ['karate-ctg'] },
  {
    query: 'sort=price-desc',
    expected: [
      'tennis-kl',
      'swim-dhaka',
      'boxing-riyadh',
      'football-dhaka',
      'karate-ctg',
      'rowing-ctg',
      'yoga-dhaka',
      'unscheduled',
    ],
  },
  // "soonest" within a filter: not begun, then under way, then over.
  {
    query: 'time=morning&sort=soonest',
    expected: ['swim-dhaka', 'tennis-kl', 'yoga-dhaka', 'rowing-ctg'],
  },
  { query: 'level=all&sort=soonest', expected: ['yoga-dhaka', 'rowing-ctg'] },
  {
    query: 'sort=popular',
    expected: [
      'yoga-dhaka',
      'football-dhaka',
      'karate-ctg',
      'swim-dhaka',
      'tennis-kl',
      'boxing-riyadh',
      'rowing-ctg',
      'unscheduled',
    ],
  },
  {
    query: 'sort=soonest',
    expected: [
      'karate-ctg',
      'swim-dhaka',
      'tennis-kl',
      'yoga-dhaka',
      'football-dhaka',
      'boxing-riyadh',
      'unscheduled',
      'rowing-ctg',
    ],
  },
  {
    query: 'sort=price&seats=available',
    expected: [
      'unscheduled',
      'yoga-dhaka',
      'rowing-ctg',
      'karate-ctg',
      'football-dhaka',
      'boxing-riyadh',
      'swim-dhaka',
    ],
  },
];
