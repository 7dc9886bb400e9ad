import type * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

export const inputClassName =
  'flex h-11 w-full min-w-0 rounded-lg border border-input bg-white px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-slate-400 outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 aria-invalid:border-red-600 aria-invalid:ring-red-600/20 sm:text-sm';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />
  );
}
