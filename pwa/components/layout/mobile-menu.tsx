import * as React from 'react';
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
  const close = React.useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" onCloseAutoFocus={onCloseAutoFocus}>
        <MenuContent items={items} renderItem={renderItem} footer={footer} close={close} />
      </SheetContent>
    </Sheet>
  );
}

type MenuContentProps = Pick<MobileMenuProps, 'items' | 'renderItem' | 'footer'> & {
  close: () => void;
};

/**
 * What the menu shows. The menu is rendered ahead, hidden: a memo, so that opening it reveals
 * what is there instead of rendering the links again in the tap's task.
 */
const MenuContent = React.memo(function MenuContent({
  items,
  renderItem,
  footer,
  close,
}: MenuContentProps) {
  return (
    <>
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
    </>
  );
});
