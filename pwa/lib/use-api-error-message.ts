import * as React from 'react';
import { readApiError } from './api-client.ts';

/** The sentence for an error, read from the API's error body (which needs an async read). */
export function useApiErrorMessage(error: unknown): string | undefined {
  const [message, setMessage] = React.useState<string>();
  React.useEffect(() => {
    let active = true;
    if (!error) return;
    void readApiError(error).then((read) => {
      if (active) setMessage(read.message);
    });
    return () => {
      active = false;
    };
  }, [error]);
  return error ? message : undefined;
}
