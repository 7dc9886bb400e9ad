import { BanknoteIcon, LandmarkIcon } from 'lucide-react';
import type { RecordedPaymentGateway } from '#shared/schemas/payment.ts';
import { cn } from '#pwa/lib/styling/utils.ts';

// Our own small drawings, never the brands' logo files: a mark beside each way to pay, in the
// brand's colour where it has one everyone knows (bKash's pink), neutral otherwise. Decorative:
// the option's text names it, so each is hidden from screen readers.

const WORDMARK_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * bKash: a folded-paper kite in a pink tile, and the word in the same pink; `compact` is the tile
 * alone, beside a text that names bKash already.
 */
function BkashMark({ className, compact }: { className?: string; compact: boolean }) {
  if (compact) {
    return (
      <svg viewBox="0 0 28 28" role="presentation" aria-hidden="true" className={className}>
        <BkashTile />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 88 28" role="presentation" aria-hidden="true" className={className}>
      <BkashTile />
      <text
        x="33"
        y="19.5"
        fill="#E2136E"
        fontFamily={WORDMARK_FONT}
        fontSize="16"
        fontWeight="800"
        textLength="53"
        lengthAdjust="spacingAndGlyphs"
      >
        bKash
      </text>
    </svg>
  );
}

function BkashTile() {
  return (
    <>
      <rect width="28" height="28" rx="7" fill="#E2136E" />
      <path d="M6 13.5 20.5 6l-3.2 16-4.6-5.3z" fill="#fff" />
      <path d="m12.7 16.7 7.8-10.7-4.9 13.8z" fill="#F8C7DB" />
    </>
  );
}

/** A card with a wallet in front of it, for SSLCommerz's page of many ways to pay. */
function SslcommerzMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 28 28" role="presentation" aria-hidden="true" className={className}>
      <rect x="2" y="4" width="20" height="13" rx="2.5" fill="#CBD5E1" />
      <rect x="2" y="7.5" width="20" height="2.5" fill="#64748B" />
      <rect x="7" y="11" width="19" height="13" rx="3" fill="#334155" />
      <rect x="18" y="15" width="8" height="5" rx="1.5" fill="#0F766E" />
      <circle cx="21" cy="17.5" r="1.1" fill="#fff" />
    </svg>
  );
}

/** A plain card, for paying by card on this page. */
function CardMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 28 28" role="presentation" aria-hidden="true" className={className}>
      <rect x="2" y="6" width="24" height="16" rx="3" fill="#047857" />
      <rect x="2" y="10" width="24" height="3" fill="#064E3B" />
      <rect x="5" y="16" width="6" height="3" rx="1" fill="#FCD34D" />
    </svg>
  );
}

/**
 * The mark of a way to pay, at the height of a line of text (its width follows its drawing);
 * `compact` beside a text that names the method (bKash ••• 1234): bKash's tile without its word.
 */
export function GatewayMark({
  gateway,
  className,
  compact = false,
}: {
  gateway: RecordedPaymentGateway;
  className?: string;
  compact?: boolean;
}) {
  const size = cn('h-7 shrink-0', className);
  // Taken at the desk: the money itself, or the bank (decision 040).
  if (gateway === 'cash') {
    return (
      <BanknoteIcon
        aria-hidden="true"
        className={cn(size, 'aspect-square w-auto text-emerald-700')}
      />
    );
  }
  if (gateway === 'bank_transfer') {
    return (
      <LandmarkIcon
        aria-hidden="true"
        className={cn(size, 'aspect-square w-auto text-slate-700')}
      />
    );
  }
  if (gateway === 'bkash') {
    return <BkashMark compact={compact} className={cn(size, compact ? 'w-auto' : 'w-[5.5rem]')} />;
  }
  if (gateway === 'sslcommerz') return <SslcommerzMark className={cn(size, 'w-auto')} />;
  return <CardMark className={cn(size, 'w-auto')} />;
}
