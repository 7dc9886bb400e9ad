import { Label } from '#pwa/components/ui/label.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { VENUE_TEXTS } from '#shared/classes/class-texts.ts';
import { VENUE_IDS } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { ReportQuery } from '#shared/schemas/report.ts';

type Props = {
  query: ReportQuery;
  /** Newest first. */
  months: string[];
  onChange: (query: ReportQuery) => void;
};

/** Branch and period: a change shows the report it asks for at once. */
export function ReportFilters({ query, months, onChange }: Props) {
  const format = useFormat();
  const monthName = (month: string) =>
    format.date(`${month}-01`, { year: 'numeric', month: 'long' });
  const monthSelect = (field: 'from' | 'to', label: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`report-${field}`}>{label}</Label>
      <NativeSelect
        id={`report-${field}`}
        name={field}
        value={query[field]}
        onChange={(event) => onChange({ ...query, [field]: event.target.value })}
      >
        {months.map((month) => (
          <option key={month} value={month}>
            {monthName(month)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <form
      aria-label={m.report_filters()}
      className="grid gap-3 rounded-card border border-border bg-white p-4 shadow-sm sm:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="report-branch">{m.report_filter_branch()}</Label>
        <NativeSelect
          id="report-branch"
          name="branch"
          value={query.branch ?? ''}
          onChange={(event) => {
            const { branch: _dropped, ...rest } = query;
            const branch = VENUE_IDS.find((id) => id === event.target.value);
            onChange(branch ? { ...rest, branch } : rest);
          }}
        >
          <option value="">{m.report_filter_all_branches()}</option>
          {VENUE_IDS.map((venue) => (
            <option key={venue} value={venue}>
              {VENUE_TEXTS[venue].name()}
            </option>
          ))}
        </NativeSelect>
      </div>
      {monthSelect('from', m.report_filter_from())}
      {monthSelect('to', m.report_filter_to())}
    </form>
  );
}
