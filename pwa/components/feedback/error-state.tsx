import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';
import { cn } from '#pwa/lib/styling/utils.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

type ErrorStateProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

export function ErrorState({
  title = m.app_error_title(),
  message = m.app_error_text(),
  onRetry,
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50/60 px-6 py-12 text-center',
        className,
      )}
    >
      <AlertTriangleIcon className="size-8 text-red-700" aria-hidden="true" />
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="max-w-md text-sm text-slate-700">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} disabled={retrying} className="mt-1">
          <RotateCwIcon className={cn(retrying && 'animate-spin')} aria-hidden="true" />
          {m.app_retry()}
        </Button>
      )}
    </div>
  );
}
