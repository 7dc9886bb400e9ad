import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useBell } from '../lib/use-bell.ts';
import { NotificationList } from './notification-list.tsx';
import { NotificationSettings } from './notification-settings.tsx';

/** /dashboard/notifications: the whole list, then the push settings. */
export function NotificationsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <SignedInList email={user.email} />
      <NotificationSettings />
    </div>
  );
}

function SignedInList({ email }: { email: string }) {
  return <NotificationList bell={useBell(email)} />;
}
