// What a reader does with a receipt: choose the paper, print it, download the server's PDF.
import { Download, Printer } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getReceiptPdf } from '../api/get-receipt.ts';
import type { ReceiptPaper } from './receipt-print.tsx';

type ReceiptActionsProps = {
  paymentId: string;
  number: string;
  paper: ReceiptPaper;
  onPaperChange: (paper: ReceiptPaper) => void;
};

export function ReceiptActions({ paymentId, number, paper, onPaperChange }: ReceiptActionsProps) {
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-card border border-border bg-slate-50 p-4">
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">{m.receipt_paper()}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {(['a4', 'roll'] as const).map((choice) => (
            <label key={choice} className="inline-flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name="receipt-paper"
                value={choice}
                checked={paper === choice}
                onChange={() => onPaperChange(choice)}
                className="size-4 accent-emerald-700"
              />
              {choice === 'a4' ? m.receipt_paper_a4() : m.receipt_paper_roll()}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {m.receipt_print()}
        </Button>
        <DownloadPdfButton paymentId={paymentId} number={number} />
      </div>
    </div>
  );
}

function DownloadPdfButton({ paymentId, number }: { paymentId: string; number: string }) {
  const { locale } = useLocale();
  const connection = useConnectionRequired();
  const [busy, setBusy] = React.useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const pdf = await getReceiptPdf(paymentId, locale);
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${number}.pdf`;
      link.click();
      // The click has handed the file over; the URL is not needed after this task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      toast.error(m.receipt_download_failed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        onClick={() => void download()}
        disabled={connection.offline || busy}
        aria-describedby={connection.describedBy}
        aria-busy={busy}
      >
        <Download aria-hidden="true" />
        {m.receipt_download()}
      </Button>
      <NeedsConnectionNote id={connection.noteId} action={m.receipt_pdf_action()} />
    </div>
  );
}
