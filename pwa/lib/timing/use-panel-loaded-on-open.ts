import { useState, type ComponentType } from 'react';

/**
 * A panel whose code loads when it is first opened, its loading started earlier by `preload` (a
 * pointer over its button, or the focus on it). `open` may be true before the code is in;
 * `Panel` is the loaded component and `shown` whether it shows. A load that fails (offline before
 * the service worker saved that code) closes the panel again and calls `onLoadFailed`.
 */
export function usePanelLoadedOnOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onLoadFailed?: () => void,
) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<P>>();
  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (Panel) return;
    load().then(
      (component) => setPanel(() => component),
      () => {
        setOpen(false);
        onLoadFailed?.();
      },
    );
  };
  const preload = () => void load().catch(() => undefined);
  return { open, setOpen, Panel, shown: open && Panel !== undefined, toggle, preload };
}
