import { CloudOffIcon } from 'lucide-react';
import { cn } from '#pwa/lib/utils.ts';
import { useRegisterOfflineNote } from './offline-note-registry.ts';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
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
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

/** Shown above a list that came from this device's saved copy (sky: not an error, UI.md). */
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
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900',
        className,
      )}
    >
      <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Offline — saved <time dateTime={savedAt}>{formatRelativeTime(savedAt)}</time>
      </span>
    </p>
  );
}
