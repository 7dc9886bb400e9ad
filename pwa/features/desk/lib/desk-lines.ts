// What the desk screen is selling: a line per class and person (the student's account itself, or
// a child of their family, decision 049). A class is chosen for the account first; with children
// in the family, each line asks for whom, and a class takes one line per person at most.
import type { DeskStudent } from '#shared/schemas/desk.ts';

export interface DeskLineChoice {
  /** The line's own id, for React and for its controls' ids (a class may have several lines). */
  key: string;
  classId: string;
  /** A child of the student's family; null: the student's account itself. */
  participantId: string | null;
}

/** Everyone a class can be sold to: the account itself (null), then each child. */
export const peopleOf = (student: DeskStudent | null): (string | null)[] => [
  null,
  ...(student?.children ?? []).map((child) => child.id),
];

/** Chooses a class (for the account itself) or lets it go with all its lines. */
export function toggleClass(lines: readonly DeskLineChoice[], classId: string): DeskLineChoice[] {
  if (lines.some((line) => line.classId === classId))
    return lines.filter((line) => line.classId !== classId);
  return [...lines, { key: crypto.randomUUID(), classId, participantId: null }];
}

/** Who in the family does not have a line in this class yet. */
export function notYetIn(
  lines: readonly DeskLineChoice[],
  classId: string,
  student: DeskStudent | null,
): (string | null)[] {
  const taken = new Set(
    lines.filter((line) => line.classId === classId).map((line) => line.participantId),
  );
  return peopleOf(student).filter((person) => !taken.has(person));
}

/** Another line in the class, for the first person of the family not on one yet. */
export function addPerson(
  lines: readonly DeskLineChoice[],
  classId: string,
  student: DeskStudent | null,
): DeskLineChoice[] {
  const [next] = notYetIn(lines, classId, student);
  if (next === undefined) return [...lines];
  // After the class's last line, so the class's lines stay together.
  const last = lines.findLastIndex((line) => line.classId === classId);
  const added = { key: crypto.randomUUID(), classId, participantId: next };
  return [...lines.slice(0, last + 1), added, ...lines.slice(last + 1)];
}

export const choosePerson = (
  lines: readonly DeskLineChoice[],
  key: string,
  participantId: string | null,
): DeskLineChoice[] => lines.map((line) => (line.key === key ? { ...line, participantId } : line));

export const removeLine = (lines: readonly DeskLineChoice[], key: string): DeskLineChoice[] =>
  lines.filter((line) => line.key !== key);

/**
 * The lines kept when another student is chosen: each class once, for the account itself (the
 * children were the other student's).
 */
export function forAnotherStudent(lines: readonly DeskLineChoice[]): DeskLineChoice[] {
  const seen = new Set<string>();
  return lines.flatMap((line) => {
    if (seen.has(line.classId)) return [];
    seen.add(line.classId);
    return [{ ...line, participantId: null }];
  });
}
