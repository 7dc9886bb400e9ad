import { AlertCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

/**
 * A form's failure, in red and announced at once (a refused sign-in, a declined card, a class
 * the server would not save): a sentence, and maybe the button that tries again.
 */
export function FormAlert({ className, children, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      data-slot="form-alert"
      className={cn(
        'flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800',
        className,
      )}
      {...props}
    >
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-3">{children}</div>
    </div>
  );
}
