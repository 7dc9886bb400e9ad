import * as React from 'react';
import { NavigationProgress } from './navigation-progress.tsx';
import { showPresses } from './press-feedback.ts';

/**
 * What a tap shows while its work is under way, on every page once the app has started: the
 * pressed look of what the finger is on, and the bar of a navigation whose page is loading.
 */
export function TapFeedback() {
  React.useEffect(() => showPresses(), []);
  return <NavigationProgress />;
}
