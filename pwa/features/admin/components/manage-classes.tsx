import type * as React from 'react';
import { BookOpen } from 'lucide-react';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ClassPageLink } from '#pwa/components/class-facts/class-page-link.tsx';
import { ClassScheduleFacts } from '#pwa/components/lists/class-cells.tsx';
import { CardHeading, ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import { useAllClasses } from '../api/classes.ts';
import { useClassActions } from './class-actions.tsx';

// Read as the list renders: the headings are in the page's language.
const columns = () => [
  { header: m.dashboard_col_image() },
  { header: m.dashboard_col_name() },
  { header: m.dashboard_col_instructor() },
  { header: m.dashboard_col_fee(), className: 'text-right' },
  { header: m.admin_col_sets(), className: 'text-right' },
  { header: m.dashboard_col_status() },
  { header: m.admin_col_deny() },
  { header: m.admin_col_feedback() },
  { header: m.dashboard_delete() },
];

/**
 * What the page puts beside each class from the roster feature (pwa/app/routes composes them):
 * the attendance rate, and the button to its sessions.
 */
export type AttendanceParts = {
  /** Under the class's name in the table: the rate, opening the sessions. */
  cell: (item: Class) => React.ReactNode;
  rate: (item: Class) => React.ReactNode;
  sessions: (item: Class) => React.ReactNode;
};

/** 'Manage Classes': every class of every status; a table on wide screens (9 columns), cards below. */
export function ManageClasses({ attendance }: { attendance?: AttendanceParts }) {
  const query = useAllClasses();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label={m.admin_classes_loading()} count={5} height="h-20" />}
      errorMessage={m.admin_classes_error()}
      empty={{
        icon: <BookOpen />,
        title: m.admin_classes_empty_title(),
        description: m.admin_classes_empty_text(),
      }}
    >
      {(data) => (
        <>
          <NeedsConnectionNote action={m.admin_classes_offline_action()} className="mb-4" />
          <ResponsiveList
            items={data}
            itemKey={(item) => item._id}
            columns={columns()}
            // Nine columns share the dashboard's width: tighter cells than the default.
            tableClassName="[&_td]:px-2.5 [&_th]:px-2.5"
            row={(item) => <ClassCells item={item} attendance={attendance} />}
            card={(item) => <ClassCard item={item} attendance={attendance} />}
          />
        </>
      )}
    </QueryStates>
  );
}

/**
 * Seats left, and how many of them students hold right now while they pay: held seats are
 * taken once paid, or come back when the hold ends.
 */
function Seats({ item, withUnit = false }: { item: Class; withUnit?: boolean }) {
  const format = useFormat();
  const held = item.held ?? 0;
  const seats = format.count(item.sets);
  return (
    <span
      className="tabular-nums"
      title={held > 0 ? m.admin_seats_held_title({ count: format.count(held) }) : undefined}
    >
      {withUnit ? m.admin_seats({ count: seats }) : seats}
      {held > 0 && (
        <span className="whitespace-nowrap text-slate-600">
          {' '}
          {m.admin_seats_held({ count: format.count(held) })}
        </span>
      )}
    </span>
  );
}

/** One row's cells; the row's actions share one useClassActions (one review at a time). */
type ClassProps = { item: Class; attendance: AttendanceParts | undefined };

function ClassCells({ item, attendance }: ClassProps) {
  const actions = useClassActions(item);
  const format = useFormat();
  return (
    <>
      <TableCell>
        <Thumbnail src={item.photo} alt={item.Name} className="h-10 w-12 rounded-md" />
      </TableCell>
      <TableCell breakWords className="font-semibold">
        <ClassPageLink id={item._id} className="font-semibold text-slate-900">
          {item.Name}
        </ClassPageLink>
        <ClassScheduleFacts item={item} className="mt-1" />
        {attendance && <div className="mt-1">{attendance.cell(item)}</div>}
      </TableCell>
      <TableCell breakWords title={item.Iemail}>
        {item.IName}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {format.price(item.price, item.currency)}
      </TableCell>
      <TableCell className="text-right">
        <Seats item={item} />
      </TableCell>
      <TableCell>{actions.status}</TableCell>
      <TableCell>{actions.deny}</TableCell>
      <TableCell>{actions.feedback}</TableCell>
      <TableCell>{actions.del}</TableCell>
    </>
  );
}

function ClassCard({ item, attendance }: ClassProps) {
  const actions = useClassActions(item);
  const format = useFormat();
  return (
    <>
      <CardHeading
        photo={item.photo}
        title={item.Name}
        heading={
          <ClassPageLink id={item._id} className="font-semibold text-slate-900">
            {item.Name}
          </ClassPageLink>
        }
        subtitle={item.IName}
        className="pb-3"
      >
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-semibold tabular-nums">
            {format.price(item.price, item.currency)}
          </span>{' '}
          · <Seats item={item} withUnit />
        </p>
        {attendance && (
          <p className="mt-1 text-sm text-slate-700">
            {m.attendance_col()}: {attendance.rate(item)}
          </p>
        )}
        <ClassScheduleFacts item={item} />
      </CardHeading>
      {item.feedback && (
        <p className="mb-3 rounded-md bg-slate-50 p-2 text-xs text-slate-600">
          {m.admin_feedback_note({ feedback: item.feedback })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-3">
        {actions.status}
        {actions.deny}
        {actions.feedback}
        {attendance?.sessions(item)}
        {actions.del}
      </div>
    </>
  );
}
