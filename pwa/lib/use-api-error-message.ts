import * as React from 'react';
import { readApiError, type ReadableApiError } from './api-client.ts';

/**
 * An error read for the screen (which needs an async read of the API's error body): its sentence,
 * and the API's reason and values when it answered one.
 */
export function useApiError(error: unknown): ReadableApiError | undefined {
  const [read, setRead] = React.useState<ReadableApiError>();
  React.useEffect(() => {
    let active = true;
    if (!error) return;
    void readApiError(error).then((next) => {
      if (active) setRead(next);
    });
    return () => {
      active = false;
    };
  }, [error]);
  return error ? read : undefined;
}

/** The sentence for an error, read from the API's error body. */
export function useApiErrorMessage(error: unknown): string | undefined {
  return useApiError(error)?.message;
}
