import { useMutation } from '@tanstack/react-query';
import { exportFileName, type ExportForm } from '#shared/schemas/exports.ts';
import { apiClient, dataOf, sendRequest } from '#pwa/lib/api/api-client.ts';
import { saveFile } from '#pwa/lib/device/save-file.ts';

/**
 * GET /api/exports/<kind>.csv with the admin's token, saved as a file; answers the file's name.
 * The server streams a long file: no timeout cuts a slow download short.
 */
export async function downloadExport({ kind, ...query }: ExportForm): Promise<string> {
  const file = await apiClient.GET(`/api/exports/${kind}.csv`, {
    params: { query },
    parseAs: 'blob',
    headers: { Accept: '*/*' },
    fetch: (request) => sendRequest(request, { timeout: false }),
  });
  const name = exportFileName(query, kind);
  saveFile(dataOf(file), name);
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
