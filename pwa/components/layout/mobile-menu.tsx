import type * as React from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#pwa/components/ui/sheet.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
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
      <SheetContent side="right" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetTitle>{m.nav_menu()}</SheetTitle>
        <SheetDescription className="sr-only">{m.nav_menu_description()}</SheetDescription>
        <nav aria-label={m.nav_main()}>
          <ul className="flex flex-col gap-1 text-base">
            {items.map((item) => (
              <li key={item.to}>{renderItem(item, close)}</li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-slate-200 pt-4">{footer(close)}</div>
      </SheetContent>
    </Sheet>
  );
}
