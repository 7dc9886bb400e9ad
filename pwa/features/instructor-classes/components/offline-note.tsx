import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';

/** Why a save button is disabled while offline (not an error: sky, not red — UI.md). */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
