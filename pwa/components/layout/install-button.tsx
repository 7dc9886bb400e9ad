import { DownloadIcon } from 'lucide-react';
import { Button } from '#pwa/components/ui/button.tsx';
import { promptInstall } from '#pwa/lib/device/app-updates.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useAppUpdates } from './use-app-updates.ts';

/** Shown only where the browser offers installation (its beforeinstallprompt event fired). */
export function InstallButton({
  className,
  labelClassName,
}: {
  className?: string;
  /** E.g. 'max-sm:sr-only': an icon button where the row is narrow, still named 'Install app'. */
  labelClassName?: string;
}) {
  const { canInstall } = useAppUpdates();
  if (!canInstall) return null;
  return (
    <Button variant="outline" size="sm" className={className} onClick={() => void promptInstall()}>
      <DownloadIcon aria-hidden="true" />
      <span className={labelClassName}>{m.app_install()}</span>
    </Button>
  );
}
