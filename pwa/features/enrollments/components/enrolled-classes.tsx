import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { ClassPageLink } from '#pwa/components/class-facts/class-page-link.tsx';
import { ParticipantNote } from '#pwa/components/lists/participant-note.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { CardHeading, ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { PaidClass } from '#shared/schemas/payment.ts';
import { usePaidClasses } from '../api/get-paid-classes.ts';

// Read as the list renders: the headings are in the page's language. Actions get a column of
// their own, so they do not read as part of the status.
const columns = (withActions: boolean) => [
  { header: '#' },
  { header: m.dashboard_col_image() },
  { header: m.dashboard_col_name() },
  { header: m.dashboard_col_instructor() },
  { header: m.dashboard_col_paid(), className: 'text-right' },
  { header: m.dashboard_col_status() },
  ...(withActions ? [{ header: m.dashboard_col_actions() }] : []),
];

/** The class's name, underlined and in the links' green: it opens the class's page. */
const NAME_LINK = 'text-emerald-800 underline decoration-emerald-800/40 hover:decoration-current';

/**
 * 'Your paid Classes': image, name, instructor, paid amount and the status 'Enrolled'.
 * `actions`: what else a student can do with an enrolled class (Show pass, Add to calendar: other
 * features, composed by the route).
 */
export function EnrolledClasses({ actions }: { actions?: (item: PaidClass) => ReactNode } = {}) {
  const query = usePaidClasses();
  const format = useFormat();
  const localePath = useLocalePath();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label={m.enrollment_loading()} count={3} height="h-20" />}
      errorMessage={m.enrollment_error()}
      empty={{
        icon: <GraduationCap />,
        title: m.enrollment_empty_title(),
        description: m.enrollment_empty_text(),
        action: (
          <Button asChild>
            <Link to={localePath(paths.classes)}>{m.dashboard_browse_classes()}</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <ResponsiveList
          items={data}
          itemKey={(item) => item._id}
          columns={columns(actions !== undefined)}
          tableFrom="md"
          row={(item, index) => (
            <>
              <TableCell className="tabular-nums">{format.count(index + 1)}</TableCell>
              <TableCell>
                <Thumbnail src={item.photo} alt={item.Name} className="h-12 w-16 rounded-md" />
              </TableCell>
              <TableCell breakWords className="font-semibold">
                <ClassPageLink id={item.classId} className={NAME_LINK}>
                  {item.Name}
                </ClassPageLink>
                <div>
                  <ParticipantNote name={item.participantName} />
                </div>
              </TableCell>
              <TableCell breakWords>{item.IName}</TableCell>
              <TableCell className="text-right tabular-nums">
                {format.price(item.price, item.currency)}
              </TableCell>
              <TableCell>
                <Badge variant="success">{m.enrollment_enrolled()}</Badge>
              </TableCell>
              {actions && (
                <TableCell>
                  <div className="flex flex-wrap items-center gap-2">{actions(item)}</div>
                </TableCell>
              )}
            </>
          )}
          card={(item) => (
            <CardHeading
              photo={item.photo}
              title={item.Name}
              subtitle={item.IName}
              heading={
                <ClassPageLink id={item.classId} className={NAME_LINK}>
                  {item.Name}
                </ClassPageLink>
              }
            >
              <ParticipantNote name={item.participantName} />
              <div className="mt-2 flex items-center justify-between gap-2">
                <span className="font-semibold tabular-nums">
                  {format.price(item.price, item.currency)}
                </span>
                <Badge variant="success">{m.enrollment_enrolled()}</Badge>
              </div>
              {actions && (
                <div className="mt-3 flex flex-wrap items-center gap-2">{actions(item)}</div>
              )}
            </CardHeading>
          )}
        />
      )}
    </QueryStates>
  );
}
