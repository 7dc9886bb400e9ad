// Child process: a bare node:http server answering recorded bytes for each path+query, the
// ceiling any Node framework can reach on this machine. Reports { url } over IPC.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedResponse {
  /** Path with query, e.g. /api/select?email=a@b.c */
  path: string;
  contentType: string;
  bodyBase64: string;
}

const responses = new Map<string, { contentType: string; body: Buffer }>();
for (const response of JSON.parse(
  readFileSync(process.env.BENCH_RESPONSES_FILE ?? '', 'utf8'),
) as RecordedResponse[]) {
  responses.set(response.path, {
    contentType: response.contentType,
    body: Buffer.from(response.bodyBase64, 'base64'),
  });
}

const server = createServer((request, response) => {
  const stored = responses.get(request.url ?? '');
  if (!stored) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': stored.contentType,
    'content-length': stored.body.length,
  });
  response.end(stored.body);
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);
