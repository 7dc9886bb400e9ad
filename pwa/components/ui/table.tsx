import type * as React from 'react';
import { cn } from '#pwa/lib/styling/utils.ts';

/**
 * A table for md screens and up. On phones the screens render the same rows as stacked cards
 * (product.md §9), so this wrapper only scrolls as a last resort.
 */
export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-card border border-border bg-white shadow-sm"
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn('bg-slate-50 [&_tr]:border-b', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-slate-50 font-semibold [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b border-border transition-colors hover:bg-slate-50/70', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-11 px-4 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

/**
 * `breakWords`: a cell of free text (a name, an e-mail). A word longer than the column (a
 * 40-letter e-mail) breaks instead of widening the table past the screen; the floor keeps the
 * table from squeezing ordinary words apart to make room for a wide neighbour.
 */
export function TableCell({
  className,
  breakWords = false,
  ...props
}: React.ComponentProps<'td'> & { breakWords?: boolean }) {
  return (
    <td
      data-slot="table-cell"
      className={cn('px-4 py-3 align-middle', breakWords && 'min-w-32 wrap-anywhere', className)}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
