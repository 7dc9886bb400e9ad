import * as React from 'react';
import { getAppUpdates, subscribeAppUpdates } from '#pwa/lib/app-updates.ts';

export function useAppUpdates() {
  return React.useSyncExternalStore(subscribeAppUpdates, getAppUpdates, getAppUpdates);
}
