import { BookPlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { CardHeading, ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { formatDollars } from '#shared/money.ts';
import type { Class } from '#shared/schemas/class.ts';
import { useMyClasses } from '../api/my-classes.ts';
import { ClassStatusBadge } from './class-status-badge.tsx';
import { EditClassDialog } from './edit-class-dialog.tsx';

const COLUMNS = [
  { header: 'Image' },
  { header: 'Name' },
  { header: 'Instructor' },
  { header: 'Fee', className: 'text-right' },
  { header: 'Total Enroll', className: 'text-right' },
  { header: 'Status' },
  { header: 'Feedback' },
  { header: 'Update' },
];

/** The instructor's own classes with Total Enroll, status, the admin's feedback and Update. */
export function MyClasses() {
  const query = useMyClasses();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label="Loading your classes" count={4} height="h-20" />}
      errorMessage="We could not load your classes. Check your connection and try again."
      empty={{
        icon: <BookPlus />,
        title: 'You have no classes yet',
        description:
          'Add your first class; it appears on the Classes page once an admin approves it.',
        action: (
          <Button asChild>
            <Link to={paths.dashboard.addClass}>Add a Class</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <ResponsiveList
          items={data}
          itemKey={(item) => item._id}
          columns={COLUMNS}
          // Eight columns beside the dashboard's sidebar at 1280 px: tighter cells than the default.
          tableClassName="[&_td]:px-2.5 [&_th]:px-2.5"
          row={(item) => (
            <>
              <TableCell>
                <Thumbnail src={item.photo} alt={item.Name} className="h-10 w-12 rounded-md" />
              </TableCell>
              <TableCell breakWords className="font-semibold">
                {item.Name}
              </TableCell>
              <TableCell breakWords>{item.IName}</TableCell>
              <TableCell className="text-right tabular-nums">{formatDollars(item.price)}</TableCell>
              <TableCell className="text-right tabular-nums">{item.enrolled}</TableCell>
              <TableCell>
                <ClassStatusBadge status={item.status} />
              </TableCell>
              <TableCell breakWords className="min-w-40 text-sm text-slate-700">
                {item.feedback ?? <span className="text-slate-500">No feedback</span>}
              </TableCell>
              <TableCell>
                <UpdateButton item={item} />
              </TableCell>
            </>
          )}
          card={(item) => (
            <>
              <CardHeading photo={item.photo} title={item.Name} subtitle={item.IName}>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-semibold tabular-nums">{formatDollars(item.price)}</span> ·
                  Total Enroll <span className="tabular-nums">{item.enrolled}</span>
                </p>
              </CardHeading>
              <div className="mt-3 flex items-center justify-between gap-2">
                <ClassStatusBadge status={item.status} />
                <UpdateButton item={item} />
              </div>
              {item.feedback && (
                <p className="mt-3 rounded-md bg-slate-50 p-2 text-sm text-slate-700">
                  <span className="font-semibold">Feedback: </span>
                  {item.feedback}
                </p>
              )}
            </>
          )}
        />
      )}
    </QueryStates>
  );
}

function UpdateButton({ item }: { item: Class }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Update ${item.Name}`}
      >
        <Pencil aria-hidden="true" className="max-2xl:hidden" />
        Update
      </Button>
      <EditClassDialog item={item} open={open} onOpenChange={setOpen} />
    </>
  );
}
