import { describe, expect, it } from 'vitest';
import type { DeskStudent } from '../schemas/desk.ts';
import { findStudents } from './find-students.ts';

const roster: DeskStudent[] = [
  {
    _id: '1',
    name: 'Sam Lee',
    email: 'student@academy.test',
    phone: '+880 1711-000111',
    children: [],
  },
  { _id: '2', name: 'রহিম উদ্দিন', email: 'rahim@academy.test', phone: null, children: [] },
  {
    _id: '3',
    name: 'Samira Khan',
    email: 'samira@academy.test',
    phone: '01811 222333',
    children: [],
  },
];
const ids = (found: DeskStudent[]) => found.map((student) => student._id);

describe('findStudents, the desk search on the server and on the device', () => {
  it('finds by part of a name or an e-mail, whatever the case', () => {
    expect(ids(findStudents(roster, 'SAM', 20))).toEqual(['1', '3']);
    expect(ids(findStudents(roster, 'rahim@', 20))).toEqual(['2']);
    expect(ids(findStudents(roster, 'রহিম', 20))).toEqual(['2']);
  });

  it('finds by the digits of a phone, however they are spaced', () => {
    expect(ids(findStudents(roster, '1711 000', 20))).toEqual(['1']);
    expect(ids(findStudents(roster, '222-333', 20))).toEqual(['3']);
  });

  it('finds nobody for blank text or too few digits, and keeps to the limit', () => {
    expect(findStudents(roster, '   ', 20)).toEqual([]);
    expect(findStudents(roster, '11', 20)).toEqual([]);
    expect(ids(findStudents(roster, 'academy', 2))).toEqual(['1', '2']);
  });
});
