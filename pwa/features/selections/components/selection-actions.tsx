import { CreditCardIcon, Trash2Icon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { classNameFor } from '#pwa/components/lists/participant-note.tsx';
import { WaitingToSync } from '#pwa/components/feedback/waiting-to-sync.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Selection } from '#shared/schemas/selection.ts';
import type { SelectionRow } from '../api/selection-outbox.ts';

/** Where a selection still on this device stands: waiting (sky, not an error) or refused. */
export function SyncNote({ row }: { row: SelectionRow }) {
  if (!row.sync) return null;
  if (row.sync.state === 'waiting') {
    return <WaitingToSync className="mt-1" />;
  }
  return (
    <span role="alert" className="mt-1 block text-xs font-semibold text-red-700">
      {m.selection_not_saved({ reason: row.sync.reason })}
    </span>
  );
}

/**
 * Delete and Pay for one selected class (Pay leads to the payment page, as in product.md). A
 * waiting selection can be deleted but not paid yet; a refused one can only be dismissed.
 */
export function SelectionActions({
  selection,
  onDelete,
  onDismiss,
}: {
  selection: SelectionRow;
  onDelete: (selection: Selection) => void;
  onDismiss: (selection: Selection) => void;
}) {
  const name = classNameFor(selection.Name, selection.participantName);
  if (selection.sync?.state === 'refused') {
    return (
      <Button variant="outline" size="sm" onClick={() => onDismiss(selection)}>
        <XIcon aria-hidden="true" />
        {m.selection_dismiss()}
        <span className="sr-only"> {name}</span>
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:border-red-300 hover:bg-red-50"
        onClick={() => onDelete(selection)}
      >
        <Trash2Icon aria-hidden="true" />
        {m.dashboard_delete()}
        <span className="sr-only"> {name}</span>
      </Button>
      {selection.sync ? (
        <Button size="sm" disabled title={m.selection_pay_once_saved()}>
          <CreditCardIcon aria-hidden="true" />
          {m.selection_pay()}
        </Button>
      ) : (
        <Button asChild size="sm">
          <Link to={paths.dashboard.payment}>
            <CreditCardIcon aria-hidden="true" />
            {m.selection_pay()}
            <span className="sr-only"> {m.selection_pay_for({ name })}</span>
          </Link>
        </Button>
      )}
    </>
  );
}
