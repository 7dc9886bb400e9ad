import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '#pwa/components/ui/button.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { authKeys, useAuth, type Role } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { DASHBOARD_HOME, ROLE_LABELS } from './dashboard-menu.ts';

const PAGE_FOR: Record<Role, () => string> = {
  admin: m.dashboard_page_for_admins,
  instructor: m.dashboard_page_for_instructors,
  frontdesk: m.dashboard_page_for_frontdesk,
  student: m.dashboard_page_for_students,
};

/**
 * Shows its children only to the given role(s); anyone else gets a clear refusal instead of an
 * empty table. The server enforces the same rule; this only explains it.
 */
export function RequireRole({
  role,
  children,
}: {
  role: Role | readonly Role[];
  children: React.ReactNode;
}) {
  const { role: current, roleLoading, user } = useAuth();
  const queryClient = useQueryClient();
  const allowed: readonly Role[] = typeof role === 'string' ? [role] : role;

  if (roleLoading) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={m.dashboard_checking_access()}>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (!current) {
    const retry = () => {
      if (user) void queryClient.refetchQueries({ queryKey: authKeys.role(user.email) });
    };
    return (
      <ErrorState
        title={m.dashboard_access_error_title()}
        message={m.dashboard_check_connection()}
        onRetry={retry}
      />
    );
  }
  if (allowed.includes(current)) return <>{children}</>;

  const first = allowed[0] ?? 'student';
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-card border border-amber-200 bg-amber-50/60 px-6 py-12 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ShieldAlertIcon className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl">{m.dashboard_not_available()}</h1>
      <p className="text-slate-700">
        {PAGE_FOR[first]()}{' '}
        {m.dashboard_signed_in_as({
          email: user?.email ?? m.dashboard_someone_else(),
          role: ROLE_LABELS[current](),
        })}
      </p>
      <Button asChild>
        <Link to={DASHBOARD_HOME[current]}>{m.dashboard_go_to_yours()}</Link>
      </Button>
    </div>
  );
}
