import { Users } from 'lucide-react';
import { ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Roster, RosterStudent } from '#shared/schemas/roster.ts';
import { attendedByStudent, heldCount } from '../lib/attendance.ts';

const columns = () => [
  { header: m.roster_col_student() },
  { header: m.roster_col_email() },
  { header: m.roster_col_attended(), className: 'text-right' },
];

/** The class's students: photo, name, e-mail and the held sessions each attended ("7 of 9"). */
export function RosterStudents({ roster, now }: { roster: Roster; now: string }) {
  const format = useFormat();
  if (roster.students.length === 0) {
    return <EmptyState icon={<Users />} title={m.roster_students_empty()} />;
  }
  const attended = attendedByStudent(roster, now);
  const held = format.count(heldCount(roster, now));
  const attendedText = (student: RosterStudent) =>
    m.roster_attended({ attended: format.count(attended.get(student.email) ?? 0), held });
  return (
    <ResponsiveList
      items={roster.students}
      itemKey={(student) => student.email}
      columns={columns()}
      tableFrom="md"
      row={(student) => (
        <>
          <TableCell breakWords>
            <StudentName student={student} />
          </TableCell>
          <TableCell breakWords className="text-slate-700">
            {student.email}
          </TableCell>
          <TableCell className="text-right tabular-nums">{attendedText(student)}</TableCell>
        </>
      )}
      card={(student) => (
        <>
          <StudentName student={student} />
          <p className="mt-1 text-sm text-slate-700">{student.email}</p>
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
  return (
    <span className="flex items-center gap-3">
      <Avatar className="size-10 ring-slate-100">
        {student.photoUrl && <AvatarImage src={student.photoUrl} alt="" />}
        <AvatarFallback>{initials(student.name, student.email)}</AvatarFallback>
      </Avatar>
      <span className="min-w-0 font-semibold text-slate-900">
        {student.name}
        {student.status === 'refunded' && (
          <Badge variant="muted" className="ml-2 align-middle">
            {m.roster_refunded()}
          </Badge>
        )}
      </span>
    </span>
  );
}
