import { CloudOffIcon } from 'lucide-react';
import { useOnlineStatus } from '#pwa/lib/use-online-status.ts';
import { cn } from '#pwa/lib/utils.ts';

/** A calm note that the app is offline (sky, not red: UI.md says offline is not an error). */
export function OnlineStatusPill({ className }: { className?: string }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-sky-200 bg-sky-50 px-2.5 py-1 text-xs font-semibold text-sky-800',
        className,
      )}
    >
      <CloudOffIcon className="size-3.5" aria-hidden="true" />
      Offline
    </span>
  );
}
