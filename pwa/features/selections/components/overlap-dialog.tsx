// Before a class is selected: the student's classes it meets at the same time as, with the first
// shared session in its venue's time. They may still go on.
import { TriangleAlert } from 'lucide-react';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { ConfirmDialog } from '#pwa/components/feedback/confirm-dialog.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import type { StudentOverlap } from '../lib/find-overlaps.ts';

type OverlapDialogProps = {
  item: Class;
  overlaps: StudentOverlap[];
  onSelectAnyway: () => void;
  onCancel: () => void;
};

export function OverlapDialog({ item, overlaps, onSelectAnyway, onCancel }: OverlapDialogProps) {
  const facts = useClassFacts();
  const format = useFormat();
  return (
    <ConfirmDialog
      open={overlaps.length > 0}
      // Closing in any way (Cancel, Escape, or after "Select anyway") ends the question.
      onOpenChange={(open) => !open && onCancel()}
      onConfirm={onSelectAnyway}
      confirmVariant="default"
      confirmLabel={m.overlap_select_anyway()}
      cancelLabel={m.overlap_cancel()}
      title={
        <span className="flex items-center gap-2">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
          {m.overlap_title()}
        </span>
      }
      description={overlaps.map((overlap) => (
        <div key={overlap.other._id}>
          <p>
            {m.overlap_text({
              name: item.Name,
              other: overlap.other.Name,
              how: overlap.how === 'enrolled' ? m.overlap_how_enrolled() : m.overlap_how_selected(),
            })}
          </p>
          <p className="mt-1 font-semibold text-slate-900">
            {facts.session(overlap.session, overlap.other.venue)} ({facts.zone(overlap.other.venue)}
            ){overlap.count > 1 && ` ${m.overlap_more({ count: format.count(overlap.count - 1) })}`}
          </p>
        </div>
      ))}
    />
  );
}
