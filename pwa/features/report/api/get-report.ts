import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportSchema, type Report, type ReportQuery } from '#shared/schemas/report.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

export const reportKeys = {
  all: ['report'] as const,
  summary: (query: ReportQuery) =>
    [...reportKeys.all, 'summary', query.branch ?? 'all', query.from, query.to] as const,
};

/** GET /api/reports/summary: the owner's report of one branch or all, for a period of months. */
export async function getReport(query: ReportQuery): Promise<Report> {
  // In this order, and no branch for all of them: the URL as it always was.
  const search = { from: query.from, to: query.to, branch: query.branch || undefined };
  return reportSchema.parse(
    (await apiClient.GET('/api/reports/summary', { params: { query: search } })).data,
  );
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
