// One class's waitlist for its instructor (the students-and-sessions page) and admins (Manage
// Classes' dialog): place, name, e-mail, status and when an offer ends, in the line's order.
import { ListOrderedIcon } from 'lucide-react';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { Badge, type BadgeProps } from '#pwa/components/ui/badge.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { ClassWaitlistLine } from '#shared/schemas/waitlist.ts';
import { useClassLine } from '../api/get-waitlist.ts';

type Status = ClassWaitlistLine['status'];

const STATUS: Record<Status, { text: () => string; tone: BadgeProps['variant'] }> = {
  waiting: { text: m.waitlist_status_waiting, tone: 'info' },
  offered: { text: m.waitlist_status_offered, tone: 'success' },
  accepted: { text: m.waitlist_status_accepted, tone: 'muted' },
  declined: { text: m.waitlist_status_declined, tone: 'muted' },
  expired: { text: m.waitlist_status_expired, tone: 'warning' },
  left: { text: m.waitlist_status_left, tone: 'muted' },
};

const columns = () => [
  { header: m.waitlist_col_place(), className: 'w-16' },
  { header: m.waitlist_col_student() },
  { header: m.waitlist_col_email() },
  { header: m.waitlist_col_status() },
  { header: m.waitlist_col_offer_ends() },
];

/** The line under its own heading, beside the roster's students and sessions. */
export function ClassLine({ classId }: { classId: string }) {
  return (
    <section aria-labelledby={`waitlist-${classId}`} className="space-y-3">
      <h2 id={`waitlist-${classId}`} className="text-xl font-bold">
        {m.waitlist_line_heading()}
      </h2>
      <LineStates classId={classId} />
    </section>
  );
}

function LineStates({ classId }: { classId: string }) {
  const query = useClassLine(classId);
  const format = useFormat();
  if (query.isPending)
    return <SkeletonList label={m.waitlist_line_loading()} count={2} height="h-12" />;
  // A refresh that failed keeps what was shown (the layout's note says the server is not
  // answering): only nothing to show is an error.
  if (query.data === undefined) {
    return (
      <ErrorState
        message={m.waitlist_line_error()}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState icon={<ListOrderedIcon />} title={m.waitlist_line_empty()} />;
  }
  const place = (line: ClassWaitlistLine) => (line.place === null ? '—' : format.count(line.place));
  const offerEnds = (line: ClassWaitlistLine) =>
    line.offerExpiresAt ? format.dateTime(line.offerExpiresAt) : '—';
  const status = (line: ClassWaitlistLine) => (
    <Badge variant={STATUS[line.status].tone}>{STATUS[line.status].text()}</Badge>
  );
  return (
    <ResponsiveList
      items={query.data}
      itemKey={(line) => line.id}
      columns={columns()}
      tableFrom="md"
      row={(line) => (
        <>
          <TableCell className="font-semibold tabular-nums">{place(line)}</TableCell>
          <TableCell breakWords className="font-semibold text-slate-900">
            <WhoWaits line={line} />
          </TableCell>
          <TableCell breakWords className="text-slate-700">
            {line.email}
          </TableCell>
          <TableCell>{status(line)}</TableCell>
          <TableCell className="tabular-nums">{offerEnds(line)}</TableCell>
        </>
      )}
      card={(line) => (
        <>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span className="tabular-nums">
              <span className="sr-only">{m.waitlist_col_place()} </span>
              {place(line)}
            </span>
            <span className="wrap-anywhere">
              <WhoWaits line={line} />
            </span>
            {status(line)}
          </p>
          <p className="mt-1 text-sm wrap-anywhere text-slate-700">{line.email}</p>
          {line.offerExpiresAt && (
            <p className="mt-1 text-sm">
              {m.waitlist_col_offer_ends()}:{' '}
              <span className="font-semibold tabular-nums">{offerEnds(line)}</span>
            </p>
          )}
        </>
      )}
    />
  );
}

/** A child's place names the child, and the guardian who holds it under their name. */
function WhoWaits({ line }: { line: ClassWaitlistLine }) {
  if (!line.participantId) return line.name;
  return (
    <>
      {line.participantName || m.roster_member_removed()}
      <span className="block text-sm font-normal text-slate-700">
        {m.roster_guardian({ name: line.name })}
      </span>
    </>
  );
}
