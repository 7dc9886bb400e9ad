// The academy's demo catalogue, seeded on the first `npm start`. Wire-shaped (product.md's field
// names, prices in each venue's currency) so API tests, PWA fixtures and e2e can all read the same rows.
// Ids are fixed literals: tests and e2e refer to them through DEMO_IDS.
import type { Class } from '#shared/schemas/class.ts';
import type { PopularInstructor } from '#shared/schemas/instructor.ts';
import { currencyOf } from '#shared/classes/venues.ts';
import { demoDetailsOf, type DemoDetails } from './demo-schedules.ts';

export type DemoClass = Omit<Class, 'updatedAt'> & DemoDetails;
export type DemoInstructor = Omit<PopularInstructor, 'students'> & { email: string };

/** The ids a test or an e2e journey needs by meaning rather than by position. */
export const DEMO_IDS = {
  /** Carlos Mendes (coach@academy.test), approved, seats left. */
  footballClass: 'c1a55000-0000-4000-8000-000000000001',
  /** Approved but full: 0 seats. */
  fullClass: 'c1a55000-0000-4000-8000-000000000005',
  /** Carlos Mendes's pending class. */
  pendingClass: 'c1a55000-0000-4000-8000-000000000016',
  /** Carlos Mendes's Denied class, with feedback. */
  deniedClass: 'c1a55000-0000-4000-8000-000000000018',
  carlosInstructor: '1257c700-0000-4000-8000-000000000001',
} as const;

const img = (slug: string) => `/images/instructors/${slug}.svg`;

export const DEMO_INSTRUCTORS: readonly DemoInstructor[] = [
  {
    _id: DEMO_IDS.carlosInstructor,
    name: 'Carlos Mendes',
    email: 'coach@academy.test',
    image: img('carlos-mendes'),
    expertise: 'Football & Futsal',
    details:
      'Carlos played eight seasons as a midfielder in Porto before turning to coaching. His under-17 squad won the national youth cup twice, and eleven of his players now train with professional clubs.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000002',
    name: 'Aisha Okafor',
    email: 'aisha@academy.test',
    image: img('aisha-okafor'),
    expertise: 'Athletics & Sprinting',
    details:
      'A two-time African championships finalist over 200 m, Aisha builds speed from the ground up: posture, drive and rhythm. Her sprint group cut an average of 0.4 s off their 100 m times in a single season.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000003',
    name: 'Kenji Watanabe',
    email: 'kenji@academy.test',
    image: img('kenji-watanabe'),
    expertise: 'Karate & Self-Defence',
    details:
      'Kenji holds a fifth dan in Shotokan karate and trained in Osaka for twelve years. He has guided more than 300 students to their black belt, with discipline and respect at the heart of every class.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000004',
    name: 'Priya Nair',
    email: 'priya@academy.test',
    image: img('priya-nair'),
    expertise: 'Yoga & Mobility',
    details:
      'Priya works with the academy’s athletes on breath, balance and recovery. After a knee injury ended her dance career, she rebuilt her own mobility through yoga and now helps others come back stronger.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000005',
    name: 'Mateo Rossi',
    email: 'mateo@academy.test',
    image: img('mateo-rossi'),
    expertise: 'Tennis',
    details:
      'A former ATP doubles player, Mateo teaches clean technique and smart match play. His junior squad has collected 27 regional titles, and two of his students earned US college tennis scholarships.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000006',
    name: 'Hannah Schmidt',
    email: 'hannah@academy.test',
    image: img('hannah-schmidt'),
    expertise: 'Swimming & Rowing',
    details:
      'Hannah swam the 400 m medley for Germany at two European championships. She has taught hundreds of adults to swim their first length, and her masters team set four club records last year.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000007',
    name: 'Rafiq Hasan',
    email: 'rafiq@academy.test',
    image: img('rafiq-hasan'),
    expertise: 'Cricket',
    details:
      'Rafiq opened the batting for Dhaka Division for a decade. As a coach he pairs video analysis with patient net sessions; his academy XI went unbeaten through the last inter-district league.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000008',
    name: 'Mei Chen',
    email: 'mei@academy.test',
    image: img('mei-chen'),
    expertise: 'Badminton & Table Tennis',
    details:
      'Mei represented Malaysia at the Asian Games and brings lightning footwork drills to every session. Her students have won five national junior medals in the last three years.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000009',
    name: 'Jamal Carter',
    email: 'jamal@academy.test',
    image: img('jamal-carter'),
    expertise: 'Basketball & Boxing',
    details:
      'Jamal played point guard in the European leagues and boxed as an amateur. He runs the academy’s high-intensity programmes, and his teen league team reached the national finals two years in a row.',
  },
  {
    _id: '1257c700-0000-4000-8000-000000000010',
    name: 'Sofia Alvarez',
    email: 'sofia@academy.test',
    image: img('sofia-alvarez'),
    expertise: 'Gymnastics & Climbing',
    details:
      'Sofia competed on the Spanish national gymnastics team before falling in love with climbing. She teaches strength, body control and fearlessness, from first cartwheels to overhanging routes.',
  },
];

function byEmail(email: string): DemoInstructor {
  const instructor = DEMO_INSTRUCTORS.find((candidate) => candidate.email === email);
  if (!instructor) throw new Error(`No demo instructor ${email}`);
  return instructor;
}

type ClassRow = [
  id: number,
  name: string,
  slug: string,
  instructorEmail: string,
  price: number,
  seats: number,
  enrolled: number,
  status: DemoClass['status'],
  feedback?: string,
];

