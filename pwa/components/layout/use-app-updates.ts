import * as React from 'react';
import {
  getAppUpdates,
  STATE_IN_PAGE_HTML,
  subscribeAppUpdates,
} from '#pwa/lib/device/app-updates.ts';

const stateInPageHtml = () => STATE_IN_PAGE_HTML;

/** The install offer and the waiting update; while hydrating, as the page's HTML shows them. */
export function useAppUpdates() {
  return React.useSyncExternalStore(subscribeAppUpdates, getAppUpdates, stateInPageHtml);
}
