// What a student sees on a full class in place of Select: Join waitlist, through the outbox (it
// also works offline: the join waits on this device and shows "Waiting to sync"). A parent first
// says for whom, with the dialog Select asks with (decision 049).
import { ListPlusIcon } from 'lucide-react';
import * as React from 'react';
import {
  usePressOnceFamilyKnown,
  type Participant,
} from '#pwa/components/family/class-candidates.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastError, toastInfo, toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import type { EarlyPressed } from '#pwa/lib/auth/early-press.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import { useJoinWaitlist } from '../api/change-waitlist.ts';
import { useWaitlistCandidates } from '../api/use-waitlist-candidates.ts';

// Loaded when a parent first presses Join waitlist: most accounts never see it.
const ParticipantDialog = React.lazy(() =>
  import('#pwa/components/family/participant-dialog.tsx').then((module) => ({
    default: module.ParticipantDialog,
  })),
);

type JoinWaitlistButtonProps = {
  item: Class;
  /**
   * What was pressed before it was known who is asking (the visitor's button of the page's
   * HTML): a Join waitlist is done as this button appears, a Select dropped (the composer's
   * useEarlyPress).
   */
  pressedEarly?: EarlyPressed | null;
  /** Called as that press is done or dropped, once. */
  onEarlyPressTaken?: () => void;
};

export function JoinWaitlistButton({
  item,
  pressedEarly,
  onEarlyPressTaken,
}: JoinWaitlistButtonProps) {
  const { user, role } = useAuth();
  const email = user?.email ?? '';
  const join = useJoinWaitlist(email);
  const studentEmail = role === 'student' ? email || null : null;
  const { candidates, familyKnown } = useWaitlistCandidates(item._id, studentEmail);
  const [askingWho, setAskingWho] = React.useState(false);
  const hintId = React.useId();

  /** A parent first says for whom; an account without children joins at once, for itself. */
  function start() {
    if (candidates.length > 0) return setAskingWho(true);
    void joinLine(null);
  }
  const { press, waiting } = usePressOnceFamilyKnown(familyKnown, start);
  const takeEarlyPress = React.useEffectEvent(() => {
    onEarlyPressTaken?.();
    if (pressedEarly === 'join') press();
  });
  React.useEffect(() => {
    if (pressedEarly) takeEarlyPress();
  }, [pressedEarly]);

  async function joinLine(participant: Participant) {
    try {
      const { queued } = await join.mutateAsync({
        classId: item._id,
        className: item.Name,
        participant,
      });
      if (!queued) toastSuccess(m.waitlist_joined(), m.waitlist_joined_text());
      else
        toastInfo(
          m.waitlist_saved_on_device(),
          navigator.onLine ? m.waitlist_join_when_server_back() : m.waitlist_join_when_online(),
        );
    } catch (error) {
      toastError(m.waitlist_join_failed(), (await readApiError(error)).message);
    }
  }

  return (
    <div className="space-y-1.5">
      <Button
        className="w-full"
        disabled={!user?.email || join.isPending || waiting}
        aria-describedby={hintId}
        onClick={press}
      >
        <ListPlusIcon aria-hidden="true" />
        {join.isPending || waiting ? m.waitlist_joining() : m.waitlist_join()}
      </Button>
      <p id={hintId} className="text-center text-xs text-slate-600">
        {m.waitlist_full_hint()}
      </p>
      {askingWho && (
        <React.Suspense>
          <ParticipantDialog
            purpose="waitlist"
            className={item.Name}
            email={email}
            candidates={candidates}
            onCancel={() => setAskingWho(false)}
            onChoose={(chosen) => {
              setAskingWho(false);
              void joinLine(chosen);
            }}
          />
        </React.Suspense>
      )}
    </div>
  );
}