// One row per class: compact, so the whole catalogue reads at a glance.
const CLASS_ROWS: readonly ClassRow[] = [
  [1, 'Football Fundamentals', 'football', 'coach@academy.test', 3500, 18, 112, 'approved'],
  [2, 'Sprint Mechanics', 'athletics', 'aisha@academy.test', 4200, 12, 87, 'approved'],
  [3, 'Karate for Beginners', 'karate', 'kenji@academy.test', 2800, 25, 64, 'approved'],
  [4, 'Morning Vinyasa Flow', 'yoga', 'priya@academy.test', 2500, 30, 120, 'approved'],
  [5, 'Competitive Tennis Camp', 'tennis', 'mateo@academy.test', 480, 0, 40, 'approved'],
  [6, 'Learn to Swim (Adults)', 'swimming', 'hannah@academy.test', 6500, 10, 45, 'approved'],
  [7, 'Cricket Batting Masterclass', 'cricket', 'rafiq@academy.test', 5000, 16, 58, 'approved'],
  [8, 'Badminton Footwork & Smash', 'badminton', 'mei@academy.test', 180, 20, 73, 'approved'],
  [9, 'Streetball Skills', 'basketball', 'jamal@academy.test', 320, 22, 96, 'approved'],
  [10, 'Boxing Conditioning', 'boxing', 'jamal@academy.test', 380, 14, 39, 'approved'],
  [11, 'Artistic Gymnastics', 'gymnastics', 'sofia@academy.test', 350, 8, 27, 'approved'],
  [12, 'Indoor Rowing Power', 'rowing', 'hannah@academy.test', 2200, 40, 18, 'approved'],
  [13, 'Table Tennis Spin Lab', 'table-tennis', 'mei@academy.test', 1800, 24, 52, 'approved'],
  [14, 'Bouldering Basics', 'climbing', 'sofia@academy.test', 260, 6, 33, 'approved'],
  [15, 'Beach Volleyball', 'volleyball', 'jamal@academy.test', 250, 28, 0, 'pending'],
  [16, 'Futsal Tactics', 'football', 'coach@academy.test', 3800, 20, 0, 'pending'],
  [17, 'Road Cycling Endurance', 'cycling', 'aisha@academy.test', 4500, 15, 0, 'pending'],
  [
    18,
    'Goalkeeping Intensive',
    'football',
    'coach@academy.test',
    9000,
    10,
    0,
    'Denied',
    'Please add the age group and the equipment students need, and lower the price to match our other football classes.',
  ],
  [
    19,
    'Open Water Sprint',
    'swimming',
    'hannah@academy.test',
    7500,
    12,
    0,
    'Denied',
    'We cannot run open-water sessions without a lifeguard certificate on file. Upload it and submit again.',
  ],
];

/** The seed's day: demo schedules are dated from it (demo-schedules.ts). */
const today = new Date().toISOString().slice(0, 10);

export const DEMO_CLASSES: readonly DemoClass[] = CLASS_ROWS.map(
  ([n, name, slug, email, price, seats, enrolled, status, feedback]) => {
    const instructor = byEmail(email);
    const details = demoDetailsOf(n, today);
    return {
      ...details,
      currency: currencyOf(details.venue),
      _id: `c1a55000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      Name: name,
      photo: `/images/classes/${slug}.svg`,
      IName: instructor.name,
      Iemail: instructor.email,
      price,
      sets: seats,
      status,
      enrolled,
      feedback: feedback ?? null,
    };
  },
);

/** Stable user ids of the instructors' accounts (role 'instructor'), keyed by e-mail. */
export function demoInstructorUserId(index: number): string {
  return `05e70000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
}

/**
 * Students waiting for a seat in the full class (DEMO_IDS.fullClass), first in line first, so a
 * fresh start shows a waitlist. They have no sign-in: user records for their names.
 */
export const DEMO_WAITLIST: readonly { id: string; userId: string; name: string; email: string }[] =
  [
    ['Nadia Rahman', 'nadia'],
    ['Tomás Ortega', 'tomas'],
    ['Ama Mensah', 'ama'],
  ].map(([name, slug], index) => ({
    id: `0a175000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    userId: `5d0d0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: name!,
    email: `${slug!}@academy.test`,
  }));

/**
 * The demo student's family (decision 049): two children of different ages, so a fresh start
 * shows a family's page. The family's id and the children's are fixed, so a reseed looks the same.
 */
export const DEMO_FAMILY = {
  id: 'fa311100-0000-4000-8000-000000000001',
  children: [
    {
      id: 'c41d0000-0000-4000-8000-000000000001',
      name: 'Ayaan Lee',
      dateOfBirth: '2017-03-14',
      level: 'beginner',
      schoolYear: 'Class 3',
      medicalNotes: 'Asthma: his inhaler is in the side pocket of his bag.',
      emergencyContactName: 'Mina Lee',
      emergencyContactPhone: '+880 1711-000222',
    },
    {
      id: 'c41d0000-0000-4000-8000-000000000002',
      name: 'Maya Lee',
      dateOfBirth: '2012-08-02',
      level: 'intermediate',
      schoolYear: 'Class 8',
      medicalNotes: null,
      emergencyContactName: 'Mina Lee',
      emergencyContactPhone: '+880 1711-000222',
    },
  ],
} as const;

/**
 * The classes the demo family's children take, paid for together by the demo student a day before
 * the seed: Ayaan (a beginner, with medical notes) in the demo instructor's football class, so the
 * instructor's roster and door show a child; Maya in an intermediate class of the same branch.
 */
export const DEMO_FAMILY_CLASSES = [
  { participantId: DEMO_FAMILY.children[0].id, classId: DEMO_IDS.footballClass },
  { participantId: DEMO_FAMILY.children[1].id, classId: 'c1a55000-0000-4000-8000-000000000007' },
] as const;
