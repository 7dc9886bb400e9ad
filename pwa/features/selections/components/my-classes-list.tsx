import { ParticipantNote } from '#pwa/components/lists/participant-note.tsx';
import { DiscountedPrice, DiscountNote } from '#pwa/components/lists/sibling-discount.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ClassPageLink } from '#pwa/components/class-facts/class-page-link.tsx';
import type { Selection } from '#shared/schemas/selection.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '#pwa/components/ui/table.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import type { SelectionRow } from '../api/selection-outbox.ts';
import { SelectionActions, SyncNote } from './selection-actions.tsx';

type MyClassesListProps = {
  selections: SelectionRow[];
  /** The selections' total, one per currency, as written for the reader. */
  total: string;
  onDelete: (selection: Selection) => void;
  onDismiss: (selection: Selection) => void;
};

function Thumb({ selection, size }: { selection: Selection; size: 'sm' | 'lg' }) {
  return (
    <img
      src={selection.photo}
      alt=""
      width={size === 'sm' ? 64 : 96}
      height={size === 'sm' ? 48 : 72}
      loading="lazy"
      className={
        size === 'sm'
          ? 'h-12 w-16 rounded-md object-cover'
          : 'h-18 w-24 shrink-0 rounded-lg object-cover'
      }
    />
  );
}

/**
 * product.md's myclass table (#, image, class name, instructor name, course fee, Delete, Pay);
 * cards on phones.
 */
export function MyClassesList({ selections, total, onDelete, onDismiss }: MyClassesListProps) {
  const format = useFormat();
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">#</TableHead>
              <TableHead>{m.dashboard_col_image()}</TableHead>
              <TableHead>{m.selection_col_class_name()}</TableHead>
              <TableHead>{m.selection_col_instructor_name()}</TableHead>
              <TableHead className="text-right">{m.selection_col_course_fee()}</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">{m.selection_col_actions()} </span>
                {m.selection_col_delete_pay()}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {selections.map((selection, index) => (
              <TableRow key={selection._id}>
                <TableCell className="text-slate-500 tabular">{format.count(index + 1)}</TableCell>
                <TableCell>
                  <Thumb selection={selection} size="sm" />
                </TableCell>
                <TableCell breakWords className="font-semibold">
                  <ClassPageLink id={selection.selectedClassId}>{selection.Name}</ClassPageLink>
                  <div className="flex flex-wrap gap-x-1.5">
                    <ParticipantNote name={selection.participantName} />
                    <DiscountNote discount={selection.discount} currency={selection.currency} />
                  </div>
                  <SyncNote row={selection} />
                </TableCell>
                <TableCell breakWords className="text-slate-700">
                  {selection.IName}
                </TableCell>
                <TableCell className="text-right font-semibold tabular">
                  <DiscountedPrice {...selection} />
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <SelectionActions
                      selection={selection}
                      onDelete={onDelete}
                      onDismiss={onDismiss}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4} className="text-right">
                {m.selection_total()}
              </TableCell>
              <TableCell className="text-right text-base text-emerald-800 tabular">
                {total}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </div>

      <ol className="space-y-3 md:hidden">
        {selections.map((selection, index) => (
          <li
            key={selection._id}
            className="rounded-card border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex gap-3">
              <Thumb selection={selection} size="lg" />
              <div className="min-w-0 flex-1">
                <p className="text-xs text-slate-500 tabular">#{format.count(index + 1)}</p>
                <p className="font-bold wrap-anywhere">
                  <ClassPageLink id={selection.selectedClassId}>{selection.Name}</ClassPageLink>
                </p>
                <div className="flex flex-wrap gap-x-1.5">
                  <ParticipantNote name={selection.participantName} />
                  <DiscountNote discount={selection.discount} currency={selection.currency} />
                </div>
                <SyncNote row={selection} />
                <p className="text-sm wrap-anywhere text-slate-600">{selection.IName}</p>
                <p className="mt-1 font-bold text-emerald-800 tabular">
                  <DiscountedPrice {...selection} align="start" />
                </p>
              </div>
            </div>
            <div className="mt-3 grid grid-cols-2 gap-2 [&>*]:w-full">
              <SelectionActions selection={selection} onDelete={onDelete} onDismiss={onDismiss} />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
