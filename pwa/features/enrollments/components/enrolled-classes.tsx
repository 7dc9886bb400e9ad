import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { CardHeading, ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { formatDollars } from '#shared/money.ts';
import { usePaidClasses } from '../api/get-paid-classes.ts';

const COLUMNS = [
  { header: '#' },
  { header: 'Image' },
  { header: 'Name' },
  { header: 'Instructor' },
  { header: 'Paid', className: 'text-right' },
  { header: 'Status' },
];

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
        <ResponsiveList
          items={data}
          itemKey={(item) => item._id}
          columns={COLUMNS}
          tableFrom="md"
          row={(item, index) => (
            <>
              <TableCell className="tabular-nums">{index + 1}</TableCell>
              <TableCell>
                <Thumbnail src={item.photo} alt={item.Name} className="h-12 w-16 rounded-md" />
              </TableCell>
              <TableCell breakWords className="font-semibold">
                {item.Name}
              </TableCell>
              <TableCell breakWords>{item.IName}</TableCell>
              <TableCell className="text-right tabular-nums">{formatDollars(item.price)}</TableCell>
              <TableCell>
                <Badge variant="success">Enrolled</Badge>
              </TableCell>
            </>
          )}
          card={(item) => (
            <CardHeading photo={item.photo} title={item.Name} subtitle={item.IName}>
              <div className="mt-2 flex items-center justify-between gap-2">
                <span className="font-semibold tabular-nums">{formatDollars(item.price)}</span>
                <Badge variant="success">Enrolled</Badge>
              </div>
            </CardHeading>
          )}
        />
      )}
    </QueryStates>
  );
}
