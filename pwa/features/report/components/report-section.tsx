import type * as React from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#pwa/components/ui/table.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { BarChart, type Bar } from './bar-chart.tsx';

export type FigureRow = { key: string; cells: string[] };

/** A figure's chart with its table beside it (below it on a phone), both of the same rows. */
export function ReportFigure({
  title,
  bars,
  max,
  columns,
  rows,
}: {
  title: string;
  bars: Bar[];
  max?: number;
  columns: string[];
  rows: FigureRow[];
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{m.report_empty()}</p>;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <BarChart title={title} bars={bars} {...(max === undefined ? {} : { max })} />
      <Table className="text-xs sm:text-sm">
        <TableCaption className="sr-only">{title}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHead
                key={column}
                className={
                  index === 0 ? 'px-2 whitespace-normal' : 'px-2 text-right whitespace-normal'
                }
              >
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell
                  key={index}
                  className={
                    index === 0 ? 'px-2 whitespace-normal' : 'px-2 text-right tabular-nums'
                  }
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** One measure of the report, under its heading. */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
