import { describe, expect, it } from 'vitest';
import type { Timetable } from '#shared/schemas/timetable.ts';
import { MEMBER_COLOURS, membersOf, OWN_MEMBER } from './timetable-members.ts';

const session = (participantId: string | null, participantName: string | null) =>
  ({ participantId, participantName }) as Timetable[number];

describe('membersOf', () => {
  it("puts the account's own member first, then the children by name, each with a colour", () => {
    const members = membersOf(
      [
        session('c2', 'Maya Lee'),
        session(null, null),
        session('c1', 'Ayaan Lee'),
        session('c2', 'Maya Lee'),
      ],
      'Sam Lee',
    );
    expect(members.map((member) => [member.key, member.name])).toEqual([
      [OWN_MEMBER, 'Sam Lee'],
      ['c1', 'Ayaan Lee'],
      ['c2', 'Maya Lee'],
    ]);
    expect(new Set(members.map((member) => member.colour)).size).toBe(3);
    expect(members[0]!.colour).toBe(MEMBER_COLOURS[0]);
  });

  it('keeps a child first when the account has no session of its own', () => {
    expect(membersOf([session('c1', 'Ayaan Lee')], 'Sam Lee').map((member) => member.key)).toEqual([
      'c1',
    ]);
  });
});
