import { DownloadIcon } from 'lucide-react';
import { Button } from '#pwa/components/ui/button.tsx';
import { promptInstall } from '#pwa/lib/app-updates.ts';
import { cn } from '#pwa/lib/utils.ts';
import { useAppUpdates } from './use-app-updates.ts';

/** Shown only where the browser offers installation (its beforeinstallprompt event fired). */
export function InstallButton({ className }: { className?: string }) {
  const { canInstall } = useAppUpdates();
  if (!canInstall) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn(className)}
      onClick={() => void promptInstall()}
    >
      <DownloadIcon aria-hidden="true" />
      Install app
    </Button>
  );
}
