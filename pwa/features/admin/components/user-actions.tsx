import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { User } from '#shared/schemas/user.ts';
import { useDeleteUser, useUpdateUserRole } from '../api/users.ts';
import {
  holdsRole,
  promotedToast,
  ROLE_BUTTON,
  ROLE_WORD,
  type PromotableRole,
} from '../lib/user-roles.ts';

async function toastFailure(error: unknown) {
  toast.error((await readApiError(error)).message);
}

/**
 * 'Make Admin' / 'Make Instructor', or the plain role word once the user holds it (product.md §4).
 */
export function RoleAction({ user, role }: { user: User; role: PromotableRole }) {
  const updateRole = useUpdateUserRole();
  const online = useOnlineStatus();
  if (holdsRole(user.role, role)) {
    return (
      <Badge variant={role === 'admin' ? 'default' : 'success'} className="capitalize">
        {ROLE_WORD[role]()}
      </Badge>
    );
  }
  const promote = () =>
    updateRole.mutate(
      { user, role },
      {
        onSuccess: () =>
          toast.success(promotedToast(user.name, role), { duration: SUCCESS_TOAST_MS }),
        onError: toastFailure,
      },
    );
  return (
    <Button
      size="sm"
      variant={role === 'admin' ? 'default' : 'outline'}
      onClick={promote}
      disabled={updateRole.isPending || !online}
      aria-label={`${ROLE_BUTTON[role]()}: ${user.name}`}
    >
      {ROLE_BUTTON[role]()}
    </Button>
  );
}

/** Delete with product.md's confirmation; an admin cannot delete their own account. */
export function DeleteUserAction({ user, isSelf }: { user: User; isSelf: boolean }) {
  // Mounted at its first opening: a closed one in every row weighed on the list's first render.
  const dialog = useDialogState('delete');
  const deleteUser = useDeleteUser();
  const online = useOnlineStatus();
  const confirm = () =>
    deleteUser.mutate(user, {
      onSuccess: () =>
        toast.success(m.toast_deleted(), {
          description: m.toast_user_deleted(),
          duration: SUCCESS_TOAST_MS,
        }),
      onError: toastFailure,
    });
  return (
    <>
      <Button
        size="sm"
        variant="destructive"
        onClick={() => dialog.setOpen(true)}
        disabled={isSelf || deleteUser.isPending || !online}
        title={isSelf ? m.admin_cannot_delete_self() : undefined}
        aria-label={m.dashboard_delete_named({ name: user.name })}
      >
        <Trash2 aria-hidden="true" />
        {m.dashboard_delete()}
      </Button>
      <RowDialog dialog={dialog}>
        <ConfirmDialog open={dialog.open} onOpenChange={dialog.setOpen} onConfirm={confirm} />
      </RowDialog>
    </>
  );
}
