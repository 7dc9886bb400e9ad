import { CloudCheckIcon, CloudOffIcon, CloudUploadIcon, RefreshCwIcon } from 'lucide-react';
import * as React from 'react';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useNumbers } from '#pwa/lib/i18n/locale.tsx';
import { useOutboxStatus } from '#pwa/lib/outbox/use-outbox-status.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { usePanelLoadedOnOpen } from '#pwa/lib/timing/use-panel-loaded-on-open.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * What a screen reader hears when the state changes ('' when all is well), in the page's language;
 * `count` writes the number in the reader's digits.
 */
export function statusSentence(
  online: boolean,
  waiting: number,
  count: (value: number) => string = String,
): string {
  const changes = { count: count(waiting) };
  const queued =
    waiting === 0
      ? ''
      : waiting === 1
        ? m.status_changes_waiting_one(changes)
        : m.status_changes_waiting_other(changes);
  if (!online) return queued ? m.status_offline_with({ waiting: queued }) : m.status_offline();
  return queued;
}

// The list of the changes on this device (a popover) loads when the person first opens it.
const loadPopover = async () => (await import('./queued-changes-popover.tsx')).QueuedChangesPopover;

/**
 * The navigation bar's connection indicator: 'Offline', 'Offline · 2 waiting', 'Syncing…' while
 * the outbox is sent, '2 waiting' while the server does not answer; nothing when all is well.
 * Sky and slate, not red: offline is not an error (product.md §9). The visible pill is for the
 * eyes; the
 * screen-reader text sits in a polite live region that stays mounted (a region added together
 * with its text is often not announced) and changes only when the sentence does, so a retry
 * every few seconds does not chatter. For a signed-in person the pill is a button that opens the
 * list of their changes on this device (queued-changes-popover.tsx), named by the same sentence.
 */
export function OnlineStatusPill({
  compact = false,
  className,
}: {
  /** The navbar's row below xl: on phones (< 640 px) the count without words. */
  compact?: boolean;
  className?: string;
}) {
  const online = useOnlineStatus();
  // The live region is mounted empty and given its sentence in the next commit: the pill mounts
  // after the page's first render (navbar.tsx), perhaps offline already, and a region added
  // together with its text is often not announced.
  const [regionMounted, setRegionMounted] = React.useState(false);
  React.useEffect(() => setRegionMounted(true), []);
  const { user } = useAuth();
  const { waiting, sending } = useOutboxStatus(user?.email);
  // Offline before the service worker had saved the list's code: the pill stays as it is.
  const popover = usePanelLoadedOnOpen(loadPopover);
  const { open, Panel: Popover, shown } = popover;
  const button = React.useRef<HTMLButtonElement>(null);
  const contentId = React.useId();
  const syncing = online && sending;
  const format = useNumbers();
  const sentence = statusSentence(online, waiting, format.count);
  const count = format.count(waiting);

  // `compact` (the navbar's narrower rows) keeps the icon and the count on phones: 'Offline · 2
  // waiting' shows as '⊘ 2' there, and 'Offline' or 'Syncing…' as the icon alone. The words stay
  // in the DOM; the title and the live region say it all.
  const words = compact ? 'max-sm:hidden' : 'max-2xl:hidden';
  let label: React.ReactNode = null;
  if (!online && waiting > 0) {
    label = (
      <>
        <span className={compact ? words : undefined}>{m.status_offline()} · </span>
        {count}
        <span className={words}> {m.status_waiting()}</span>
      </>
    );
  } else if (!online) label = m.status_offline();
  else if (syncing) label = m.status_syncing();
  else if (waiting > 0) {
    label = (
      <>
        {count}
        <span className={words}> {m.status_waiting()}</span>
      </>
    );
  }

  // The list stays anchored while open: when its last change is sent, the pill says so.
  const allSent = !label && open;
  if (allSent) label = m.status_all_sent();

  const Icon = allSent
    ? CloudCheckIcon
    : !online
      ? CloudOffIcon
      : syncing
        ? RefreshCwIcon
        : CloudUploadIcon;
  const onlyWords = waiting === 0;
  const pill = label && (
    <span
      aria-hidden="true"
      title={sentence || undefined}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        online
          ? 'border-slate-200 bg-slate-50 text-slate-700'
          : 'border-sky-200 bg-sky-50 text-sky-800',
        className,
      )}
    >
      <Icon
        className={cn('size-3.5', syncing && 'animate-spin motion-reduce:animate-none')}
        aria-hidden="true"
      />
      <span className={compact && onlyWords ? words : undefined}>{label}</span>
    </span>
  );

  const email = user?.email;

  return (
    <>
      <span role="status" className="sr-only">
        {regionMounted ? sentence : ''}
      </span>
      {pill && !email && pill}
      {pill && email && (
        <button
          ref={button}
          type="button"
          aria-label={
            sentence ? m.outbox_list_show_with({ status: sentence }) : m.outbox_list_show()
          }
          aria-haspopup="dialog"
          aria-expanded={shown}
          aria-controls={shown ? contentId : undefined}
          onPointerEnter={popover.preload}
          onFocus={popover.preload}
          onClick={popover.toggle}
          className="shrink-0 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-2 [&>span]:transition-colors [&>span]:hover:border-slate-300 [&>span]:hover:bg-white"
        >
          {pill}
        </button>
      )}
      {Popover && email && (
        <Popover
          email={email}
          button={button}
          contentId={contentId}
          open={open}
          onOpenChange={popover.setOpen}
        />
      )}
    </>
  );
}
