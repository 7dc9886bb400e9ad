// Which students a desk search finds: the same rule on the server (GET /api/desk/students) and on
// the desk screen over the roster it saved, so a search offline finds what it would online.
import type { DeskStudent } from '../schemas/desk.ts';

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en');
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Students whose name or e-mail holds the text, or whose phone holds its digits; by name. */
export function findStudents(
  roster: readonly DeskStudent[],
  query: string,
  limit: number,
): DeskStudent[] {
  const text = fold(query.trim());
  if (text === '') return [];
  const digits = digitsOf(text);
  return roster
    .filter(
      (student) =>
        fold(student.name).includes(text) ||
        fold(student.email).includes(text) ||
        (digits.length >= 3 && student.phone !== null && digitsOf(student.phone).includes(digits)),
    )
    .slice(0, limit);
}
