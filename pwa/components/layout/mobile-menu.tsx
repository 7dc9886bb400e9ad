import * as React from 'react';
import { useNavigate } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#pwa/components/ui/sheet.tsx';
import { afterNextPaint } from '#pwa/lib/timing/after-next-paint.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { NavItem } from './nav-links.ts';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: () => void;
  items: readonly NavItem[];
  /** A menu link; `onNavigate` is its click handler. */
  renderItem: (item: NavItem, onNavigate: MenuLinkClick) => React.ReactNode;
  /** Below the links: `onNavigate` for its links, `close` for its other actions. */
  footer: (menu: { close: () => void; onNavigate: MenuLinkClick }) => React.ReactNode;
};

type MenuLinkClick = (event: React.MouseEvent<HTMLAnchorElement>) => void;

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
  const navigate = useNavigate();
  // A plain tap closes the menu in the tap's own frame and navigates after it: the navigation's
  // same-document commit (the address, the history entry) otherwise came before that frame, and
  // on a busy phone the tap waited for it (decision 053). A tap with a modifier, or on a link with
  // its own target, is the browser's.
  const onNavigate: MenuLinkClick = React.useCallback(
    (event) => {
      const to = event.currentTarget.getAttribute('href');
      if (
        !to ||
        event.currentTarget.target ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      close();
      afterNextPaint(() => void navigate(to));
    },
    [close, navigate],
  );
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" onCloseAutoFocus={onCloseAutoFocus}>
        <MenuContent
          items={items}
          renderItem={renderItem}
          footer={footer}
          close={close}
          onNavigate={onNavigate}
        />
      </SheetContent>
    </Sheet>
  );
}

type MenuContentProps = Pick<MobileMenuProps, 'items' | 'renderItem' | 'footer'> & {
  close: () => void;
  onNavigate: MenuLinkClick;
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
  onNavigate,
}: MenuContentProps) {
  return (
    <>
      <SheetTitle>{m.nav_menu()}</SheetTitle>
      <SheetDescription className="sr-only">{m.nav_menu_description()}</SheetDescription>
      <nav aria-label={m.nav_main()}>
        <ul className="flex flex-col gap-1 text-base">
          {items.map((item) => (
            <li key={item.to}>{renderItem(item, onNavigate)}</li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto border-t border-slate-200 pt-4">{footer({ close, onNavigate })}</div>
    </>
  );
});
