// The report's charts: horizontal bars, each drawn as a small SVG beside its label and value
// (decision 042), so the words keep the page's own type size at every width. The table beside
// each chart carries the same figures, so the chart is one image to assistive technology, named
// after what it shows.
import { m } from '#shared/i18n/paraglide/messages.js';

export type Bar = {
  key: string;
  label: string;
  value: number;
  /** The value as the reader writes it ("1,200", "৮৫%"). */
  text: string;
};

/** `max`: the value of a full bar (1 for a share); the largest value otherwise. */
export function BarChart({ title, bars, max }: { title: string; bars: Bar[]; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((bar) => bar.value), 1);
  return (
    <div
      role="img"
      aria-label={m.report_chart_label({ title })}
      data-chart={title}
      className="grid gap-2.5 rounded-card border border-border bg-white p-4 shadow-sm"
    >
      {bars.map((bar) => {
        const share = Math.max(0, Math.min(1, bar.value / top));
        return (
          <div key={bar.key} className="grid gap-1">
            <span className="text-xs text-slate-700">{bar.label}</span>
            <div className="flex items-center gap-2">
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className="h-3 min-w-0 flex-1"
                aria-hidden="true"
              >
                <rect width="100" height="10" rx="2" className="fill-slate-100" />
                <rect width={share * 100} height="10" rx="2" className="fill-emerald-700" />
              </svg>
              <span className="w-24 shrink-0 text-right text-xs font-semibold tabular-nums">
                {bar.text}
              </span>
            </div>
          </div>
        );
      })}
    </div>
  );
}
