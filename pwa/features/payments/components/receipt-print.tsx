// How a receipt prints: the paper alone, black on white, on A4 or on an 80 mm roll. The rules
// apply only while this page is mounted, so no other page's printing changes.
import { RECEIPT_PAPER_CLASS } from './receipt-view.tsx';

export type ReceiptPaper = 'a4' | 'roll';

const paper = `.${RECEIPT_PAPER_CLASS}`;

/**
 * In print, everything that neither holds the paper nor is in it goes (the navigation, the
 * buttons, the layout's chrome), and what holds it loses its boxes, so the paper starts the page.
 */
const PRINT_RULES = `
@media print {
  body *:not(:has(${paper})):not(${paper}):not(${paper} *) { display: none !important; }
  body, body *:has(${paper}) {
    display: block !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; max-width: none !important;
    width: auto !important; min-height: 0 !important; background: #fff !important;
  }
  ${paper} { border: 0 !important; box-shadow: none !important; border-radius: 0 !important; }
  ${paper}, ${paper} * { color: #000 !important; background: transparent !important; }
  ${paper} * { border-color: #000 !important; }
}`;

/** The sheet: A4 with a margin, or the roll's width (its length as the receipt needs). */
const PAGE_RULES: Record<ReceiptPaper, string> = {
  a4: `${paper} { max-width: none !important; } @page { size: A4; margin: 16mm; }`,
  roll: `${paper} { width: 72mm !important; max-width: 72mm !important; padding: 0 !important; }
  @page { size: 80mm 297mm; margin: 4mm; }`,
};

export function ReceiptPrintRules({ paper: chosen }: { paper: ReceiptPaper }) {
  return <style>{`${PRINT_RULES}\n@media print { ${PAGE_RULES[chosen]} }`}</style>;
}
