import type * as React from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#pwa/components/ui/sheet.tsx';
import type { NavItem } from './nav-links.ts';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: () => void;
  items: readonly NavItem[];
  renderItem: (item: NavItem, close: () => void) => React.ReactNode;
  footer: (close: () => void) => React.ReactNode;
};

/** The main navigation in a sheet for phones and tablets (loaded lazily by the navbar). */
export function MobileMenu({
  open,
  onOpenChange,
  onCloseAutoFocus,
  items,
  renderItem,
  footer,
}: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseAutoFocus();
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Pages of Sports Academy</SheetDescription>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1 text-base">
            {items.map((item) => (
              <li key={item.label}>{renderItem(item, close)}</li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-slate-200 pt-4">{footer(close)}</div>
      </SheetContent>
    </Sheet>
  );
}
