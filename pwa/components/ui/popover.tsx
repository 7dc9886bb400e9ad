import { Popover as PopoverPrimitive } from 'radix-ui';
import * as React from 'react';
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

/**
 * A popover opened by a button that was rendered before the popover's code loaded (the panel's
 * code comes when it is first wanted): the button is its anchor rather than a PopoverTrigger, and
 * this does what a trigger would. The focus goes back to the button when the panel closes, unless
 * the person closed it by clicking or focusing elsewhere; a click on the button is the button's
 * own toggle, not a click outside.
 */
export function ButtonPopover({
  button,
  open,
  onOpenChange,
  ...content
}: {
  button: React.RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & Omit<React.ComponentProps<typeof PopoverContent>, 'onInteractOutside' | 'onCloseAutoFocus'>) {
  const leftOutside = React.useRef(false);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={button} />
      <PopoverContent
        {...content}
        onInteractOutside={(event) => {
          if (button.current?.contains(event.target as Node)) event.preventDefault();
          else leftOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!leftOutside.current) button.current?.focus();
          leftOutside.current = false;
        }}
      />
    </Popover>
  );
}
