// "My waitlist" (/dashboard/waitlist): the offers first, prominently, then the classes the student
// waits for with their place in line; joins still on this device say so, refused ones say why.
import { ClockIcon, ListOrderedIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { ClassPageLink } from '#pwa/components/class-facts/class-page-link.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { ParticipantNote } from '#pwa/components/lists/participant-note.tsx';
import { SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { useApiErrorMessage } from '#pwa/lib/api/use-api-error-message.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useMyWaitlistRows } from '../api/use-waitlist-rows.ts';
import type { WaitlistRow } from '../api/waitlist-outbox.ts';
import { LeaveButton } from './leave-button.tsx';
import { OfferAnnouncer } from './offer-announcer.tsx';
import { OfferCard, type PayForOffer } from './offer-card.tsx';
import { PlaceText } from './place-text.tsx';

export function MyWaitlist({ email, onPay }: { email: string; onPay?: PayForOffer }) {
  const { query, rows } = useMyWaitlistRows(email);
  const errorMessage = useApiErrorMessage(query.error);
  const localePath = useLocalePath();
  // What this device knows is shown even while the server's list loads or fails.
  if (rows.length === 0 && query.isPending) {
    return <SkeletonList label={m.waitlist_loading()} count={2} height="h-24" />;
  }
  if (rows.length === 0 && query.isError) {
    return (
      <ErrorState
        title={m.waitlist_error()}
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<ListOrderedIcon />}
        title={m.waitlist_empty_title()}
        description={m.waitlist_empty_text()}
        action={
          <Button asChild>
            <Link to={localePath(paths.classes)}>{m.dashboard_browse_classes()}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <OfferAnnouncer rows={rows} />
      <ul className="grid gap-4">
        {rows.map((row) => (
          <li key={row.id}>
            {row.status === 'offered' ? (
              <OfferCard row={row} email={email} onPay={onPay} title={<ClassName row={row} />} />
            ) : (
              <WaitingCard row={row} email={email} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The class, and whose place it is when it is a child's ("For Ayaan"). */
function ClassName({ row }: { row: WaitlistRow }) {
  return (
    <div>
      <h2 className="text-lg font-bold wrap-anywhere text-slate-900">
        <ClassPageLink id={row.classId}>{row.className}</ClassPageLink>
      </h2>
      <ParticipantNote name={row.participantName} />
    </div>
  );
}

function WaitingCard({ row, email }: { row: WaitlistRow; email: string }) {
  const sync = row.sync;
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <ClassName row={row} />
        {sync?.state === 'refused' ? (
          <p className="text-sm font-medium text-red-800">
            {m.waitlist_not_saved({ reason: sync.reason })}
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-slate-700">
            {sync?.state === 'waiting' && (
              <Badge variant="warning">
                <ClockIcon aria-hidden="true" />
                {m.waitlist_waiting_sync()}
              </Badge>
            )}
            <span className="font-semibold">
              <PlaceText row={row} />
            </span>
          </p>
        )}
      </div>
      {sync?.state === 'refused' ? (
        <Button variant="outline" size="sm" onClick={() => void dismiss(row.id)}>
          {m.waitlist_dismiss()}
        </Button>
      ) : (
        <LeaveButton row={row} email={email} kind="leave" />
      )}
    </div>
  );
}

async function dismiss(id: string) {
  await (await import('#pwa/lib/outbox/outbox.ts')).dismissOutboxEntry(id);
}
