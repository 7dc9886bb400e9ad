import { Navigate } from 'react-router';
import { DASHBOARD_HOME } from '#pwa/components/layout/dashboard-menu.ts';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';

/** /dashboard itself: each role lands on its first page. */
export function Component() {
  const { role, roleLoading } = useAuth();
  if (roleLoading || !role) return <Skeleton className="h-64 w-full" />;
  return <Navigate to={DASHBOARD_HOME[role]} replace />;
}
