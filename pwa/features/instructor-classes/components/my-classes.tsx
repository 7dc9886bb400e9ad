import { BookPlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Badge, statusBadgeVariant } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#pwa/components/ui/table.tsx';
import { formatDollars } from '#shared/money.ts';
import type { Class } from '#shared/schemas/class.ts';
import { useMyClasses } from '../api/my-classes.ts';
import { EditClassDialog } from './edit-class-dialog.tsx';

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
        <>
          <div className="hidden xl:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Image</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Instructor</TableHead>
                  <TableHead className="text-right">Fee</TableHead>
                  <TableHead className="text-right">Total Enroll</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Feedback</TableHead>
                  <TableHead>Update</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((item) => (
                  <TableRow key={item._id}>
                    <TableCell>
                      <ClassPhoto item={item} className="h-12 w-16 rounded-md" />
                    </TableCell>
                    <TableCell className="font-semibold">{item.Name}</TableCell>
                    <TableCell>{item.IName}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatDollars(item.price)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{item.enrolled}</TableCell>
                    <TableCell>
                      <Badge variant={statusBadgeVariant(item.status)}>{item.status}</Badge>
                    </TableCell>
                    <TableCell className="min-w-52 max-w-80 text-sm whitespace-normal text-slate-700">
                      {item.feedback ?? <span className="text-slate-500">No feedback</span>}
                    </TableCell>
                    <TableCell>
                      <UpdateButton item={item} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 xl:hidden">
            {data.map((item) => (
              <li
                key={item._id}
                className="rounded-card border border-border bg-white p-4 shadow-sm"
              >
                <div className="flex gap-3">
                  <ClassPhoto item={item} className="h-20 w-24 shrink-0 rounded-lg" />
                  <div className="min-w-0">
                    <h2 className="text-base font-bold text-slate-900">{item.Name}</h2>
                    <p className="truncate text-sm text-slate-600">{item.IName}</p>
                    <p className="mt-1 text-sm text-slate-700">
                      <span className="font-semibold tabular-nums">
                        {formatDollars(item.price)}
                      </span>{' '}
                      · Total Enroll <span className="tabular-nums">{item.enrolled}</span>
                    </p>
                  </div>
                </div>
                <div className="mt-3 flex items-center justify-between gap-2">
                  <Badge variant={statusBadgeVariant(item.status)}>{item.status}</Badge>
                  <UpdateButton item={item} />
                </div>
                {item.feedback && (
                  <p className="mt-3 rounded-md bg-slate-50 p-2 text-sm text-slate-700">
                    <span className="font-semibold">Feedback: </span>
                    {item.feedback}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryStates>
  );
}

function ClassPhoto({ item, className }: { item: Class; className: string }) {
  return (
    <img
      src={item.photo}
      alt={item.Name}
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      className={`bg-slate-100 object-cover ${className}`}
    />
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
        <Pencil aria-hidden="true" />
        Update
      </Button>
      <EditClassDialog item={item} open={open} onOpenChange={setOpen} />
    </>
  );
}
