// "Calendar subscription": the student's private feed URL (decision 024), to copy or open in the
// calendar app (webcal:), and to replace behind a confirmation that the old URL stops. The URL
// is saved with the other student queries, so it shows offline; making or replacing one needs
// the server, so those buttons are disabled offline with a note. A family's feed holds every
// member's sessions; the reader can pick one member's feed instead (a child's own calendar).
import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#pwa/components/ui/card.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { Label } from '#pwa/components/ui/label.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { toastError, toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { CalendarFeed } from '#shared/schemas/calendar.ts';
import { useCalendarFeed, useReplaceCalendarFeed } from '../api/calendar-feed.ts';

export function CalendarSubscription() {
  const feed = useCalendarFeed();
  const replace = useReplaceCalendarFeed();
  const connection = useConnectionRequired();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const make = (replacing: boolean) =>
    replace.mutate(undefined, {
      onSuccess: () => {
        if (replacing) toastSuccess(m.calendar_subscription_replaced());
      },
      onError: async (error) => toastError((await readApiError(error)).message),
    });
  const busy = replace.isPending || connection.offline;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <CalendarSync aria-hidden="true" className="size-5 text-emerald-700" />
          {m.calendar_subscription_title()}
        </CardTitle>
        <CardDescription>{m.calendar_subscription_intro()}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {feed.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : feed.data ? (
          <FeedAddress feed={feed.data} />
        ) : feed.isError ? (
          <p className="text-sm font-medium text-destructive">
            {m.calendar_subscription_load_failed()}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{m.calendar_subscription_none()}</p>
        )}
        {!feed.isPending && !(feed.isError && !feed.data) && (
          <div className="flex flex-wrap items-center gap-2">
            {feed.data ? (
              <Button
                variant="ghost"
                onClick={() => setConfirming(true)}
                disabled={busy}
                aria-describedby={connection.describedBy}
              >
                <RefreshCw aria-hidden="true" />
                {m.calendar_subscription_replace()}
              </Button>
            ) : (
              <Button
                onClick={() => make(false)}
                disabled={busy}
                aria-describedby={connection.describedBy}
              >
                {m.calendar_subscription_create()}
              </Button>
            )}
          </div>
        )}
        <NeedsConnectionNote id={connection.noteId} action={m.calendar_subscription_action()} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => make(true)}
        title={m.calendar_subscription_replace_title()}
        description={m.calendar_subscription_replace_body()}
        confirmLabel={m.calendar_subscription_replace_confirm()}
        cancelLabel={m.calendar_subscription_keep()}
      />
    </Card>
  );
}

/**
 * The URL to read and copy, and the webcal: link that opens the calendar app; for a family, first
 * whose sessions the feed holds.
 */
function FeedAddress({ feed: family }: { feed: CalendarFeed }) {
  const inputId = useId();
  const whoseId = useId();
  const [whose, setWhose] = useState('');
  const feed = family.members?.find((member) => member.id === whose) ?? family;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      toastSuccess(m.calendar_subscription_copied());
    } catch {
      toastError(m.calendar_subscription_copy_failed());
    }
  };
  return (
    <>
      {family.members && (
        <div className="grid gap-1.5">
          <Label htmlFor={whoseId}>{m.calendar_subscription_whose()}</Label>
          <NativeSelect
            id={whoseId}
            value={whose}
            onChange={(event) => setWhose(event.target.value)}
          >
            <option value="">{m.calendar_subscription_family()}</option>
            {family.members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>{m.calendar_subscription_url_label()}</Label>
        <Input
          id={inputId}
          readOnly
          value={feed.url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <p className="text-xs text-muted-foreground">{m.calendar_subscription_private()}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {m.calendar_subscription_copy()}
        </Button>
        <Button asChild>
          <a href={feed.webcalUrl}>
            <CalendarSync aria-hidden="true" />
            {m.calendar_subscription_subscribe()}
          </a>
        </Button>
      </div>
    </>
  );
}
