import { CreditCardIcon, ShoppingBasketIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { formatDollars, sumDollars } from '#shared/money.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { paths } from '#pwa/app/paths.ts';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { toastError, toastInfo, toastSuccess } from '#pwa/components/ui/sonner.tsx';
import { useDeleteSelection } from '#pwa/features/selections/api/delete-selection.ts';
import { useSelections } from '#pwa/features/selections/api/get-selections.ts';
import { mergeOutbox, useSelectionOutbox } from '#pwa/features/selections/api/selection-outbox.ts';
import { MyClassesList } from '#pwa/features/selections/components/my-classes-list.tsx';
import { readApiError } from '#pwa/lib/api-client.ts';
import { useAuth } from '#pwa/lib/auth.tsx';
import { useApiErrorMessage } from '#pwa/lib/use-api-error-message.ts';

/** /dashboard/myclass: 'My selected Classes' with Delete (confirmed) and Pay. */
export function Component() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const query = useSelections(user?.email ?? null);
  const deleteSelection = useDeleteSelection(email);
  const errorMessage = useApiErrorMessage(query.error);
  const [pending, setPending] = React.useState<Selection | null>(null);

  const outbox = useSelectionOutbox(user?.email ?? null);
  const selections = mergeOutbox(query.data ?? [], outbox.data ?? []);
  // A refused selection is shown (with its reason) but is not something to pay for.
  const payable = selections.filter((selection) => selection.sync?.state !== 'refused');
  const total = sumDollars(payable.map((selection) => selection.price));

  async function confirmDelete() {
    if (!pending) return;
    const { _id } = pending;
    setPending(null);
    try {
      const { queued, serverUnreachable } = await deleteSelection.mutateAsync(_id);
      if (queued && navigator.onLine === false) {
        toastInfo(
          'Deleted on this device',
          'It will be deleted on the server when you are back online.',
        );
      } else if (serverUnreachable) {
        toastInfo(
          'Deleted on this device',
          'The server is not answering; it will be deleted there as soon as it is back.',
        );
      } else {
        toastSuccess('Deleted!', 'Your file has been deleted.');
      }
    } catch (error) {
      toastError('Could not delete the class', (await readApiError(error)).message);
    }
  }

  async function dismiss(selection: Selection) {
    await (await import('#pwa/lib/outbox/outbox.ts')).dismissOutboxEntry(selection._id);
  }

  return (
    <div className="space-y-6">
      <title>My selected Classes · Sports Academy</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl sm:text-3xl">My selected Classes</h1>
          <p className="mt-1 text-slate-600">Classes you picked and have not paid for yet.</p>
        </div>
        {payable.length > 0 && (
          <div className="flex w-full items-center justify-between gap-4 rounded-card border border-emerald-200 bg-white px-4 py-3 shadow-sm sm:w-auto">
            <p className="text-sm text-slate-600">
              Total ({payable.length} {payable.length === 1 ? 'class' : 'classes'})
              <span className="block text-xl font-extrabold text-emerald-800 tabular">
                {formatDollars(total)}
              </span>
            </p>
            <Button asChild>
              <Link to={paths.dashboard.payment}>
                <CreditCardIcon aria-hidden="true" />
                Pay
              </Link>
            </Button>
          </div>
        )}
      </div>

      {query.isPending && selections.length === 0 ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading your selected classes">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20 w-full rounded-card" />
          ))}
        </div>
      ) : query.isError && selections.length === 0 ? (
        <ErrorState
          title="We could not load your classes"
          message={errorMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : selections.length === 0 ? (
        <EmptyState
          icon={<ShoppingBasketIcon />}
          title="No classes selected yet"
          description="Pick the classes you like on the Classes page; they will wait for you here until you pay."
          action={
            <Button asChild>
              <Link to={paths.classes}>Browse classes</Link>
            </Button>
          }
        />
      ) : (
        <MyClassesList
          selections={selections}
          total={total}
          onDelete={setPending}
          onDismiss={(selection) => void dismiss(selection)}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
