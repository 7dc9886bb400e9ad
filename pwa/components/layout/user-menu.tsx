import { LogOutIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** Signed out: Login. Signed in: the avatar (title = display name) and Logout (product.md §2). */
export function UserMenu({
  onNavigate,
  compact = false,
}: {
  onNavigate?: () => void;
  /** In the header's row: narrower on a phone, where the widest row must still fit the brand's mark. */
  compact?: boolean;
}) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const localePath = useLocalePath();

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

  const name = user.displayName ?? user.email;
  return (
    <div className="flex items-center gap-3">
      <Avatar title={name}>
        {user.photoURL && (
          <AvatarImage src={user.photoURL} alt={name} referrerPolicy="no-referrer" />
        )}
        <AvatarFallback>{initials(user.displayName, user.email)}</AvatarFallback>
      </Avatar>
      <Button
        variant="outline"
        onClick={() => {
          onNavigate?.();
          void logout().then(() => navigate(localePath(paths.home)));
        }}
      >
        <LogOutIcon aria-hidden="true" />
        {m.nav_logout()}
      </Button>
    </div>
  );
}
