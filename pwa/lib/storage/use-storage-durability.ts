/**
 * How long this device keeps what the app saves (persistent-storage.ts), for the screens that
 * show waiting changes: they say once, beside them, what the browser may do to them.
 */
import * as React from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  onStorageDurabilityChange,
  readStorageDurability,
  type StorageDurability,
} from './persistent-storage.ts';

/** Undefined until known (read after mount: the first render matches the page's HTML). */
export function useStorageDurability(): StorageDurability | undefined {
  const [durability, setDurability] = React.useState<StorageDurability>();
  React.useEffect(() => {
    let active = true;
    const read = () => {
      readStorageDurability().then(
        (found) => active && setDurability(found),
        () => undefined, // Unknown: nothing is said.
      );
    };
    read();
    const stop = onStorageDurabilityChange(read);
    return () => {
      active = false;
      stop();
    };
  }, []);
  return durability;
}

/**
 * The calm line for a durability, in the page's language; null when there is nothing to say
 * (persistent, or not known yet).
 */
export function storageDurabilityText(durability: StorageDurability | undefined): string | null {
  if (durability === 'may-be-cleared') return m.storage_may_be_cleared();
  if (durability === 'not-kept') return m.storage_not_kept();
  return null;
}
