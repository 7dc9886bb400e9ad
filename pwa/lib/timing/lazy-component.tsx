import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code loads on its first render, or earlier through `load()`. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  load: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy with a `load()` that can run before the first render. React.lazy suspends on its
 * first render even when its module is already in; this one renders at once then. The prerender
 * needs that (renderToString cannot wait) and so does the hydration of a page's HTML (decision
 * 028: the first render must be the DOM that is there, with no loading screen in between).
 */
export function lazyComponent<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= importComponent().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Not kept: the next visit tries again (the connection may be back by then).
        loading = undefined;
        suspender = createSuspender();
        throw error;
      },
    ));
  // Suspends until the code is in (React.lazy rather than use(): React retries it after an
  // unawaited act() too, as in the tests); a failed load goes to the nearest error boundary.
  const createSuspender = () => lazy(async () => ({ default: await load() }));
  let suspender = createSuspender();
  function Lazy(props: P) {
    return createElement(loaded ?? suspender, props);
  }
  return Object.assign(Lazy, { load });
}
