// A target's line in the report: what it asks, what was measured, and whether it holds.

export interface TargetCheck {
  target: string;
  measured: string;
  verdict: 'met' | 'missed' | 'not measured';
}

/** null: the figure was not measured (a failed or skipped part), which never passes. */
export const verdict = (ok: boolean | null): TargetCheck['verdict'] =>
  ok === null ? 'not measured' : ok ? 'met' : 'missed';
