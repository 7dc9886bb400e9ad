/**
 * Which failures are passing trouble (keep the change and send it again later) and which are the
 * server's answer (show it). Shared by the outbox and by the select/delete calls that decide to
 * queue: a change made while the API is down waits like one made offline.
 */
import { HTTPError } from 'ky';
import { isNetworkError } from './api-client.ts';

/** 408 timeout, 429 rate limit, and 5xx (the server or its proxy is down or restarting). */
export function isPassingStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** No answer at all (offline, refused connection, timeout) or a passing status. */
export function isWorthQueueing(error: unknown): boolean {
  if (error instanceof HTTPError) return isPassingStatus(error.response.status);
  return isNetworkError(error);
}
