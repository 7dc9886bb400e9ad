import { CloudUploadIcon } from 'lucide-react';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * A change made on this device that waits in the outbox for the connection (a selection, a
 * check-in): sky with an icon, not an error (product.md §9), the same mark on every screen.
 */
export function WaitingToSync({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800',
        className,
      )}
    >
      <CloudUploadIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {m.status_waiting_sync()}
    </span>
  );
}
