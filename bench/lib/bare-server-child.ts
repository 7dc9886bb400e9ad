// Child process: a bare node:http server answering recorded bytes for each path+query, the
// ceiling any Node framework can reach on this machine. Reports { url } over IPC.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedAnswer {
  /** Path with query, e.g. /api/select?email=a@b.c */
  path: string;
  contentType: string;
  bodyBase64: string;
}

const answers = new Map<string, { contentType: string; body: Buffer }>();
for (const answer of JSON.parse(
  readFileSync(process.env.BENCH_ANSWERS_FILE ?? '', 'utf8'),
) as RecordedAnswer[]) {
  answers.set(answer.path, {
    contentType: answer.contentType,
    body: Buffer.from(answer.bodyBase64, 'base64'),
  });
}

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': answer.contentType,
    'content-length': answer.body.length,
  });
  response.end(answer.body);
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);
