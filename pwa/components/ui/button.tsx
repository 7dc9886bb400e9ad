import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors duration-150 outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-slate-200',
        accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-amber-300',
        outline:
          'border border-input bg-white text-foreground shadow-xs hover:border-slate-400 hover:bg-slate-50',
        ghost: 'text-foreground hover:bg-slate-100',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-red-800',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-8 rounded-md px-3 text-xs',
        lg: 'h-12 rounded-xl px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button; `asChild` renders its child (e.g. a router Link) with the button's look. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}

type Props = Record<string, unknown>;

/**
 * Radix's Slot in a few lines (the navbar's Login link is first-paint code, decision 011): the
 * child element gets these props, its own win, classes are joined and handlers both run (its
 * own first, as Radix does). The sheets' trigger and close buttons use it too.
 */
export function Slot({ children, ...slotProps }: React.ComponentProps<'button'>) {
  if (!React.isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...slotProps, ...own };
  for (const [key, handler] of Object.entries(slotProps)) {
    const ownHandler = own[key];
    if (/^on[A-Z]/.test(key) && typeof handler === 'function' && typeof ownHandler === 'function') {
      merged[key] = (...args: unknown[]) => {
        ownHandler(...args);
        handler(...args);
      };
    }
  }
  merged.className = cn(slotProps.className, own.className as string | undefined);
  return React.cloneElement(children, merged);
}
