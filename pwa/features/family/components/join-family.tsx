import { UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { SUCCESS_TOAST_MS } from '#pwa/lib/feedback/toasts.ts';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useAcceptInvitation } from '../api/family.ts';

/**
 * Accepting an invitation to be a guardian. The token is the link's fragment, which no server
 * sees; it is sent only when the person chooses to join.
 */
export function JoinFamily() {
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const connection = useConnectionRequired();
  const [failure, setFailure] = useState<string | null>(null);

  if (!token)
    return <EmptyState icon={<UsersIcon />} title={m.family_join_no_link()} className="py-10" />;

  const join = async () => {
    setFailure(null);
    try {
      await accept.mutateAsync(token);
      toast.success(m.family_join_done(), { duration: SUCCESS_TOAST_MS });
      await navigate(paths.dashboard.family, { replace: true });
    } catch (error) {
      setFailure((await readApiError(error)).message);
    }
  };
  return (
    <div className="grid max-w-xl gap-4 rounded-card border border-slate-200 bg-white p-6">
      <p className="text-slate-700">{m.family_join_intro()}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <NeedsConnectionNote id={connection.noteId} action={m.family_needs_connection()} />
      <Button
        className="justify-self-start"
        onClick={() => void join()}
        disabled={accept.isPending || connection.offline}
        aria-describedby={connection.describedBy}
      >
        {accept.isPending ? m.family_join_joining() : m.family_join_accept()}
      </Button>
    </div>
  );
}
