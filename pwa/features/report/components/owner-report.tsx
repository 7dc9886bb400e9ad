// The owner's report (GET /api/reports/summary): each measure a chart with its table, for the
// branch and period the URL names. Money stays in its currency: one chart and table per currency.
import { ChartColumnIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { NotSavedState } from '#pwa/components/feedback/not-saved-state.tsx';
import { SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { isNotSavedHere } from '#pwa/lib/storage/not-saved.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { CURRENCY_NAMES } from '#shared/i18n/catalogue-text.ts';
import { VENUE_TEXTS } from '#shared/classes/class-texts.ts';
import type { Venue } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { CURRENCY_RULES, fromMinorUnits, type Currency } from '#shared/money.ts';
import type { Report, ReportQuery } from '#shared/schemas/report.ts';
import { useReport } from '../api/get-report.ts';
import { monthChoices, reportQueryOf } from '../lib/report-period.ts';
import { ReportFigure, ReportSection } from './report-section.tsx';
import { ReportFilters } from './report-filters.tsx';

const branchName = (branch: Venue | null) =>
  branch ? VENUE_TEXTS[branch].name() : m.report_across_branches();

const isEmpty = (report: Report) =>
  [
    report.revenue,
    report.seatsByClass,
    report.attendance,
    report.waitlist,
    report.newStudents,
  ].every((rows) => rows.length === 0);

export function OwnerReport() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const query = reportQueryOf(params, now);
  const report = useReport(query);
  const change = (next: ReportQuery) =>
    setParams(
      new URLSearchParams({
        ...(next.branch ? { branch: next.branch } : {}),
        from: next.from,
        to: next.to,
      }),
      { replace: true },
    );

  let body: React.ReactNode;
  if (report.isPending) {
    body = isNotSavedHere(report) ? (
      <NotSavedState />
    ) : (
      <SkeletonList label={m.report_loading()} count={4} height="h-40" />
    );
  } else if (report.data === undefined) {
    // A refresh that failed keeps the figures shown (the layout's note says the server is not
    // answering): only nothing to show is an error.
    body = (
      <ErrorState
        message={m.report_load_error()}
        onRetry={() => void report.refetch()}
        retrying={report.isRefetching}
      />
    );
  } else if (isEmpty(report.data)) {
    body = <EmptyState icon={<ChartColumnIcon />} title={m.report_empty()} />;
  } else {
    body = <ReportFigures report={report.data} />;
  }
  return (
    <div className="space-y-8">
      <ReportFilters query={query} months={monthChoices(now)} onChange={change} />
      <div aria-busy={report.isFetching} className="space-y-10">
        {body}
      </div>
    </div>
  );
}

function ReportFigures({ report }: { report: Report }) {
  const format = useFormat();
  const month = (value: string) => format.date(`${value}-01`, { year: 'numeric', month: 'short' });
  // Amounts under a heading that names their currency: the number alone, so a phone's table fits.
  const money = (cents: number, currency: Currency) =>
    format.number(fromMinorUnits(cents, currency), {
      maximumFractionDigits: CURRENCY_RULES[currency].minorDigits,
    });
  const percent = (part: number, whole: number) =>
    whole === 0 ? '—' : format.number(part / whole, { style: 'percent', maximumFractionDigits: 0 });
  const oneBranch = report.branch !== null;
  /** "Nov 2026" for one branch; "Nov 2026 · Riyadh" for all of them. */
  const when = (value: string, branch: Venue | null) =>
    oneBranch ? month(value) : `${month(value)} · ${branchName(branch)}`;
  const currencies = [...new Set(report.revenue.map((row) => row.currency))];

  return (
    <>
      <ReportSection id="report-revenue" title={m.report_revenue_heading()}>
        {currencies.map((currency) => {
          const rows = report.revenue.filter((row) => row.currency === currency);
          const title = m.report_revenue_in({ currency: CURRENCY_NAMES[currency]() });
          return (
            <div key={currency} className="space-y-2">
              <h3 className="font-semibold">{title}</h3>
              <ReportFigure
                title={title}
                bars={rows.map((row) => ({
                  key: `${row.month}-${row.branch}`,
                  label: when(row.month, row.branch),
                  value: row.netCents,
                  text: money(row.netCents, currency),
                }))}
                columns={[
                  m.report_col_month(),
                  m.report_col_gross(),
                  m.report_col_refunded(),
                  m.report_col_net(),
                ]}
                rows={rows.map((row) => ({
                  key: `${row.month}-${row.branch}`,
                  cells: [
                    when(row.month, row.branch),
                    money(row.grossCents, currency),
                    money(row.refundedCents, currency),
                    money(row.netCents, currency),
                  ],
                }))}
              />
            </div>
          );
        })}
        {currencies.length === 0 && <p className="text-sm text-slate-600">{m.report_empty()}</p>}
      </ReportSection>

      <ReportSection id="report-seats" title={m.report_seats_heading()}>
        <h3 className="font-semibold">{m.report_seats_by_branch()}</h3>
        <ReportFigure
          title={m.report_seats_by_branch()}
          max={1}
          bars={report.seatsByBranch.map((row) => ({
            key: row.branch,
            label: branchName(row.branch),
            value: row.capacity === 0 ? 0 : row.enrolled / row.capacity,
            text: percent(row.enrolled, row.capacity),
          }))}
          columns={[
            m.report_col_branch(),
            m.report_col_enrolled(),
            m.report_col_capacity(),
            m.report_col_filled(),
          ]}
          rows={report.seatsByBranch.map((row) => ({
            key: row.branch,
            cells: [
              branchName(row.branch),
              format.count(row.enrolled),
              format.count(row.capacity),
              percent(row.enrolled, row.capacity),
            ],
          }))}
        />
        <h3 className="font-semibold">{m.report_seats_by_class()}</h3>
        <ReportFigure
          title={m.report_seats_by_class()}
          max={1}
          bars={report.seatsByClass.map((row) => ({
            key: row.classId,
            label: row.className,
            value: row.capacity === 0 ? 0 : row.enrolled / row.capacity,
            text: percent(row.enrolled, row.capacity),
          }))}
          columns={[
            m.report_col_class(),
            m.report_col_enrolled(),
            m.report_col_capacity(),
            m.report_col_filled(),
          ]}
          rows={report.seatsByClass.map((row) => ({
            key: row.classId,
            cells: [
              oneBranch ? row.className : `${row.className} · ${branchName(row.branch)}`,
              format.count(row.enrolled),
              format.count(row.capacity),
              percent(row.enrolled, row.capacity),
            ],
          }))}
        />
      </ReportSection>

      <ReportSection id="report-attendance" title={m.report_attendance_heading()}>
        <ReportFigure
          title={m.report_attendance_heading()}
          max={1}
          bars={report.attendance.map((row) => ({
            key: `${row.month}-${row.branch}`,
            label: when(row.month, row.branch),
            value: row.expected === 0 ? 0 : row.checkIns / row.expected,
            text: percent(row.checkIns, row.expected),
          }))}
          columns={[
            m.report_col_month(),
            m.report_col_check_ins(),
            m.report_col_expected(),
            m.report_col_rate(),
          ]}
          rows={report.attendance.map((row) => ({
            key: `${row.month}-${row.branch}`,
            cells: [
              when(row.month, row.branch),
              format.count(row.checkIns),
              format.count(row.expected),
              percent(row.checkIns, row.expected),
            ],
          }))}
        />
      </ReportSection>

      <ReportSection id="report-waitlist" title={m.report_waitlist_heading()}>
        <ReportFigure
          title={m.report_waitlist_heading()}
          bars={report.waitlist.map((row) => ({
            key: row.classId,
            label: row.className,
            value: row.withoutSeat,
            text: format.count(row.withoutSeat),
          }))}
          columns={[m.report_col_class(), m.report_col_entries(), m.report_col_without_seat()]}
          rows={report.waitlist.map((row) => ({
            key: row.classId,
            cells: [
              oneBranch ? row.className : `${row.className} · ${branchName(row.branch)}`,
              format.count(row.entries),
              format.count(row.withoutSeat),
            ],
          }))}
        />
      </ReportSection>

      <ReportSection id="report-new-students" title={m.report_new_students_heading()}>
        <ReportFigure
          title={m.report_new_students_heading()}
          bars={report.newStudents.map((row) => ({
            key: `${row.month}-${row.branch}`,
            label: when(row.month, row.branch),
            value: row.students,
            text: format.count(row.students),
          }))}
          columns={[m.report_col_month(), m.report_col_students()]}
          rows={report.newStudents.map((row) => ({
            key: `${row.month}-${row.branch}`,
            cells: [when(row.month, row.branch), format.count(row.students)],
          }))}
        />
      </ReportSection>
    </>
  );
}
