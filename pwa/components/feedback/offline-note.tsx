import { CloudOffIcon, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useRegisterOfflineNote } from './offline-note-registry.ts';

/** Sky, not red: being offline is not an error (product.md §9). */
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
  const format = useFormat();
  // "5 minutes ago" as a <time> inside the sentence, wherever the language puts it.
  const time = <time dateTime={savedAt}>{format.relativeTime(savedAt)}</time>;
  return (
    <p role="status" className={cn(NOTE_STYLE, className)}>
      <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {withElement(
          (marker) =>
            online
              ? m.offline_unreachable_saved({ time: marker })
              : m.offline_saved({ time: marker }),
          time,
        )}
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
  /**
   * What needs the connection, as a noun phrase that can start a sentence, e.g. 'Adding a class'
   * (Bangla: a verbal noun, 'ক্লাস যোগ করা').
   */
  action: string;
  className?: string;
}) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <ConnectionNote id={id} className={className}>
      {m.offline_needs_connection({ action })}
    </ConnectionNote>
  );
}
