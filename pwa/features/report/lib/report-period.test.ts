import { describe, expect, it } from 'vitest';
import { monthChoices, MONTHS_OFFERED, reportQueryOf } from './report-period.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const query = (search: string) => reportQueryOf(new URLSearchParams(search), NOW);

describe('reportQueryOf', () => {
  it('reads the branch and period of the URL', () => {
    expect(query('branch=riyadh&from=2026-02&to=2026-05')).toEqual({
      branch: 'riyadh',
      from: '2026-02',
      to: '2026-05',
    });
  });

  it('falls back to the last six months of every branch for what it cannot use', () => {
    const fallback = { from: '2026-06', to: '2026-11' };
    expect(query('')).toEqual(fallback);
    expect(query('branch=paris')).toEqual(fallback);
    expect(query('from=2026-09&to=2026-01')).toEqual(fallback);
    expect(query('branch=dhaka&from=bad')).toEqual({ ...fallback, branch: 'dhaka' });
  });
});

describe('monthChoices', () => {
  it('offers the months back from this one, newest first', () => {
    const months = monthChoices(NOW);
    expect(months).toHaveLength(MONTHS_OFFERED);
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2024-12');
  });
});
