import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { pathOf } from '#shared/pages/path-pattern.ts';

/**
 * A payment's receipt page, from Payment History, the admin's payments and the desk. Its name
 * holds its visible words, so a voice command of what is on screen finds it.
 */
export function ReceiptLink({
  paymentId,
  transactionId,
}: {
  paymentId: string;
  transactionId: string;
}) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to={pathOf(paths.dashboard.receipt, { id: paymentId })}
        aria-label={m.receipt_open_label({ id: transactionId })}
      >
        <FileText aria-hidden="true" />
        {m.receipt_open()}
      </Link>
    </Button>
  );
}
