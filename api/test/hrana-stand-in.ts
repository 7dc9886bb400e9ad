// TEST ONLY. A tiny libSQL server stand-in: Hrana v2 over HTTP (JSON), backed by @libsql/client
// on a local file. It lets the bundled Worker (whose @libsql/client speaks only HTTP under
// workerd) reach a real libSQL database in tests. One connection, requests handled in order:
// enough for a smoke test, nothing like sqld for concurrency.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createClient,
  type InArgs,
  type InValue,
  type ResultSet,
  type Transaction,
} from '@libsql/client';

type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };
interface HranaStmt {
  sql?: string;
  sql_id?: number;
  args?: HranaValue[];
  named_args?: Array<{ name: string; value: HranaValue }>;
  want_rows?: boolean;
}
type HranaCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: HranaCond }
  | { type: 'and' | 'or'; conds: HranaCond[] }
  | { type: 'is_autocommit' };
interface HranaRequest {
  type: string;
  stmt?: HranaStmt;
  batch?: { steps: Array<{ condition?: HranaCond; stmt: HranaStmt }> };
  sql?: string;
  sql_id?: number;
}

function fromHrana(value: HranaValue): InValue {
  switch (value.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(value.value);
    case 'float':
      return value.value;
    case 'text':
      return value.value;
    case 'blob':
      return Buffer.from(value.base64, 'base64');
  }
}

function toHrana(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof ArrayBuffer)
    return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  return { type: 'text', value: String(value) };
}

function toResult(rs: ResultSet) {
  return {
    cols: rs.columns.map((name, i) => ({ name, decltype: rs.columnTypes[i] || null })),
    rows: rs.rows.map((row) => rs.columns.map((_, i) => toHrana(row[i]))),
    affected_row_count: rs.rowsAffected,
    last_insert_rowid: rs.lastInsertRowid === undefined ? null : rs.lastInsertRowid.toString(),
  };
}

const errorOf = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
  code: (error as { code?: string }).code ?? 'UNKNOWN',
});

export interface HranaStandIn {
  url: string;
  requests: number;
  close(): Promise<void>;
}

export async function startHranaStandIn(fileUrl: string): Promise<HranaStandIn> {
  const client = createClient({ url: fileUrl, intMode: 'bigint' });
  const storedSql = new Map<number, string>();
  let queue: Promise<unknown> = Promise.resolve();

  // @libsql/client pools its connections and rolls back whatever a released one left open, so
  // the stream's BEGIN … COMMIT becomes one client transaction.
  let tx: Transaction | null = null;
  const empty = { cols: [], rows: [], affected_row_count: 0, last_insert_rowid: null };

  async function execute(stmt: HranaStmt) {
    const sql = stmt.sql ?? storedSql.get(stmt.sql_id ?? -1) ?? '';
    const begin = /^\s*BEGIN\b\s*(\w+)?/i.exec(sql);
    if (begin) {
      if (tx) throw new Error('cannot start a transaction within a transaction');
      const kind = (begin[1] ?? 'DEFERRED').toUpperCase();
      tx = await client.transaction(kind === 'DEFERRED' ? 'deferred' : 'write');
      return empty;
    }
    if (/^\s*(COMMIT|END)\b/i.test(sql) || /^\s*ROLLBACK\s*;?\s*$/i.test(sql)) {
      if (!tx) throw new Error('cannot commit - no transaction is active');
      const open = tx;
      tx = null;
      await (/^\s*ROLLBACK/i.test(sql) ? open.rollback() : open.commit());
      return empty;
    }
    let args: InArgs = (stmt.args ?? []).map(fromHrana);
    if (stmt.named_args && stmt.named_args.length > 0) {
      args = Object.fromEntries(
        stmt.named_args.map(({ name, value }) => [name.replace(/^[:@$]/, ''), fromHrana(value)]),
      );
    }
    return toResult(await (tx ?? client).execute({ sql, args }));
  }

  async function handle(request: HranaRequest) {
    switch (request.type) {
      case 'execute':
        return { type: 'execute', result: await execute(request.stmt!) };
      case 'batch': {
        const results: Array<ReturnType<typeof toResult> | null> = [];
        const errors: Array<ReturnType<typeof errorOf> | null> = [];
        const holds = (cond: HranaCond): boolean => {
          switch (cond.type) {
            case 'ok':
              return results[cond.step] != null;
            case 'error':
              return errors[cond.step] != null;
            case 'not':
              return !holds(cond.cond);
            case 'and':
              return cond.conds.every(holds);
            case 'or':
              return cond.conds.some(holds);
            case 'is_autocommit':
              return tx === null;
          }
        };
        for (const step of request.batch!.steps) {
          if (step.condition && !holds(step.condition)) {
            results.push(null);
            errors.push(null);
            continue;
          }
          try {
            results.push(await execute(step.stmt));
            errors.push(null);
          } catch (error) {
            results.push(null);
            errors.push(errorOf(error));
          }
        }
        return { type: 'batch', result: { step_results: results, step_errors: errors } };
      }
      case 'sequence':
        await client.executeMultiple(request.sql ?? storedSql.get(request.sql_id ?? -1) ?? '');
        return { type: 'sequence' };
      case 'store_sql':
        storedSql.set(request.sql_id!, request.sql!);
        return { type: 'store_sql' };
      case 'close_sql':
        storedSql.delete(request.sql_id!);
        return { type: 'close_sql' };
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: tx === null };
      case 'close':
        return { type: 'close' };
      default:
        throw new Error(`The stand-in does not support ${request.type}.`);
    }
  }

  const standIn = { url: '', requests: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v2/pipeline') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      queue = queue.then(async () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          requests: HranaRequest[];
        };
        const results = [];
        for (const request of body.requests) {
          standIn.requests += 1;
          try {
            results.push({ type: 'ok', response: await handle(request) });
          } catch (error) {
            results.push({ type: 'error', error: errorOf(error) });
          }
        }
        const closed = body.requests.some((request) => request.type === 'close');
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ baton: closed ? null : 'stand-in', base_url: null, results }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    client.close();
  };
  return standIn;
}
