import { LogOutIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Avatar, AvatarFallback, AvatarImage, initials } from '#pwa/components/ui/avatar.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { useAuth } from '#pwa/lib/auth.tsx';
import { useLocalePath } from '#pwa/lib/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** Signed out: Login. Signed in: the avatar (title = display name) and Logout (spec section 2). */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, loading, logout } = useAuth();
  const navigate = useNavigate();
  const localePath = useLocalePath();

  if (loading && !user) return <Skeleton className="h-10 w-24 rounded-lg" />;

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
