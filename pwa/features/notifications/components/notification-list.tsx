/**
 * The bell's list, in the navbar's popover and on /dashboard/notifications: each entry in words
 * (notificationText, the same words as its push), its age, unread marked; opening one goes to its
 * page and marks it read. A change made offline that the server refused is an entry of its own,
 * said with its feature's words and the server's reason.
 */
import { BellIcon, CloudAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { errorText } from '#pwa/lib/api/api-error-text.ts';
import { useLocale, useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import type { OutboxKinds } from '#pwa/lib/outbox/outbox-kinds.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { notificationText } from '#shared/notifications/notification-text.ts';
import type { BellEntry } from '../lib/bell-entries.ts';
import type { Bell } from '../lib/use-bell.ts';

type Words = { title: string; body: string; path: string | null; createdAt: string };

/** Where the reader is: an offer's end is said in their time, as My waitlist says it. */
const readerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function useEntryWords(kinds: OutboxKinds | undefined) {
  const { locale, digits } = useLocale();
  return (entry: BellEntry): Words => {
    if (entry.type === 'notification') {
      const { kind, params, path, createdAt } = entry.notification;
      return {
        ...notificationText(kind, params, { locale, digits, timeZone: readerTimeZone }),
        path,
        createdAt,
      };
    }
    const { op, lastError, lastErrorReason, createdAt } = entry.change;
    const kind = kinds?.[op];
    return {
      title: kind?.refused.title ?? m.bell_refused_change_title(),
      body: errorText({ ...lastErrorReason, message: lastError ?? undefined }, { locale, digits }),
      path: kind?.path?.(entry.change) ?? null,
      createdAt,
    };
  };
}

export function NotificationList({
  bell,
  headingLevel,
  onNavigate,
  className,
}: {
  bell: Bell;
  /** The list's heading: h2 in the popover, none on the page (its h1 says it). */
  headingLevel?: 'h2';
  /** After an entry is opened (the popover closes). */
  onNavigate?: () => void;
  className?: string;
}) {
  const { query, entries, unread } = bell;
  const wordsOf = useEntryWords(bell.kinds);
  const Heading = headingLevel;
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {Heading && <Heading className="text-lg font-bold">{m.bell_heading()}</Heading>}
      {unread > 0 && (
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          onClick={() => void bell.markAllRead()}
        >
          {m.bell_mark_all_read()}
        </Button>
      )}
    </div>
  );

  let body: React.ReactNode;
  if (entries.length > 0) {
    body = (
      <ul aria-label={m.notification_list_label()} className="divide-y divide-slate-200">
        {entries.map((entry) => (
          <EntryItem
            key={`${entry.type}:${entry.id}`}
            entry={entry}
            words={wordsOf(entry)}
            onOpen={() => {
              bell.opened(entry);
              onNavigate?.();
            }}
            onDismiss={() => void bell.dismiss(entry)}
          />
        ))}
      </ul>
    );
  } else if (query.isPending) {
    body = <SkeletonList label={m.bell_loading()} count={3} height="h-16" />;
  } else if (query.isError) {
    body = (
      <ErrorState
        message={m.bell_error()}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else {
    body = (
      <EmptyState
        icon={<BellIcon />}
        title={m.bell_empty_title()}
        description={m.bell_empty_text()}
      />
    );
  }
  return (
    <div className={cn('space-y-3', className)}>
      {header}
      {body}
    </div>
  );
}

function EntryItem({
  entry,
  words,
  onOpen,
  onDismiss,
}: {
  entry: BellEntry;
  words: Words;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const localePath = useLocalePath();
  const format = useFormat();
  const refused = entry.type === 'refused';
  const text = (
    <>
      {refused && (
        <Badge variant="warning" className="mb-1">
          <CloudAlertIcon aria-hidden="true" />
          {m.bell_refused_change_kind()}
        </Badge>
      )}
      <span className="flex items-start gap-2">
        {entry.unread && (
          <>
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-emerald-600" />
            <span className="sr-only">{m.bell_unread()}: </span>
          </>
        )}
        <span className={cn('min-w-0', entry.unread ? 'font-bold' : 'font-medium')}>
          {words.title}
        </span>
      </span>
      <span className="block text-sm text-slate-700">{words.body}</span>
      <time dateTime={words.createdAt} className="block text-xs text-slate-600">
        {format.relativeTime(words.createdAt)}
      </time>
    </>
  );
  // A transaction id or a class name can be one long word: it breaks anywhere rather than
  // widening the list (and a phone's page) past the screen.
  const box = cn('block rounded-md px-3 py-3 wrap-anywhere', entry.unread && 'bg-emerald-50/70');
  return (
    <li className="py-1">
      {words.path ? (
        <Link
          to={localePath(words.path)}
          onClick={onOpen}
          className={cn(box, 'transition-colors hover:bg-slate-100')}
        >
          {text}
        </Link>
      ) : (
        <div className={box}>{text}</div>
      )}
      {refused && (
        <Button variant="ghost" size="sm" className="mt-1 ml-2" onClick={onDismiss}>
          {m.bell_mark_read()}
        </Button>
      )}
    </li>
  );
}
