import { BookOpen } from 'lucide-react';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { CardHeading, ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { formatDollars } from '#shared/money.ts';
import type { Class } from '#shared/schemas/class.ts';
import { useAllClasses } from '../api/classes.ts';
import { useClassActions } from './class-actions.tsx';

const COLUMNS = [
  { header: 'Image' },
  { header: 'Name' },
  { header: 'Instructor' },
  { header: 'Fee', className: 'text-right' },
  { header: 'Sets', className: 'text-right' },
  { header: 'Status' },
  { header: 'Deny' },
  { header: 'FeedBack' },
  { header: 'Delete' },
];

/** 'Manage Classes': every class of every status; a table on wide screens (9 columns), cards below. */
export function ManageClasses() {
  const query = useAllClasses();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label="Loading classes" count={5} height="h-20" />}
      errorMessage="We could not load the classes. Check your connection and try again."
      empty={{
        icon: <BookOpen />,
        title: 'No classes to manage',
        description:
          'Classes appear here when instructors add them. Make a user an instructor in Manage Users to get started.',
      }}
    >
      {(data) => (
        <>
          <NeedsConnectionNote action="Approving, denying and deleting classes" className="mb-4" />
          <ResponsiveList
            items={data}
            itemKey={(item) => item._id}
            columns={COLUMNS}
            // Nine columns share the dashboard's width: tighter cells than the default.
            tableClassName="[&_td]:px-2.5 [&_th]:px-2.5"
            row={(item) => <ClassCells item={item} />}
            card={(item) => <ClassCard item={item} />}
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
function Seats({ item, unit = '' }: { item: Class; unit?: string }) {
  const held = item.held ?? 0;
  return (
    <span
      className="tabular-nums"
      title={held > 0 ? `${held} held by students who are paying right now` : undefined}
    >
      {item.sets}
      {unit}
      {held > 0 && <span className="whitespace-nowrap text-slate-600"> ({held} held)</span>}
    </span>
  );
}

/** One row's cells; the row's actions share one useClassActions (one review at a time). */
function ClassCells({ item }: { item: Class }) {
  const actions = useClassActions(item);
  return (
    <>
      <TableCell>
        <Thumbnail src={item.photo} alt={item.Name} className="h-10 w-12 rounded-md" />
      </TableCell>
      <TableCell breakWords className="font-semibold">
        {item.Name}
      </TableCell>
      <TableCell breakWords title={item.Iemail}>
        {item.IName}
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatDollars(item.price)}</TableCell>
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

function ClassCard({ item }: { item: Class }) {
  const actions = useClassActions(item);
  return (
    <>
      <CardHeading photo={item.photo} title={item.Name} subtitle={item.IName} className="pb-3">
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-semibold tabular-nums">{formatDollars(item.price)}</span> ·{' '}
          <Seats item={item} unit=" sets" />
        </p>
      </CardHeading>
      {item.feedback && (
        <p className="mb-3 rounded-md bg-slate-50 p-2 text-xs text-slate-600">
          Feedback: {item.feedback}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-3">
        {actions.status}
        {actions.deny}
        {actions.feedback}
        {actions.del}
      </div>
    </>
  );
}
