import { LogOutIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Button, buttonVariants } from '#pwa/components/ui/button.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';
import { useLocalePath } from '#pwa/lib/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** Signed out: Login. Signed in: the avatar (title = display name) and Logout (spec section 2). */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, loading, logout } = useAuth();
  const navigate = useNavigate();
  const localePath = useLocalePath();

  // Until the app knows who is asking (the page's HTML, then its start), the Login button's own
  // room in this language, empty: a visitor's Login then takes it without moving the row (CLS 0;
  // a skeleton of another size moved the header's right-hand items at xl).
  if (loading && !user)
    return (
      <span aria-hidden="true" className={buttonVariants({ className: 'invisible' })}>
        {m.nav_login()}
      </span>
    );

  if (!user) {
    return (
      <Button asChild>
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
