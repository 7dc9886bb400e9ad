import { BookPlus, Pencil, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ClassPageLink } from '#pwa/components/class-facts/class-page-link.tsx';
import { ClassScheduleFacts } from '#pwa/components/lists/class-cells.tsx';
import { CardHeading, ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { pathOf } from '#shared/pages/path-pattern.ts';
import type { Class } from '#shared/schemas/class.ts';
import { useMyClasses } from '../api/my-classes.ts';
import { ClassStatusBadge } from './class-status-badge.tsx';
import { EditClassDialog } from './edit-class-dialog.tsx';

// Read as the list renders: the headings are in the page's language.
const columns = () => [
  { header: m.dashboard_col_image() },
  { header: m.dashboard_col_name() },
  { header: m.dashboard_col_instructor() },
  { header: m.dashboard_col_fee(), className: 'text-right' },
  { header: m.instructor_col_total_enroll(), className: 'text-right' },
  { header: m.dashboard_col_status() },
  { header: m.instructor_col_feedback() },
  { header: m.instructor_col_update() },
];

/**
 * The instructor's own classes with Total Enroll, status, the admin's feedback and Update.
 * `actions`: more actions by Update, from other features (Check in, composed by the route).
 */
export function MyClasses({ actions }: { actions?: (item: Class) => ReactNode } = {}) {
  const query = useMyClasses();
  const format = useFormat();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label={m.instructor_loading()} count={4} height="h-20" />}
      errorMessage={m.instructor_error()}
      empty={{
        icon: <BookPlus />,
        title: m.instructor_empty_title(),
        description: m.instructor_empty_text(),
        action: (
          <Button asChild>
            <Link to={paths.dashboard.addClass}>{m.dashboard_menu_add_class()}</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <ResponsiveList
          items={data}
          itemKey={(item) => item._id}
          columns={columns()}
          // Eight columns beside the dashboard's sidebar at 1280 px: tighter cells than the default.
          tableClassName="[&_td]:px-2.5 [&_th]:px-2.5"
          row={(item) => (
            <>
              <TableCell>
                <Thumbnail src={item.photo} alt={item.Name} className="h-10 w-12 rounded-md" />
              </TableCell>
              <TableCell breakWords className="font-semibold">
                <ClassPageLink id={item._id} className="font-semibold text-slate-900">
                  {item.Name}
                </ClassPageLink>
                <ClassScheduleFacts item={item} className="mt-1" />
                <RosterLink item={item} className="mt-1" />
              </TableCell>
              <TableCell breakWords>{item.IName}</TableCell>
              <TableCell className="text-right tabular-nums">
                {format.price(item.price, item.currency)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {format.count(item.enrolled)}
              </TableCell>
              <TableCell>
                <ClassStatusBadge status={item.status} />
              </TableCell>
              <TableCell breakWords className="min-w-40 text-sm text-slate-700">
                {item.feedback ?? (
                  <span className="text-slate-500">{m.instructor_no_feedback()}</span>
                )}
              </TableCell>
              <TableCell>
                <div className="flex flex-col items-start gap-2">
                  <UpdateButton item={item} />
                  {actions?.(item)}
                </div>
              </TableCell>
            </>
          )}
          card={(item) => (
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
              >
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-semibold tabular-nums">
                    {format.price(item.price, item.currency)}
                  </span>{' '}
                  · {m.instructor_total_enroll()}{' '}
                  <span className="tabular-nums">{format.count(item.enrolled)}</span>
                </p>
              </CardHeading>
              <ClassScheduleFacts item={item} />
              <RosterLink item={item} className="mt-2" />
              <div className="mt-3 flex items-center justify-between gap-2">
                <ClassStatusBadge status={item.status} />
                <div className="flex items-center gap-2">
                  {actions?.(item)}
                  <UpdateButton item={item} />
                </div>
              </div>
              {item.feedback && (
                <p className="mt-3 rounded-md bg-slate-50 p-2 text-sm text-slate-700">
                  <span className="font-semibold">{m.instructor_feedback_label()} </span>
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
  // Mounted at its first opening: a closed one in every row weighed on the list's first render.
  const dialog = useDialogState('update');
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => dialog.setOpen(true)}
        aria-label={m.instructor_update_title({ name: item.Name })}
      >
        <Pencil aria-hidden="true" className="max-2xl:hidden" />
        {m.instructor_update()}
      </Button>
      <RowDialog dialog={dialog}>
        <EditClassDialog item={item} open={dialog.open} onOpenChange={dialog.setOpen} />
      </RowDialog>
    </>
  );
}

/** To the class's students and sessions (/dashboard/instructorclasses/:id). */
function RosterLink({ item, className }: { item: Class; className?: string }) {
  return (
    <Link
      to={pathOf(paths.dashboard.classRoster, { id: item._id })}
      aria-label={m.roster_link_label({ name: item.Name })}
      className={cn(
        'inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline',
        className,
      )}
    >
      <Users aria-hidden="true" className="size-4 shrink-0" />
      {m.roster_link()}
    </Link>
  );
}
