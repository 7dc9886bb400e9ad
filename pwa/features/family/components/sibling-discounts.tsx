import { BadgePercent } from 'lucide-react';
import { useState } from 'react';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useConnectionRequired } from '#pwa/lib/device/use-online-status.ts';
import { toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { VENUE_TEXTS } from '#shared/classes/class-texts.ts';
import type { Venue } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { SIBLING_DISCOUNT_MAX_PERCENT } from '#shared/payments/sibling-discount.ts';
import { siblingDiscountInputSchema } from '#shared/schemas/family.ts';
import { useSetSiblingDiscount, useSiblingDiscounts } from '../api/family.ts';

/**
 * Each branch's sibling discount (decision 051), set by an admin: the percentage off each class
 * of a family's second and later child at the branch in the same month. One branch is saved at a
 * time, checked with the API's own schema; the server's refusal is shown at its field.
 */
export function SiblingDiscounts() {
  const rules = useSiblingDiscounts();
  const format = useFormat();
  return (
    <section
      aria-labelledby="sibling-discounts-title"
      className="grid gap-4 rounded-card border border-border bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <BadgePercent aria-hidden="true" className="mt-1 size-5 shrink-0 text-emerald-700" />
        <div className="space-y-1">
          <h2 id="sibling-discounts-title" className="text-lg font-bold text-slate-900">
            {m.sibling_discounts_title()}
          </h2>
          <p className="text-sm text-slate-600">
            {m.sibling_discounts_intro({ max: format.count(SIBLING_DISCOUNT_MAX_PERCENT) })}
          </p>
        </div>
      </div>
      {rules.isPending ? (
        <div aria-busy="true" aria-label={m.sibling_discounts_title()} className="grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : rules.data === undefined ? (
        // A refresh that failed keeps the rules shown; only nothing to show is an error.
        <ErrorState
          message={m.sibling_discounts_error()}
          onRetry={() => void rules.refetch()}
          retrying={rules.isRefetching}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rules.data.branches.map((branch) => (
            <li key={branch.venue}>
              <BranchDiscount venue={branch.venue} percent={branch.percent} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BranchDiscount({ venue, percent }: { venue: Venue; percent: number }) {
  const formId = `sibling-discount-${venue}`;
  const [value, setValue] = useState(String(percent));
  const [error, setError] = useState<string | undefined>();
  const save = useSetSiblingDiscount();
  const connection = useConnectionRequired();
  const name = VENUE_TEXTS[venue].name();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    const parsed = siblingDiscountInputSchema.safeParse({
      percent: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await save.mutateAsync({ venue, percent: parsed.data.percent });
      toastSuccess(m.sibling_discounts_saved({ branch: name }));
    } catch (failure) {
      const problem = await readApiError(failure);
      setError(problem.fields?.percent ?? problem.message);
    }
  }

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3"
    >
      <FormField
        formId={formId}
        name="percent"
        label={m.sibling_discounts_branch({ branch: name })}
        error={error}
        className="min-w-0 flex-1"
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={SIBLING_DISCOUNT_MAX_PERCENT}
              step={1}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="w-24"
            />
            <span aria-hidden="true" className="font-semibold text-slate-600">
              %
            </span>
          </div>
        )}
      </FormField>
      <Button
        type="submit"
        variant="outline"
        disabled={save.isPending || connection.offline}
        aria-describedby={connection.describedBy}
      >
        {save.isPending ? m.sibling_discounts_saving() : m.sibling_discounts_save()}
      </Button>
      <NeedsConnectionNote
        id={connection.noteId}
        action={m.sibling_discounts_needs_connection()}
        className="basis-full"
      />
    </form>
  );
}
