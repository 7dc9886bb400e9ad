/**
 * The signed-in person's changes on this device, oldest first (the navbar's connection pill opens
 * it): each named by the feature that queued it (outbox-labels.ts), when it was queued, and where
 * it stands: waiting, and why it has not gone yet; or refused, with the server's reason, the page
 * where the change shows and Dismiss. The features' words come through their outbox kinds, so
 * this list knows none of them.
 */
import { CloudAlertIcon, CloudCheckIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { errorText } from '#pwa/lib/api/api-error-text.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { useLocale, useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import type { OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { describeChange } from '#pwa/lib/outbox/outbox-labels.ts';
import { queuedAtText } from '#pwa/lib/outbox/queued-at.ts';
import { useOutbox } from '#pwa/lib/outbox/use-outbox.ts';
import { useOutboxKinds } from '#pwa/lib/outbox/use-outbox-kinds.ts';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import {
  storageDurabilityText,
  useStorageDurability,
} from '#pwa/lib/storage/use-storage-durability.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ErrorState } from './error-state.tsx';
import { WaitingToSync } from './waiting-to-sync.tsx';

async function dismiss(id: string): Promise<void> {
  await (await import('#pwa/lib/outbox/outbox.ts')).dismissOutboxEntry(id);
}

export function QueuedChangesList({
  email,
  onNavigate,
}: {
  email: string;
  /** After a link to a change's page is followed (the popover closes). */
  onNavigate?: () => void;
}) {
  const outbox = useOutbox(email);
  const entries = outbox.data ?? [];
  const kinds = useOutboxKinds(entries.length > 0);
  const headingId = React.useId();
  // A dismissed entry leaves the list: the focus goes to the list's region rather than the page.
  const region = React.useRef<HTMLDivElement>(null);
  // What this browser may do to the saved changes: said only where it matters to them.
  const durability = useStorageDurability();
  const durabilityNote = storageDurabilityText(durability);

  let body: React.ReactNode;
  // Until the features' words are here, names would show as the plain fallback, then change.
  if (outbox.isPending || (entries.length > 0 && !kinds)) {
    body = <SkeletonList label={m.outbox_list_loading()} count={2} height="h-16" />;
  } else if (outbox.isError) {
    body = (
      <ErrorState
        message={m.outbox_list_error()}
        onRetry={() => void outbox.refetch()}
        retrying={outbox.isRefetching}
      />
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        className="py-8"
        icon={<CloudCheckIcon />}
        title={m.outbox_list_empty_title()}
        description={m.outbox_list_empty_text()}
      />
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
        {entries.map((entry) => (
          <QueuedChange
            key={entry.id}
            entry={entry}
            kinds={kinds}
            onNavigate={onNavigate}
            onDismiss={() => {
              void dismiss(entry.id).then(() => region.current?.focus());
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div ref={region} tabIndex={-1} className="space-y-3 outline-none">
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          {m.outbox_list_title()}
        </h2>
        <p className="text-sm text-slate-600">{m.outbox_list_intro()}</p>
      </div>
      {body}
      {durabilityNote && (entries.length > 0 || durability === 'not-kept') && (
        <p className="text-sm text-slate-600">{durabilityNote}</p>
      )}
    </div>
  );
}

function QueuedChange({
  entry,
  kinds,
  onNavigate,
  onDismiss,
}: {
  entry: OutboxEntry;
  kinds: OutboxKinds | undefined;
  onNavigate?: () => void;
  onDismiss: () => void;
}) {
  const { locale, digits } = useLocale();
  const localePath = useLocalePath();
  const online = useOnlineStatus();
  const name = describeChange(entry, kinds);
  const path = kinds?.[entry.op]?.path?.(entry);

  return (
    <li className="space-y-1.5 py-3 wrap-anywhere">
      <p className="font-semibold text-slate-900">{name}</p>
      <p className="text-xs text-slate-600">
        <time dateTime={entry.createdAt}>{queuedAtText(entry.createdAt, { locale, digits })}</time>
      </p>
      {entry.state === 'pending' ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <WaitingToSync />
          <span className="text-sm text-slate-700">
            {!online
              ? m.outbox_waits_offline()
              : entry.lastError
                ? m.outbox_waits_retry()
                : m.outbox_waits_soon()}
          </span>
        </div>
      ) : (
        <>
          <Badge variant="warning">
            <CloudAlertIcon aria-hidden="true" />
            {m.outbox_state_refused()}
          </Badge>
          <p className="text-sm text-slate-700">
            {errorText(
              { ...entry.lastErrorReason, message: entry.lastError ?? undefined },
              { locale, digits },
            )}
          </p>
          <div className="flex flex-wrap gap-2 pt-0.5">
            {path && (
              <Button asChild variant="outline" size="sm">
                <Link
                  to={localePath(path)}
                  onClick={onNavigate}
                  aria-label={m.outbox_open_page_for({ name })}
                >
                  {m.outbox_open_page()}
                </Link>
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={onDismiss}
              aria-label={m.outbox_dismiss_for({ name })}
            >
              {m.outbox_dismiss()}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
