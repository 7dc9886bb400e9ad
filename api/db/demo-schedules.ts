// What, where and when each demo class meets: believable schedules across the four
// branches, dated from the day the seed runs, so every screen has something real to show: most
// classes running or starting within three weeks, one finished (Indoor Rowing Power). No two
// classes of one instructor clash (the denied ones aside, as the API's clash check has it).
import type { Level } from '#shared/classes/levels.ts';
import type { Schedule, Weekday } from '#shared/classes/schedule.ts';
import type { Sport } from '#shared/classes/sports.ts';
import type { Venue } from '#shared/classes/venues.ts';

export interface DemoDetails {
  sport: Sport;
  level: Level;
  venue: Venue;
  description: string;
  schedule: Schedule;
}

type Row = [
  sport: Sport,
  level: Level,
  venue: Venue,
  weekdays: Weekday[],
  startTime: string,
  durationMinutes: number,
  /** Days from the seed's day to the first date (negative: it began then). */
  startsInDays: number,
  /** A number of sessions, or weeks until the last date ('w' suffix). */
  end: number | `${number}w`,
  description: string,
];

// Sun 0 … Sat 6. Bangladesh's weekend is Friday and Saturday.
const ROWS: Record<number, Row> = {
  1: [
    'football',
    'beginner',
    'dhaka',
    [1, 6],
    '16:30',
    90,
    -21,
    16,
    'Passing, first touch and positioning for players new to the game.\n\nEvery session ends with a small-sided match. Bring boots and water; bibs and balls are provided.',
  ],
  2: [
    'athletics',
    'intermediate',
    'dhaka',
    [0, 3],
    '06:30',
    60,
    7,
    12,
    'Block starts, drive phase and top-speed mechanics, filmed and reviewed each week. For runners who already train twice a week.',
  ],
  3: [
    'karate',
    'beginner',
    'chattogram',
    [1, 4],
    '18:00',
    75,
    -14,
    20,
    'Stances, basic blocks and the first kata, taught the traditional Shotokan way. Ages 10 and up; a white gi is available at the front desk.',
  ],
  4: [
    'yoga',
    'all',
    'dhaka',
    [0, 2, 4],
    '07:00',
    60,
    -35,
    '10w',
    'A steady vinyasa practice to start the day: breath, balance and mobility for athletes and everyone else. Mats are provided.',
  ],
  5: [
    'tennis',
    'advanced',
    'kuala-lumpur',
    [1, 2, 3, 4, 5],
    '08:00',
    180,
    10,
    10,
    'Two weeks of match play, serve analysis and fitness for tournament players.\n\nEntry by a short assessment on the first morning.',
  ],
  6: [
    'swimming',
    'beginner',
    'dhaka',
    [6],
    '09:00',
    45,
    5,
    8,
    'For adults who never learned: water confidence, floating and a first 25 m of front crawl, in the shallow teaching pool.',
  ],
  7: [
    'cricket',
    'intermediate',
    'dhaka',
    [5, 6],
    '15:00',
    120,
    -10,
    12,
    'Footwork against pace and spin in the nets, with bowling machines and video. Bring your own bat and pads.',
  ],
  8: [
    'badminton',
    'intermediate',
    'kuala-lumpur',
    [2, 4],
    '19:00',
    90,
    6,
    16,
    'Split step, court coverage and the jump smash. Shuttles provided; non-marking shoes required.',
  ],
  9: [
    'basketball',
    'all',
    'riyadh',
    [0, 3],
    '19:30',
    90,
    -18,
    16,
    'Ball handling, finishing at the rim and three-on-three games on the indoor court.',
  ],
  10: [
    'boxing',
    'intermediate',
    'riyadh',
    [1, 4],
    '19:30',
    60,
    -7,
    '8w',
    'Pad work, bag rounds and conditioning circuits. No sparring; gloves and wraps can be borrowed.',
  ],
  11: [
    'gymnastics',
    'advanced',
    'kuala-lumpur',
    [0, 6],
    '10:00',
    120,
    6,
    12,
    'Floor, beam and bars for gymnasts working towards competition routines. Coach approval needed after the first session.',
  ],
  12: [
    'rowing',
    'all',
    'chattogram',
    [1, 3],
    '06:30',
    45,
    -70,
    16,
    'Interval sessions on the rowing machines: technique first, then power and endurance.',
  ],
  13: [
    'table-tennis',
    'beginner',
    'chattogram',
    [5],
    '17:00',
    90,
    -3,
    10,
    'Grip, forehand and backhand drives, and the first serves with spin. Bats are provided.',
  ],
  14: [
    'climbing',
    'beginner',
    'kuala-lumpur',
    [2, 4],
    '18:00',
    90,
    13,
    10,
    'Movement, footwork and safe falling on the bouldering wall. Shoes and chalk are provided.',
  ],
  15: [
    'volleyball',
    'all',
    'riyadh',
    [5, 6],
    '17:00',
    90,
    20,
    12,
    'Passing, setting and serving on sand, then games of doubles.',
  ],
  16: [
    'futsal',
    'intermediate',
    'dhaka',
    [2, 4],
    '17:00',
    90,
    14,
    12,
    'Rotations, pressing and set plays for the five-a-side game. For players with at least a season of football.',
  ],
  17: [
    'cycling',
    'advanced',
    'chattogram',
    [5],
    '06:00',
    150,
    8,
    8,
    'Group rides along the coast road with pacing, cornering and climbing drills. Your own road bike and helmet required.',
  ],
  18: [
    'football',
    'advanced',
    'dhaka',
    [1, 6],
    '16:30',
    90,
    14,
    10,
    'Shot stopping, distribution and commanding the box for keepers aged 15 and up.',
  ],
  19: [
    'swimming',
    'advanced',
    'chattogram',
    [5],
    '07:00',
    60,
    12,
    6,
    'Open-water starts, sighting and pack swimming for confident swimmers.',
  ],
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The details of demo class `n`, dated from `today` ('YYYY-MM-DD'). */
export function demoDetailsOf(n: number, today: string): DemoDetails {
  const row = ROWS[n];
  if (!row) throw new Error(`No demo schedule for class ${n}`);
  const [sport, level, venue, weekdays, startTime, durationMinutes, startsIn, end, description] =
    row;
  const firstDate = addDays(today, startsIn);
  const byWeeks = typeof end === 'string';
  return {
    sport,
    level,
    venue,
    description,
    schedule: {
      firstDate,
      weekdays,
      startTime,
      durationMinutes,
      sessionCount: byWeeks ? null : end,
      lastDate: byWeeks ? addDays(firstDate, Number.parseInt(end, 10) * 7 - 1) : null,
    },
  };
}
