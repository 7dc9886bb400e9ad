import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Badge } from '#pwa/components/ui/badge.tsx';
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
import type { PaidClass } from '#shared/schemas/payment.ts';
import { usePaidClasses } from '../api/student-data.ts';

/** 'Your paid Classes': image, name, instructor, paid amount and the status 'Enrolled'. */
export function EnrolledClasses() {
  const query = usePaidClasses();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label="Loading your enrolled classes" count={3} height="h-20" />}
      errorMessage="We could not load your enrolled classes. Check your connection and try again."
      empty={{
        icon: <GraduationCap />,
        title: 'You are not enrolled in any class yet',
        description:
          'Select the classes you like, then pay for them in one go from My selected Classes.',
        action: (
          <Button asChild>
            <Link to={paths.classes}>Browse classes</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <>
          <div className="hidden md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>#</TableHead>
                  <TableHead>Image</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Instructor</TableHead>
                  <TableHead className="text-right">Paid</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((item, index) => (
                  <TableRow key={item._id}>
                    <TableCell className="tabular-nums">{index + 1}</TableCell>
                    <TableCell>
                      <Photo item={item} className="h-12 w-16 rounded-md" />
                    </TableCell>
                    <TableCell className="font-semibold">{item.Name}</TableCell>
                    <TableCell>{item.IName}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatDollars(item.price)}
                    </TableCell>
                    <TableCell>
                      <Badge variant="enrolled">Enrolled</Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="grid gap-3 md:hidden">
            {data.map((item) => (
              <li
                key={item._id}
                className="flex gap-3 rounded-card border border-border bg-white p-4 shadow-sm"
              >
                <Photo item={item} className="h-20 w-24 shrink-0 rounded-lg" />
                <div className="min-w-0 flex-1">
                  <h2 className="text-base font-bold text-slate-900">{item.Name}</h2>
                  <p className="truncate text-sm text-slate-600">{item.IName}</p>
                  <div className="mt-2 flex items-center justify-between gap-2">
                    <span className="font-semibold tabular-nums">{formatDollars(item.price)}</span>
                    <Badge variant="enrolled">Enrolled</Badge>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryStates>
  );
}

function Photo({ item, className }: { item: PaidClass; className: string }) {
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
