import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportSchema, type Report, type ReportQuery } from '#shared/schemas/report.ts';
import { api } from '#pwa/lib/api/api-client.ts';

export const reportKeys = {
  all: ['report'] as const,
  summary: (query: ReportQuery) =>
    [...reportKeys.all, 'summary', query.branch ?? 'all', query.from, query.to] as const,
};

/** GET /api/reports/summary: the owner's report of one branch or all, for a period of months. */
export async function getReport(query: ReportQuery): Promise<Report> {
  const searchParams = new URLSearchParams({ from: query.from, to: query.to });
  if (query.branch) searchParams.set('branch', query.branch);
  return reportSchema.parse(await api.get('reports/summary', { searchParams }).json());
}

export function useReport(query: ReportQuery) {
  // The last answer stays on screen while another filter's loads.
  return useQuery(
    queryOptions({
      queryKey: reportKeys.summary(query),
      queryFn: () => getReport(query),
      placeholderData: keepPreviousData,
    }),
  );
}
