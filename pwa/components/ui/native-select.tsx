import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import { inputClassName } from '#pwa/components/ui/input.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';

/**
 * A select that is the browser's own (shadcn's native-select): the phone's picker, the keyboard
 * and screen readers as they know it, and no script before it works (server-rendered pages).
 * `icon` sits at its start, e.g. the chosen sport's.
 */
export function NativeSelect({
  className,
  icon,
  ...props
}: React.ComponentProps<'select'> & { icon?: React.ReactNode }) {
  return (
    <div className="relative">
      {icon && (
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-emerald-700">
          {icon}
        </span>
      )}
      <select
        data-slot="native-select"
        className={cn(inputClassName, 'appearance-none pr-9', icon && 'pl-9', className)}
        {...props}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
