import { LogOutIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

// Loaded when Logout is pressed: the check for waiting changes and the dialog that warns of them.
const loadWarning = () => import('./sign-out-warning.tsx');
type WarningModule = Awaited<ReturnType<typeof loadWarning>>;
type Warning = {
  Dialog: WarningModule['SignOutWarning'];
  changes: Awaited<ReturnType<WarningModule['findWaitingChanges']>>;
};

/**
 * Signed out: Login. Signed in: the avatar (title = display name) and Logout (product.md §2).
 * Logout with changes still waiting on this device asks first (sign-out-warning.tsx): they stay
 * here, sent only when this person signs in again.
 */
export function UserMenu({
  onNavigate,
  onSignOut,
  compact = false,
}: {
  /** The Login link's click handler (the phone menu's: close, then navigate). */
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** Called as the sign-out starts (the phone menu closes). */
  onSignOut?: () => void;
  /** In the header's row: narrower on a phone, where the widest row must still fit the brand's mark. */
  compact?: boolean;
}) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [warning, setWarning] = React.useState<Warning | null>(null);
  const [warningOpen, setWarningOpen] = React.useState(false);
  const checking = React.useRef(false);
  const logoutButton = React.useRef<HTMLButtonElement>(null);

  // A visitor's Login, and the same link until the app knows who is asking: it is in the page's
  // HTML, so it works before the app has started (or when its code never comes), and the app
  // keeps it as it is (the same element: no layout shift, decision 028). A session, once known,
  // replaces it with the user menu. Sign-in pages have one path, in the reader's language.
  if (!user) {
    return (
      <Button asChild className={cn(compact && 'max-sm:px-3')}>
        <Link to={paths.login} onClick={onNavigate}>
          {m.nav_login()}
        </Link>
      </Button>
    );
  }

  const email = user.email;
  const name = user.displayName ?? email;

  const signOut = () => {
    onSignOut?.();
    void logout().then(() => navigate(localePath(paths.home)));
  };

  /** Signs out at once when nothing waits; else opens the warning (the menu stays open under it). */
  const askFirst = async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      const { SignOutWarning, findWaitingChanges } = await loadWarning();
      const changes = await findWaitingChanges(email);
      if (changes.entries.length > 0) {
        setWarning({ Dialog: SignOutWarning, changes });
        setWarningOpen(true);
        return;
      }
    } catch (error) {
      // The outbox could not be read (its code not saved on this device): sign out as before.
      console.warn('Could not look for changes waiting on this device', error);
    } finally {
      checking.current = false;
    }
    signOut();
  };

  return (
    <div className="flex items-center gap-3">
      <Avatar title={name}>
        {user.photoURL && (
          <AvatarImage src={user.photoURL} alt={name} referrerPolicy="no-referrer" />
        )}
        <AvatarFallback>{initials(user.displayName, user.email)}</AvatarFallback>
      </Avatar>
      <Button ref={logoutButton} variant="outline" onClick={() => void askFirst()}>
        <LogOutIcon aria-hidden="true" />
        {m.nav_logout()}
      </Button>
      {warning && (
        <warning.Dialog
          open={warningOpen}
          onOpenChange={setWarningOpen}
          changes={warning.changes}
          onSignOut={signOut}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            logoutButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
