import * as React from 'react';
import { loadCode } from '#pwa/lib/timing/load-code.ts';

/**
 * A part that renders nothing until its code has loaded, after the first render. Its code can
 * fail to load (the connection dropped before the service worker had cached it): that must not
 * take the page down with it, so the part stays empty and is tried again when the browser is
 * back online (loadCode).
 */
export function loadedAfterFirstRender<Props extends object = object>(
  load: () => Promise<React.ComponentType<Props>>,
): React.ComponentType<Props> {
  return function LoadedAfterFirstRender(props: Props) {
    const [Part, setPart] = React.useState<React.ComponentType<Props> | null>(null);
    React.useEffect(() => loadCode(load, (component) => setPart(() => component)), []);
    return Part ? <Part {...props} /> : null;
  };
}
