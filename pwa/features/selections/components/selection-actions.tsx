import { CreditCardIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import type { Selection } from '#shared/schemas/selection.ts';

/** Delete and Pay for one selected class (Pay leads to the payment page, as in the spec). */
export function SelectionActions({
  selection,
  onDelete,
}: {
  selection: Selection;
  onDelete: (selection: Selection) => void;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:border-red-300 hover:bg-red-50"
        onClick={() => onDelete(selection)}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
        <span className="sr-only"> {selection.Name}</span>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.dashboard.payment}>
          <CreditCardIcon aria-hidden="true" />
          Pay
          <span className="sr-only"> for {selection.Name}</span>
        </Link>
      </Button>
    </>
  );
}
