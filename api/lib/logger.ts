// A small structured logger: one JSON line per event, carrying the request id. Silent in tests
// unless LOG_LEVEL=debug, so test output stays readable.
import type { Env } from '../env.ts';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

export function createLogger(
  level: LogLevel,
  base: Fields = {},
  write: (line: string) => void = (line) => console.log(line),
): Logger {
  const threshold = LEVELS[level];
  const log = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: Fields) => {
    if (LEVELS[at] < threshold) return;
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: at,
        msg: message,
        ...base,
        ...fields,
      }),
    );
  };
  return {
    debug: (message, fields) => log('debug', message, fields),
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

export function logLevelFor(env: Env): LogLevel {
  if (env.NODE_ENV === 'test' && env.LOG_LEVEL !== 'debug') return 'silent';
  return env.LOG_LEVEL;
}
