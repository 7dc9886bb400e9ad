// Who is drawn: the demo instructors (their slugs match api/db/demo-data.ts), the ten coaches of
// the home page and the three demo accounts' avatars. A varied, international staff.
import { HAIR, SKIN, type Person } from './portraits.ts';
import { C } from './svg.ts';

export const INSTRUCTORS: Record<string, Person> = {
  'carlos-mendes': {
    skin: SKIN[2],
    hair: 'short',
    hairColor: HAIR.dark,
    shirt: C.e600,
    beard: true,
    whistle: true,
  },
  'aisha-okafor': {
    skin: SKIN[5],
    hair: 'afro',
    hairColor: HAIR.black,
    shirt: C.a500,
    headband: true,
  },
  'kenji-watanabe': { skin: SKIN[0], hair: 'short', hairColor: HAIR.black, shirt: C.s50 },
  'priya-nair': { skin: SKIN[3], hair: 'long', hairColor: HAIR.black, shirt: C.e500 },
  'mateo-rossi': {
    skin: SKIN[1],
    hair: 'wavy',
    hairColor: HAIR.brown,
    shirt: C.s50,
    headband: true,
  },
  'hannah-schmidt': { skin: SKIN[0], hair: 'ponytail', hairColor: HAIR.blond, shirt: C.e600 },
  'rafiq-hasan': {
    skin: SKIN[3],
    hair: 'short',
    hairColor: HAIR.black,
    shirt: C.s800,
    beard: true,
  },
  'mei-chen': { skin: SKIN[1], hair: 'bob', hairColor: HAIR.black, shirt: C.a500 },
  'jamal-carter': {
    skin: SKIN[4],
    hair: 'buzz',
    hairColor: HAIR.black,
    shirt: C.s800,
    beard: true,
  },
  'sofia-alvarez': { skin: SKIN[2], hair: 'bun', hairColor: HAIR.dark, shirt: C.e500 },
};

export const COACHES: readonly Person[] = [
  { skin: SKIN[1], hair: 'bald', hairColor: HAIR.grey, shirt: C.s800, beard: true, whistle: true },
  { skin: SKIN[4], hair: 'curly', hairColor: HAIR.black, shirt: C.e600 },
  { skin: SKIN[2], hair: 'hijab', hairColor: C.e700, shirt: C.s50 },
  { skin: SKIN[0], hair: 'short', hairColor: HAIR.auburn, shirt: C.a500 },
  { skin: SKIN[3], hair: 'buzz', hairColor: HAIR.black, shirt: C.e500, whistle: true },
  { skin: SKIN[0], hair: 'long', hairColor: HAIR.blond, shirt: C.s800 },
  { skin: SKIN[5], hair: 'short', hairColor: HAIR.black, shirt: C.a500, cap: true },
  { skin: SKIN[1], hair: 'ponytail', hairColor: HAIR.dark, shirt: C.e600, headband: true },
  { skin: SKIN[2], hair: 'wavy', hairColor: HAIR.grey, shirt: C.s50, beard: true },
  { skin: SKIN[1], hair: 'bun', hairColor: HAIR.black, shirt: C.s800, whistle: true },
];

export const AVATARS: Record<string, Person> = {
  admin: { skin: SKIN[3], hair: 'hijab', hairColor: C.s800, shirt: C.e600 },
  coach: INSTRUCTORS['carlos-mendes']!,
  student: { skin: SKIN[1], hair: 'short', hairColor: HAIR.black, shirt: C.a500, cap: true },
};
