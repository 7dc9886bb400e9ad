import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnlineStatus } from '#pwa/lib/use-online-status.ts';

/** Shown above an admin list while offline: its buttons are disabled, this says why. */
export function OfflineActionsNote({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      You are offline. {children}
    </p>
  );
}
