import { LockKeyholeIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type FromState } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { PromptDialog } from '#pwa/components/ui/prompt-dialog.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * product.md's dialog for a visitor who presses Select (or Join waitlist on a full class: then it
 * says so); login brings them back to this page. A PromptDialog, not Radix's Dialog, which
 * re-styles the whole page as it opens (decision 028).
 */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  forWaitlist = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  forWaitlist?: boolean;
}) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const state: FromState = { from: { pathname, search, hash } };
  return (
    <PromptDialog
      open={open}
      onOpenChange={onOpenChange}
      header={
        <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <LockKeyholeIcon className="size-6" aria-hidden="true" />
        </div>
      }
      title={forWaitlist ? m.selection_login_waitlist_title() : m.selection_login_title()}
      description={forWaitlist ? m.selection_login_waitlist_text() : m.selection_login_text()}
      actions={(close) => (
        <>
          <Button variant="outline" onClick={close}>
            {m.selection_not_now()}
          </Button>
          <Button onClick={() => navigate(paths.login, { state })}>
            {m.selection_go_to_login()}
          </Button>
        </>
      )}
    />
  );
}
