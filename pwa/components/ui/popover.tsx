import { Popover as PopoverPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

export const Popover = PopoverPrimitive.Root;
/**
 * What the panel is placed against when its opener is not a PopoverTrigger (`virtualRef`: an
 * element rendered before the popover's code loaded).
 */
export const PopoverAnchor = PopoverPrimitive.Anchor;

/** A panel under its trigger (Radix Popover: a dialog, Escape and a click outside close it). */
export function PopoverContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={12}
        className={cn(
          'z-50 rounded-card border border-slate-200 bg-white p-4 shadow-xl outline-none data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
