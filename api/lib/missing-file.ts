/**
 * The response to a path that names a file (it has an extension) that is not there: the same on
 * Node (static-files.ts) and on Workers (worker.ts), whatever the host's own 404 would say.
 * Asked again each time: the next deployment may have the file.
 */
export function missingFile(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
