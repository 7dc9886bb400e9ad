import {
  createContext,
  Suspense,
  use,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { QueryClientContext, type QueryKey } from '@tanstack/react-query';
import { lazyComponent } from '#pwa/lib/timing/lazy-component.tsx';
import { DeferredSection } from './deferred-section.tsx';

/**
 * Static parts of a page (text and pictures, nothing to tap) are in its HTML and need no code
 * (decision 028). The page renderer writes them out in full; the browser, hydrating that HTML,
 * keeps them as they are and never downloads their code. Only a page the app renders itself (a
 * visit that started on another page) renders them, loading their code as they come near.
 */

/** True under the page renderer (pwa/app/prerender.tsx): an island renders its content. */
export const RenderingPageHtml = createContext(false);

/** Every island's loader, so the page renderer can load their code before it renders. */
const islandLoaders = new Set<() => Promise<unknown>>();

/** Loads the code of every island made so far (those of the route modules loaded). */
export async function loadIslands(): Promise<void> {
  await Promise.all([...islandLoaders].map((load) => load()));
}

const subscribeToNothing = () => () => undefined;

/**
 * True when this component's first render hydrated the server's HTML (React reads the server
 * snapshot only while hydrating), false when the browser rendered it. Kept from that first render.
 */
function useHydratedFromServerHtml(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [hydratedFirst] = useState(hydrating);
  return hydratedFirst;
}

type IslandProps = {
  /** Reserves the space while the code loads, in a render of the browser's own. */
  placeholder: ReactNode;
  /** In a render of the browser's own: load now, wherever it is (the page opened at '/#contact'). */
  eager?: boolean;
  /** The island's own element's class: the same in the HTML and in every render after it. */
  className?: string;
};

/**
 * What a part needs once it is on screen from the page's HTML: nothing ('static': text and
 * pictures), or its code, to respond ('interactive': a form). An interactive part's HTML shows at
 * once and React attaches it to its code when that arrives (a Suspense boundary React hydrates
 * later, on its own).
 */
type IslandKind = 'static' | 'interactive';

/**
 * A part of a page that is in the page's HTML, with its code out of the first paint. In the HTML,
 * a <div> with the component's content. Hydrated: a static part keeps that <div>'s inner HTML,
 * which React leaves alone (it owns no children there, and an unchanged __html is never written
 * again), so its code is never downloaded; an interactive part loads its code and hydrates.
 * Rendered by the browser (the visit started on another page): the component, loaded when it
 * comes near the viewport.
 *
 * `dataKey`: the part shows the API's data from this query (the home page's lists). It is in the
 * HTML only when the page was rendered with that data, the query filled before the render (the
 * server's render, pwa/app/page-data.ts); without it (the build's render, the service worker's
 * copy of it) it is a part the browser renders, its data asked for as it comes near.
 */
export function serverHtmlIsland(
  importComponent: () => Promise<ComponentType>,
  kind: IslandKind,
  dataKey?: QueryKey,
): ComponentType<IslandProps> {
  const Content = lazyComponent(importComponent);
  islandLoaders.add(Content.load);
  return function ServerHtmlIsland({ placeholder, eager, className }: IslandProps) {
    const renderingPageHtml = use(RenderingPageHtml);
    const hydratedFromServerHtml = useHydratedFromServerHtml();
    const queryClient = use(QueryClientContext);
    // Kept from the first render: the data arriving later does not move the part.
    const [withItsData] = useState(
      () => dataKey === undefined || queryClient?.getQueryData(dataKey) !== undefined,
    );
    // The same boundary in the HTML and in the browser: React hydrates what is inside when the
    // code has loaded, and shows the HTML until then. The same element on every render: right
    // after hydration this component renders again (useHydratedFromServerHtml's store differs
    // from the server's), and a boundary still waiting for its code that got new props then
    // would be given up, its HTML removed and drawn again from the code.
    const boundary = useMemo(
      () => (
        <div className={className}>
          <Suspense fallback={placeholder}>
            <Content />
          </Suspense>
        </div>
      ),
      [placeholder, className],
    );
    if (hydratedFromServerHtml && !renderingPageHtml && kind === 'static') {
      return (
        <div
          className={className}
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
      );
    }
    if ((hydratedFromServerHtml || renderingPageHtml) && withItsData) return boundary;
    return (
      <DeferredSection placeholder={placeholder} eager={eager} className={className}>
        <Content />
      </DeferredSection>
    );
  };
}

/** One object for every render: React compares __html and keeps what the server wrote. */
const KEEP_SERVER_HTML = { __html: '' };
