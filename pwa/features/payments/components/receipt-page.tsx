// One payment's receipt with its states: loading, not found (or not the reader's), an error with
// Retry, and the receipt with its actions. A receipt seen once responds from the saved copy.
import { FileX } from 'lucide-react';
import { HTTPError } from 'ky';
import * as React from 'react';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { NotSavedState } from '#pwa/components/feedback/not-saved-state.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { isNotSavedHere } from '#pwa/lib/storage/not-saved.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useReceipt } from '../api/get-receipt.ts';
import { ReceiptActions } from './receipt-actions.tsx';
import { ReceiptPrintRules, type ReceiptPaper } from './receipt-print.tsx';
import { ReceiptView } from './receipt-view.tsx';

/** Asking again will not find it: no such payment, someone else's, or no id at all. */
const isMissing = (error: unknown) =>
  error instanceof HTTPError && [400, 403, 404].includes(error.response.status);

export function ReceiptPage({ paymentId, back }: { paymentId: string; back: React.ReactNode }) {
  const query = useReceipt(paymentId);
  const [paper, setPaper] = React.useState<ReceiptPaper>('a4');
  if (query.isPending) {
    if (isNotSavedHere(query)) return <NotSavedState />;
    return (
      <div aria-busy="true" aria-label={m.receipt_loading()}>
        <Skeleton className="mx-auto h-[28rem] w-full max-w-3xl rounded-card" />
      </div>
    );
  }
  if (query.isError && isMissing(query.error)) {
    return (
      <EmptyState
        icon={<FileX />}
        title={m.receipt_missing_title()}
        description={m.receipt_missing_text()}
        action={back}
      />
    );
  }
  const receipt = query.data;
  // A receipt does not change: a refresh that failed keeps the one shown (the layout's note says
  // the server is not answering); only nothing to show is an error.
  if (receipt === undefined) {
    return (
      <ErrorState
        message={m.receipt_error()}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return (
    <div className="space-y-6">
      <ReceiptPrintRules paper={paper} />
      <ReceiptActions
        paymentId={paymentId}
        number={receipt.number}
        paper={paper}
        onPaperChange={setPaper}
      />
      <ReceiptView receipt={receipt} roll={paper === 'roll'} />
    </div>
  );
}
