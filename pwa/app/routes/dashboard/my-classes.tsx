import { CreditCardIcon, ShoppingBasketIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { priceAfterDiscount } from '#shared/payments/sibling-discount.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Selection } from '#shared/schemas/selection.ts';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { toastError, toastInfo, toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { useDeleteSelection } from '#pwa/features/selections/api/delete-selection.ts';
import { useSelections } from '#pwa/features/selections/api/get-selections.ts';
import { mergeOutbox, useSelectionOutbox } from '#pwa/features/selections/api/selection-outbox.ts';
import { MyClassesList } from '#pwa/features/selections/components/my-classes-list.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { useApiErrorMessage } from '#pwa/lib/api/use-api-error-message.ts';

/** /dashboard/myclass: 'My selected Classes' with Delete (confirmed) and Pay. */
export function Component() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const query = useSelections(user?.email ?? null);
  const deleteSelection = useDeleteSelection(email);
  const errorMessage = useApiErrorMessage(query.error);
  const [pending, setPending] = React.useState<Selection | null>(null);
  const format = useFormat();
  const localePath = useLocalePath();

  const outbox = useSelectionOutbox(user?.email ?? null);
  const selections = mergeOutbox(query.data ?? [], outbox.data ?? []);
  // A refused selection is shown (with its reason) but is not something to pay for.
  const payable = selections.filter((selection) => selection.sync?.state !== 'refused');
  // As the checkout will charge: each class less its sibling discount.
  const total = format.totals(
    payable.map((selection) => ({ ...selection, price: priceAfterDiscount(selection) })),
  );
  const currencies = new Set(payable.map((selection) => selection.currency ?? 'usd')).size;

  async function confirmDelete() {
    if (!pending) return;
    setPending(null);
    try {
      const { queued, serverUnreachable } = await deleteSelection.mutateAsync(pending);
      if (queued && navigator.onLine === false) {
        toastInfo(m.toast_deleted_on_device(), m.toast_deleted_when_online());
      } else if (serverUnreachable) {
        toastInfo(m.toast_deleted_on_device(), m.toast_deleted_when_server_back());
      } else {
        toastSuccess(m.toast_deleted(), m.toast_file_deleted());
      }
    } catch (error) {
      toastError(m.toast_delete_class_failed(), (await readApiError(error)).message);
    }
  }

  async function dismiss(selection: Selection) {
    await (await import('#pwa/lib/outbox/outbox.ts')).dismissOutboxEntry(selection._id);
  }

  return (
    <div className="space-y-6">
      <title>{m.meta_page_title({ page: m.dashboard_menu_selected_classes() })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl sm:text-3xl">{m.dashboard_menu_selected_classes()}</h1>
          <p className="mt-1 text-slate-600">{m.selection_intro()}</p>
        </div>
        {payable.length > 0 && (
          <div className="flex w-full items-center justify-between gap-4 rounded-card border border-emerald-200 bg-white px-4 py-3 shadow-sm sm:w-auto">
            <p className="text-sm text-slate-600">
              {payable.length === 1
                ? m.selection_total_one({ count: format.count(payable.length) })
                : m.selection_total_other({ count: format.count(payable.length) })}
              <span className="block text-xl font-extrabold text-emerald-800 tabular">{total}</span>
              {currencies > 1 && (
                <span className="block max-w-64 text-xs text-slate-600">
                  {m.selection_totals_note()}
                </span>
              )}
            </p>
            <Button asChild>
              <Link to={paths.dashboard.payment}>
                <CreditCardIcon aria-hidden="true" />
                {m.selection_pay()}
              </Link>
            </Button>
          </div>
        )}
      </div>

      {query.isPending && selections.length === 0 ? (
        <div className="space-y-3" aria-busy="true" aria-label={m.selection_loading()}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20 w-full rounded-card" />
          ))}
        </div>
      ) : query.isError && selections.length === 0 ? (
        <ErrorState
          title={m.selection_error_title()}
          message={errorMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : selections.length === 0 ? (
        <EmptyState
          icon={<ShoppingBasketIcon />}
          title={m.selection_empty_title()}
          description={m.selection_empty_text()}
          action={
            <Button asChild>
              <Link to={localePath(paths.classes)}>{m.dashboard_browse_classes()}</Link>
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
