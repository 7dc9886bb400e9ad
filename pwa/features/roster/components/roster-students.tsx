import { Users } from 'lucide-react';
import { ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { rosterKeyOf, type Roster, type RosterStudent } from '#shared/schemas/roster.ts';
import { attendedByStudent, heldCount } from '../lib/attendance.ts';
import { AgeNote, ContactLines, MedicalNotesButton, rosterName } from './participant-details.tsx';

const columns = () => [
  { header: m.roster_col_student() },
  { header: m.roster_col_contact() },
  { header: m.roster_col_attended(), className: 'text-right' },
];

/**
 * The class's participants, a row each (two children of one account are two rows): photo, name,
 * a child's age and medical notes, whom to call, and the held sessions each attended ("7 of 9").
 */
export function RosterStudents({ roster, now }: { roster: Roster; now: string }) {
  const format = useFormat();
  if (roster.students.length === 0) {
    return <EmptyState icon={<Users />} title={m.roster_students_empty()} />;
  }
  const attended = attendedByStudent(roster, now);
  const held = format.count(heldCount(roster, now));
  const attendedText = (student: RosterStudent) =>
    m.roster_attended({ attended: format.count(attended.get(rosterKeyOf(student)) ?? 0), held });
  return (
    <ResponsiveList
      items={roster.students}
      itemKey={rosterKeyOf}
      columns={columns()}
      tableFrom="md"
      row={(student) => (
        <>
          <TableCell breakWords>
            <StudentName student={student} />
          </TableCell>
          <TableCell breakWords>
            <ContactLines student={student} />
          </TableCell>
          <TableCell className="text-right tabular-nums">{attendedText(student)}</TableCell>
        </>
      )}
      card={(student) => (
        <>
          <StudentName student={student} />
          <div className="mt-2">
            <ContactLines student={student} />
          </div>
          <p className="mt-1 text-sm">
            {m.roster_col_attended()}:{' '}
            <span className="font-semibold tabular-nums">{attendedText(student)}</span>
          </p>
        </>
      )}
    />
  );
}

function StudentName({ student }: { student: RosterStudent }) {
  const name = rosterName(student);
  return (
    <span className="flex items-start gap-3">
      <Avatar className="size-10 shrink-0 ring-slate-100">
        {student.photoUrl && <AvatarImage src={student.photoUrl} alt="" />}
        <AvatarFallback>{initials(name, student.email)}</AvatarFallback>
      </Avatar>
      <span className="flex min-w-0 flex-col items-start gap-1">
        <span className="font-semibold text-slate-900">
          {name}
          {student.status === 'refunded' && (
            <Badge variant="muted" className="ml-2 align-middle">
              {m.roster_refunded()}
            </Badge>
          )}
        </span>
        <AgeNote student={student} className="text-sm text-slate-700" />
        <MedicalNotesButton student={student} />
      </span>
    </span>
  );
}
