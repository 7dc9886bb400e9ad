import * as React from 'react';
import { TicketIcon } from 'lucide-react';
import { SessionText } from '#pwa/components/class-facts/session-text.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#pwa/components/ui/dialog.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { isNotSavedHere } from '#pwa/lib/storage/not-saved.ts';
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { formatCode, passPayload } from '#shared/check-in/pass.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { ClassDetail } from '#shared/schemas/class.ts';
import type { Pass } from '#shared/schemas/check-in.ts';
import { usePasses } from '../api/passes.ts';
import { useWakeLock } from '../lib/use-wake-lock.ts';
import { lazyComponent } from '#pwa/lib/timing/lazy-component.tsx';

/** The class's sessions and venue (GET /api/class/:id), when known. */
type Detail = Pick<ClassDetail, 'sessions' | 'venue'> | undefined;

/** The session a pass is for now: the first one not over yet. */
// The QR encoder loads when a pass is opened: the class cards and pages that offer Show pass
// start without it (decision 053), and the service worker has it for offline.
const QrCode = lazyComponent(() => import('./qr-code.tsx').then((module) => module.QrCode));
const QR_SIZE = 'aspect-square w-[min(88vw,58vh,28rem)]';

function nextSession(detail: Detail, now: number) {
  return detail?.sessions.find((s) => s.status === 'scheduled' && Date.parse(s.endsAt) >= now);
}

function SessionLine({ detail }: { detail: Detail }) {
  const facts = useClassFacts();
  const now = Date.now();
  const session = nextSession(detail, now);
  if (!detail) return null;
  if (!session) return <p className="text-lg text-slate-800">{m.pass_no_session()}</p>;
  const venue = detail.venue;
  const today =
    facts.sessionDate(session.startsAt, venue) ===
    facts.sessionDate(new Date(now).toISOString(), venue);
  const zone = facts.zone(venue);
  return (
    <p className="text-lg font-semibold text-slate-900">
      {withElement(
        (when) => (today ? m.pass_today({ time: when }) : m.pass_next_session({ when })),
        <SessionText session={session} venue={venue} />,
      )}
      {zone && <span className="block text-base font-normal text-slate-700">({zone})</span>}
    </p>
  );
}

/** The pass itself: white, black and large, for a scanner at arm's length and for reading aloud. */
function PassFace({ pass, detail }: { pass: Pass; detail: Detail }) {
  const { user } = useAuth();
  const awake = useWakeLock(true);
  return (
    <div className="flex flex-col items-center gap-4 text-center text-black">
      <DialogTitle className="text-2xl font-extrabold break-words">{pass.className}</DialogTitle>
      {/* Whose pass: a child's name (decision 049), or the signed-in student's own. */}
      <DialogDescription className="text-xl font-semibold text-black">
        {pass.participantName || user?.displayName || user?.email}
      </DialogDescription>
      {/* Its place kept while the encoder loads: the code below it does not move. */}
      <React.Suspense fallback={<div className={`${QR_SIZE} bg-white`} />}>
        <QrCode
          text={passPayload(pass.classId, pass.token)}
          label={m.pass_qr_label({ className: pass.className })}
          className={QR_SIZE}
        />
      </React.Suspense>
      <SessionLine detail={detail} />
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {m.pass_code_label()}
        </p>
        <p data-testid="pass-code" className="font-mono text-4xl font-black tracking-[0.2em]">
          {formatCode(pass.code)}
        </p>
        <p className="mt-1 text-sm text-slate-700">{m.pass_code_hint()}</p>
      </div>
      {awake && <p className="text-xs text-slate-600">{m.pass_awake()}</p>}
    </div>
  );
}

/** "Show pass" on an enrolled class: the pass full screen, from the saved copy when offline. */
export function ShowPassButton({
  classId,
  participantId = null,
  participantName = null,
  name,
  detail,
  size = 'sm',
  variant = 'outline',
  className,
}: {
  classId: string;
  /** Whose pass: a child of the family; null for the student's own. */
  participantId?: string | null;
  participantName?: string | null;
  name: string;
  detail?: Detail;
  size?: 'default' | 'sm';
  variant?: 'default' | 'outline';
  className?: string;
}) {
  const dialog = useDialogState('pass');
  const { open, setOpen } = dialog;
  const passes = usePasses();
  const pass = passes.data?.find(
    (candidate) =>
      candidate.classId === classId && (candidate.participantId ?? null) === participantId,
  );
  return (
    <>
      <Button
        size={size}
        variant={variant}
        className={className}
        onClick={() => {
          void QrCode.load().catch(() => undefined);
          setOpen(true);
        }}
      >
        <TicketIcon aria-hidden="true" />
        {m.pass_show()}
        {/* Which class's, for a screen reader's list of buttons; the name starts with what shows. */}
        <span className="sr-only"> ({participantName ? `${name}, ${participantName}` : name})</span>
      </Button>
      <RowDialog dialog={dialog}>
        <Dialog open={open} onOpenChange={setOpen}>
          {/* One Close, the large one, kept in reach at the foot of the screen while scrolling:
              a second (the corner's) read the same to a screen reader. */}
          <DialogContent
            showCloseButton={false}
            className="top-0 left-0 h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 overflow-y-auto rounded-none border-0 bg-white p-5 sm:p-8"
          >
            <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
              {pass ? (
                <PassFace pass={pass} detail={detail} />
              ) : (
                <>
                  <DialogTitle>{m.pass_title({ className: name })}</DialogTitle>
                  <DialogDescription className="text-base text-slate-800">
                    {/* Offline with no saved copy, the load would last until the connection is back. */}
                    {passes.isError || isNotSavedHere(passes)
                      ? m.pass_error()
                      : passes.isPending
                        ? m.pass_loading()
                        : m.pass_not_found()}
                  </DialogDescription>
                </>
              )}
              <div className="sticky bottom-0 bg-white pt-2">
                <Button size="lg" className="w-full" onClick={() => setOpen(false)}>
                  {m.pass_close()}
                </Button>
              </div>
            </div>
          </DialogContent>
        </Dialog>
      </RowDialog>
    </>
  );
}
