// `tsx bench/experiments/framework-floor.ts`: how much of a bare node:http server's throughput
// Hono on Node keeps before any database work, bare and with api/app.ts's middleware stack,
// answering GET /api/class's seed bytes. It bounds what caching the catalogue could reach
// (docs/decisions/*-api-throughput-target.md).
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from '../lib/child.ts';
import { measureLoad, warmUp } from '../lib/load.ts';
import { percent, table } from '../lib/table.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);

async function main(): Promise<void> {
  const api = await startChild<{ url: string }>('api-server-child.ts', {
    BENCH_API_CONFIG: JSON.stringify({ bulkClasses: 0, logLevel: 'info' }),
  });
  const body = Buffer.from(await (await fetch(`${api.ready.url}/api/class`)).arrayBuffer());
  const bodyFile = join(tmpdir(), `floor-body-${process.pid}.json`);
  await writeFile(bodyFile, body);
  const answersFile = join(tmpdir(), `floor-answers-${process.pid}.json`);
  await writeFile(
    answersFile,
    JSON.stringify([
      { path: '/api/class', contentType: 'application/json', bodyBase64: body.toString('base64') },
    ]),
  );

  const servers: { name: string; url: string; stop(): Promise<void> }[] = [];
  const bare = await startChild<{ url: string }>('bare-server-child.ts', {
    BENCH_ANSWERS_FILE: answersFile,
  });
  servers.push({ name: 'node:http, recorded bytes', url: bare.ready.url, stop: bare.stop });
  const allModes: [string, string][] = [
    ['hono', 'Hono, no middleware'],
    ...['requestId', 'secureHeaders', 'securityHeaders', 'cors', 'bodyLimit'].map(
      (name): [string, string] => [name, `Hono + ${name} only`],
    ),
    ['requestId,logger', 'Hono + request log, a write per line'],
    ['requestId,batchedLog', 'Hono + request log, batched writes'],
    ['stack-before', "Hono + decision 010's middleware stack, request log on"],
    ['stack-quiet', "Hono + app.ts's middleware, log level warn"],
    ['stack', "Hono + app.ts's middleware, request log on"],
  ];
  // FLOOR_MODES='hono;stack' measures a subset (the machine is shared; each row takes a while).
  const only = process.env.FLOOR_MODES?.split(';');
  const modes = only ? allModes.filter(([mode]) => only.includes(mode)) : allModes;
  for (const [mode, name] of modes) {
    const child = await startChild<{ url: string }>('../experiments/floor-server-child.ts', {
      FLOOR_MODE: mode,
      FLOOR_BODY_FILE: bodyFile,
    });
    servers.push({ name, url: child.ready.url, stop: child.stop });
  }
  servers.push({ name: 'the API (database per request)', url: api.ready.url, stop: api.stop });

  const rows: (string | number)[][] = [];
  let bareRate = 0;
  try {
    for (const server of servers) {
      await warmUp(`${server.url}/api/class`);
      const figures = await measureLoad({
        url: `${server.url}/api/class`,
        connections: 50,
        durationSeconds: DURATION_SECONDS,
      });
      bareRate ||= figures.requestsPerSecond;
      rows.push([
        server.name,
        figures.requestsPerSecond,
        `${figures.p50Ms} ms`,
        `${figures.p99Ms} ms`,
        percent(figures.requestsPerSecond / bareRate),
      ]);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  console.log(
    table(['server (GET /api/class, seed bytes)', 'req/s', 'p50', 'p99', 'of node:http'], rows),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
