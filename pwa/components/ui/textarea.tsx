import type * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';
import { inputClassName } from './input.tsx';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClassName, 'h-auto min-h-28 resize-y py-2.5', className)}
      {...props}
    />
  );
}
