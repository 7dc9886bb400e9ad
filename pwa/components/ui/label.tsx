import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'text-sm leading-none font-semibold text-slate-800 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
