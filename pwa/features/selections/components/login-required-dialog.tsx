import { LockKeyholeIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type FromState } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/** The spec's dialog for a visitor who presses Select; login brings them back to this page. */
export function LoginRequiredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const state: FromState = { from: { pathname, search, hash } };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader className="items-center sm:items-start">
          <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <LockKeyholeIcon className="size-6" aria-hidden="true" />
          </div>
          <DialogTitle>{m.selection_login_title()}</DialogTitle>
          <DialogDescription>{m.selection_login_text()}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{m.selection_not_now()}</Button>
          </DialogClose>
          <Button onClick={() => navigate(paths.login, { state })}>
            {m.selection_go_to_login()}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
