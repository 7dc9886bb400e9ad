import * as React from 'react';

/**
 * A part that renders nothing until its code has loaded, after the first render. Its code can
 * fail to load (the connection dropped before the service worker had cached it): that must not
 * take the page down with it, so the part stays empty and is tried again when the browser is
 * back online.
 */
export function loadedAfterFirstRender<Props extends object = object>(
  load: () => Promise<React.ComponentType<Props>>,
): React.ComponentType<Props> {
  return function LoadedAfterFirstRender(props: Props) {
    const [Part, setPart] = React.useState<React.ComponentType<Props> | null>(null);
    React.useEffect(() => {
      let active = true;
      const attempt = () => {
        load().then(
          (component) => {
            if (!active) return;
            setPart(() => component);
            window.removeEventListener('online', attempt);
          },
          () => undefined, // Not loaded: stay empty until the next 'online'.
        );
      };
      attempt();
      window.addEventListener('online', attempt);
      return () => {
        active = false;
        window.removeEventListener('online', attempt);
      };
    }, []);
    return Part ? <Part {...props} /> : null;
  };
}
