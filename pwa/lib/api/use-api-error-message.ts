import * as React from 'react';
import { readApiError, type ReadableApiError } from './api-client.ts';
import { useLocale } from '../i18n/locale.tsx';

/**
 * An error read for the screen (which needs an async read of the API's error body): its sentence
 * in the page's language and the reader's digits, and the API's reason and values when it
 * answered one. A new language renders the page anew, and the error is read again in it.
 */
export function useApiError(error: unknown): ReadableApiError | undefined {
  const { locale, digits } = useLocale();
  const [read, setRead] = React.useState<ReadableApiError>();
  React.useEffect(() => {
    let active = true;
    if (!error) return;
    void readApiError(error, { locale, digits }).then((next) => {
      if (active) setRead(next);
    });
    return () => {
      active = false;
    };
  }, [error, locale, digits]);
  return error ? read : undefined;
}

/** The sentence for an error, read from the API's error body, in the page's language. */
export function useApiErrorMessage(error: unknown): string | undefined {
  return useApiError(error)?.message;
}
