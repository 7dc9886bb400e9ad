import { RefreshCwIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { applyUpdate } from '#pwa/lib/device/app-updates.ts';
import { keepDataWhenInstalled } from '#pwa/lib/storage/persistent-storage.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useAppUpdates } from './use-app-updates.ts';

/** 'Update available — reload' when a new build's service worker waits (never reloads by itself). */
export function UpdatePrompt() {
  const { updateWaiting } = useAppUpdates();
  // The installed app's other after-paint care, here because this part loads after the first
  // render on every page: asking the browser to keep the app's data (its waiting changes too).
  React.useEffect(() => keepDataWhenInstalled(), []);
  if (!updateWaiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-card border border-slate-200 bg-white px-4 py-3 shadow-lg sm:bottom-6"
    >
      <p className="text-sm font-semibold text-slate-800">{m.app_update_available()}</p>
      <Button size="sm" onClick={applyUpdate}>
        <RefreshCwIcon aria-hidden="true" />
        {m.app_reload()}
      </Button>
    </div>
  );
}
