import { MenuIcon } from 'lucide-react';
import * as React from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '#pwa/components/ui/button.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { whenIdle } from '#pwa/lib/timing/idle.ts';
import { lazyComponent } from '#pwa/lib/timing/lazy-component.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { Brand } from './brand.tsx';
import { isSectionLink, NAV_ITEMS, type NavItem } from './nav-links.ts';
import { InstallButton } from './install-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { loadedAfterFirstRender } from './loaded-after-first-render.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The connection pill has nothing to show in a page's first paint (the server cannot know the
 * reader is offline, and the count of waiting changes is in IndexedDB): its code (with its icons
 * and the outbox's status) comes after the first render, out of the first-paint
 * budget (decision 028).
 */
const OnlineStatusPill = loadedAfterFirstRender(
  async () => (await import('./online-status-pill.tsx')).OnlineStatusPill,
);

function NavItemLink({
  item,
  className,
  onNavigate,
}: {
  item: NavItem;
  className?: string;
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const base = 'rounded-md px-3 py-2 transition-colors hover:text-emerald-700';
  const localePath = useLocalePath();
  if (isSectionLink(item)) {
    return (
      <Link
        to={localePath(item.to)}
        onClick={onNavigate}
        className={cn(base, 'font-medium text-slate-700', className)}
      >
        {item.label()}
      </Link>
    );
  }
  return (
    <NavLink
      to={localePath(item.to)}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(base, isActive ? 'font-bold text-emerald-700' : 'font-medium text-slate-700', className)
      }
    >
      {item.label()}
    </NavLink>
  );
}

// The phone menu (a sheet) loads at the first idle moment where its button shows, so a tap does
// not wait for its code (its chunks came on the tap, a round trip each, before): desktop visitors
// never download it (decision 053). Once its code is in, it is rendered ahead, hidden (the
// sheet's own), so the tap only shows it. A lazyComponent, not React.lazy: React.lazy would
// suspend on its first render even with the code in.
const MobileMenu = lazyComponent(async () => (await import('./mobile-menu.tsx')).MobileMenu);

/** A link of the phone menu; `onNavigate` closes the menu and navigates (mobile-menu.tsx). */
const renderMenuItem = (
  item: NavItem,
  onNavigate: (event: React.MouseEvent<HTMLAnchorElement>) => void,
) => <NavItemLink item={item} onNavigate={onNavigate} className="block px-2 py-3" />;
const renderMenuFooter: React.ComponentProps<typeof MobileMenu>['footer'] = ({
  close,
  onNavigate,
}) => <UserMenu onNavigate={onNavigate} onSignOut={close} />;

/**
 * The site's header. `bell`: the signed-in person's notifications (the app composes the feature
 * in, pwa/app/router.tsx), shown once in both rows, between the settings and the account.
 */
export function Navbar({ bell }: { bell?: React.ReactNode }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  // Kept from render to render, as are the menu's other props: the menu, rendered ahead, then
  // does not render its links again when a tap opens it.
  const items = React.useMemo(
    () => NAV_ITEMS.filter((item) => !item.signedInOnly || signedIn),
    [signedIn],
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white">
      {/* Brand left, the rest right, and from xl the links in the middle of the page (the brand's
          box and the right-hand one share the row equally there, the right-hand one never
          narrower than what it holds). The brand takes the room left; it may wrap its two words,
          then show only its mark; nothing else shrinks: the widest row (offline, changes
          waiting, Install, the bell) must fit 360 px, and 1280 px beside the links. */}
      <div className="container-page flex h-16 items-center justify-between gap-2 xl:gap-3">
        <Brand shrinkToMark />
        <nav aria-label={m.nav_main()} className="hidden xl:block">
          <ul className="flex items-center gap-1 text-[15px]">
            {items.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        {/* The Install button comes a moment after the first paint (when the browser offers the
            install): it must take room nothing else uses, so it sits first in a row packed to the
            right whose own box does not move. From xl that row is the right-hand box, whose
            width is its share of the header; below xl the box dissolves (contents) and its items
            sit in the header's row, after the brand, which gives up the room. */}
        <div className="contents xl:flex xl:flex-1 xl:basis-0 xl:items-center xl:justify-end xl:gap-3">
          <InstallButton labelClassName="max-sm:sr-only" className="max-sm:px-2" />
          <div className="hidden items-center gap-3 xl:flex">
            <OnlineStatusPill />
            <LanguageSwitch />
          </div>
          <div className="flex shrink-0 items-center gap-2 xl:hidden">
            <OnlineStatusPill compact />
            <LanguageSwitch compact />
          </div>
          {bell}
          {/* A visitor's Login is in the row at every width (the page's HTML has it, so it works
              before the app has started); a signed-in person's menu is here from xl, and below
              xl in the phone menu. */}
          <div className={user ? 'hidden xl:flex' : 'flex'}>
            <UserMenu compact />
          </div>
          <PhoneMenu items={items} />
        </div>
      </div>
    </header>
  );
}

/**
 * The phone menu's button and its sheet, with the state of both: opening or closing the menu
 * renders these alone, not the header around them, so the tap's task holds only the menu's work.
 */
function PhoneMenu({ items }: { items: readonly NavItem[] }) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [menuLoaded, setMenuLoaded] = React.useState(false);
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const loadMobileMenu = React.useCallback(() => {
    MobileMenu.load().then(
      () => setMenuLoaded(true),
      () => undefined,
    );
  }, []);
  React.useEffect(
    () =>
      whenIdle(() => {
        if (menuButton.current?.getClientRects().length) loadMobileMenu();
      }),
    [loadMobileMenu],
  );
  return (
    <>
      <Button
        ref={menuButton}
        variant="ghost"
        size="icon"
        className="[&_svg]:size-6 xl:hidden"
        aria-label={m.nav_open_menu()}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onPointerEnter={loadMobileMenu}
        onFocus={loadMobileMenu}
        onClick={() => setMenuOpen(true)}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      {(menuOpen || menuLoaded) && (
        <React.Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onCloseAutoFocus={() => menuButton.current?.focus()}
            items={items}
            renderItem={renderMenuItem}
            footer={renderMenuFooter}
          />
        </React.Suspense>
      )}
    </>
  );
}
