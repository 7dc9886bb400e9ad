// "Add to calendar": a plain download link of the class's .ics (GET /api/class/:id/calendar.ics),
// which the browser hands to the calendar app. Server-rendered on the class page, so no useId:
// the note's id comes from the class's. Offline the file cannot be fetched: a disabled button
// and a note saying why.
import { CalendarPlus } from 'lucide-react';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button, buttonVariants } from '#pwa/components/ui/button.tsx';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** The class's calendar file, on the API of the origin the app is served from. */
export const classCalendarHref = (classId: string) =>
  `/api/class/${encodeURIComponent(classId)}/calendar.ics`;

export function AddToCalendarLink({
  classId,
  size = 'default',
  className,
}: {
  classId: string;
  size?: 'default' | 'sm';
  className?: string;
}) {
  const online = useOnlineStatus();
  const noteId = `add-to-calendar-note-${classId}`;
  if (!online) {
    return (
      <div className={cn('grid gap-1.5', className)}>
        <Button variant="outline" size={size} disabled aria-describedby={noteId}>
          <CalendarPlus aria-hidden="true" />
          {m.calendar_add()}
        </Button>
        <NeedsConnectionNote id={noteId} action={m.calendar_add_action()} />
      </div>
    );
  }
  return (
    <a
      href={classCalendarHref(classId)}
      download
      className={cn(buttonVariants({ variant: 'outline', size }), className)}
    >
      <CalendarPlus aria-hidden="true" />
      {m.calendar_add()}
    </a>
  );
}
