// The few statistics the bench reports, in one place: a median that never flatters (the lower
// middle of an even count) and the worst value, over the figures that were measured (null: not).

const measured = (values: readonly (number | null | undefined)[]): number[] =>
  values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

/** The middle value (of an even count, the lower of the two middle ones); null when none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = measured(values).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
}

/** The largest value; null when none was measured. */
export function worst(values: readonly (number | null | undefined)[]): number | null {
  const numbers = measured(values);
  return numbers.length ? Math.max(...numbers) : null;
}
