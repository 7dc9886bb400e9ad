import * as React from 'react';
import { outboxKinds, type OutboxKinds } from './outbox-kinds.ts';

/**
 * The features' words for their changes, once loaded (their code loads on the first use, not
 * with the page). `wanted`: false while there is nothing to say.
 */
export function useOutboxKinds(wanted = true): OutboxKinds | undefined {
  const [kinds, setKinds] = React.useState<OutboxKinds>();
  React.useEffect(() => {
    if (!wanted || kinds) return;
    let active = true;
    void outboxKinds().then((loaded) => active && setKinds(loaded));
    return () => {
      active = false;
    };
  }, [wanted, kinds]);
  return kinds;
}
