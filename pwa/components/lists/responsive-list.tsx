import type * as React from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '#pwa/components/ui/table.tsx';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { cn } from '#pwa/lib/utils.ts';

export type ListColumn = {
  header: React.ReactNode;
  /** Classes of the heading cell, e.g. 'text-right' over numbers. */
  className?: string;
};

/**
 * Where the table takes over from the cards. 'xl' for the dashboard's wide tables: below 1280 px
 * its sidebar leaves them too little room. 'md' for tables of a few short columns.
 */
const SHOWN_FROM = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  xl: { table: 'hidden xl:block', cards: 'xl:hidden' },
} as const;

type ResponsiveListProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  columns: readonly ListColumn[];
  /** One item's table cells (TableCell elements, one per column); the row is made here. */
  row: (item: T, index: number) => React.ReactNode;
  /** The same item as a card for narrower screens, with the same facts and actions. */
  card: (item: T, index: number) => React.ReactNode;
  tableFrom?: keyof typeof SHOWN_FROM;
  /** Classes of the table, e.g. tighter cells where many columns share the width. */
  tableClassName?: string;
};

/**
 * A dashboard list as UI.md wants it: a table on wide screens, stacked cards below. Both are in
 * the page and CSS shows one. A card wraps a long unbroken word (a 40-letter name or e-mail)
 * rather than grow past the screen; in the table, the cells of free text are
 * `<TableCell breakWords>` (not every cell: prices and buttons keep whole).
 */
export function ResponsiveList<T>({
  items,
  itemKey,
  columns,
  row,
  card,
  tableFrom = 'xl',
  tableClassName,
}: ResponsiveListProps<T>) {
  const shown = SHOWN_FROM[tableFrom];
  return (
    <>
      <div className={shown.table}>
        <Table className={tableClassName}>
          <TableHeader>
            <TableRow>
              {columns.map((column, index) => (
                <TableHead key={index} className={column.className}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item, index) => (
              <TableRow key={itemKey(item)}>{row(item, index)}</TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className={cn('grid gap-3 sm:grid-cols-2', shown.cards)}>
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            className="flex min-w-0 flex-col rounded-card border border-border bg-white p-4 wrap-anywhere shadow-sm"
          >
            {card(item, index)}
          </li>
        ))}
      </ul>
    </>
  );
}

type CardHeadingProps = {
  photo: string;
  title: string;
  subtitle: string;
  /** The title links to the item's page (a class's: ClassPageLink). */
  titleLink?: (title: string) => React.ReactNode;
  /** A line of facts under the subtitle, e.g. the price. */
  children?: React.ReactNode;
  className?: string;
};

/** The top of a list card: the item's photo beside its name and a second line (a class's instructor). */
export function CardHeading({
  photo,
  title,
  subtitle,
  titleLink,
  children,
  className,
}: CardHeadingProps) {
  return (
    <div className={cn('flex gap-3', className)}>
      <Thumbnail src={photo} alt={title} className="h-20 w-24 rounded-lg" />
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-bold text-slate-900">
          {titleLink ? titleLink(title) : title}
        </h2>
        <p className="text-sm text-slate-600">{subtitle}</p>
        {children}
      </div>
    </div>
  );
}
