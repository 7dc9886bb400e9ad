import { CloudOffIcon, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '#pwa/lib/use-online-status.ts';
import { cn } from '#pwa/lib/utils.ts';
import { useRegisterOfflineNote } from './offline-note-registry.ts';

// Made on first use: the page's first Intl object loads the ICU data (~100 ms at Lighthouse's 4×
// CPU), and this module is evaluated at every start though a saved copy is rarely shown.
let relative: Intl.RelativeTimeFormat | undefined;
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday": when a saved copy was made. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

/** Sky, not red: being offline is not an error (UI.md). */
const NOTE_STYLE =
  'flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900';

/**
 * Shown above a list that came from this device's saved copy. Online, the copy is shown because
 * the server did not answer (down, 502): saying "Offline" then would send people to check a
 * connection that works.
 */
export function OfflineNote({
  savedAt,
  className,
  pageLevel = true,
}: {
  savedAt: string;
  className?: string;
  /** false for the layout's generic note, which steps aside for a page's own. */
  pageLevel?: boolean;
}) {
  useRegisterOfflineNote(pageLevel);
  const online = useOnlineStatus();
  return (
    <p role="status" className={cn(NOTE_STYLE, className)}>
      <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {online ? 'Can’t reach the server — saved ' : 'Offline — saved '}
        <time dateTime={savedAt}>{formatRelativeTime(savedAt)}</time>
      </span>
    </p>
  );
}

/** Why an online-only action is disabled (the Pay button's reason uses it too). */
export function ConnectionNote({
  id,
  children,
  className,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p id={id} role="status" className={cn(NOTE_STYLE, className)}>
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * 'You are offline. <what> needs a connection.' next to an online-only action, only while offline;
 * `id` is useConnectionRequired().noteId so the disabled button is described by it.
 */
export function NeedsConnectionNote({
  id,
  action,
  className,
}: {
  id?: string;
  /** What needs the connection, e.g. 'Adding a class'. */
  action: string;
  className?: string;
}) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <ConnectionNote id={id} className={className}>
      You are offline. {action} needs a connection.
    </ConnectionNote>
  );
}
