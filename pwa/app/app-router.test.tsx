// Declarative routing (decision 013): what the data router did for us and now our own parts do:
// the progress bar while a page's code loads (the old page stays), error pages that clear on the
// next navigation, scrolling on navigation, and pages that render at once once loaded.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  Link,
  Outlet,
  StaticRouter,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '#pwa/components/layout/route-error-boundary.tsx';
import { ScrollRestoration } from '#pwa/components/layout/scroll-restoration.tsx';
import { useNavigationPending } from '#pwa/lib/navigation/navigation-pending.ts';
import { AppRouter } from './app-router.tsx';
import { lazyComponent } from '#pwa/lib/timing/lazy-component.tsx';

/** A page whose code arrives when the test says so. */
function deferredPage(text: string) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Page = lazyComponent(async () => {
    await arrived;
    return () => <h1>{text}</h1>;
  });
  return { Page, arrive };
}

function Layout() {
  const pending = useNavigationPending();
  // An id React makes from the component's place in the tree: hydration fails loudly (the test
  // setup fails on console.error) when the client's tree has another shape than the server's.
  const navId = useId();
  return (
    <>
      {pending && <div role="progressbar" aria-label="Loading page" />}
      <nav id={navId}>
        <Link to="/">Home</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/broken">Broken</Link>
        <Link to="/#contact">Contact</Link>
      </nav>
      <RouteErrorBoundary fallback={(error) => <p role="alert">{String(error)}</p>}>
        <Outlet />
      </RouteErrorBoundary>
      <ScrollRestoration />
    </>
  );
}

function Broken(): never {
  throw new Error('page broke');
}

function renderRoutes(slow: ReturnType<typeof deferredPage>, at = '/') {
  function Routes() {
    return useRoutes([
      {
        element: <Layout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'slow', element: <slow.Page /> },
          { path: 'broken', element: <Broken /> },
        ],
      },
    ]);
  }
  const history = createMemoryHistory({ initialEntries: [at], v5Compat: true });
  const { unmount } = render(
    <AppRouter history={history}>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes />
      </Suspense>
    </AppRouter>,
  );
  return { history, unmount, user: userEvent.setup() };
}

describe('declarative routing', () => {
  it("keeps the current page and shows the progress bar while the next page's code loads", async () => {
    const slow = deferredPage('Slow page');
    const { user } = renderRoutes(slow);
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    await act(async () => slow.arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  });

  it("leaves a part of the page's HTML that waits for its code as it was when a link is tapped", async () => {
    // The home page's islands: a Suspense boundary the server drew whole, whose code has not
    // arrived. A context changing around it at the tap's priority would make React give its HTML
    // up for the fallback in that tap; a tree of another shape than the server's, ids that do
    // not match.
    const island = deferredPage('Drawn by the server');
    const slow = deferredPage('Slow page');
    function Routes({ server }: { server: boolean }) {
      return useRoutes([
        {
          element: <Layout />,
          children: [
            {
              index: true,
              element: (
                <Suspense fallback={<p>Waiting for its code</p>}>
                  {server ? <h1>Drawn by the server</h1> : <island.Page />}
                </Suspense>
              ),
            },
            { path: 'slow', element: <slow.Page /> },
          ],
        },
      ]);
    }
    // As the pages' HTML is made (pwa/app/prerender.tsx) and then hydrated (pwa/main.tsx).
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <StaticRouter location="/">
        <Routes server />
      </StaticRouter>,
    );
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    const root = await act(async () =>
      hydrateRoot(
        container,
        <AppRouter history={history}>
          <Routes server={false} />
        </AppRouter>,
      ),
    );
    try {
      await userEvent.setup().click(screen.getByRole('link', { name: 'Slow' }));
      expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Drawn by the server' })).toBeInTheDocument();
      expect(screen.queryByText('Waiting for its code')).not.toBeInTheDocument();

      // The next page comes once the part it leaves has its code (React's transition waits).
      await act(async () => {
        island.arrive();
        slow.arrive();
      });
      expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('shows the error page in place of a page that throws, and clears it on the next navigation', async () => {
    // React reports the error it caught; that one is expected here.
    const recordError = vi.mocked(console.error).getMockImplementation();
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      if (!args.some((arg) => String(arg).includes('page broke'))) recordError?.(...args);
    });
    const { user } = renderRoutes(deferredPage('unused'));
    await user.click(screen.getByRole('link', { name: 'Broken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('page broke');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument(); // the layout stays

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('scrolls a new page to the top, a #section link to its section, and back to where it was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user, history } = renderRoutes(deferredPage('unused'));
    expect(scrollTo).not.toHaveBeenCalled(); // the first render leaves the prerendered page be

    const contact = document.body.appendChild(document.createElement('section'));
    contact.id = 'contact';
    const scrollIntoView = vi.spyOn(contact, 'scrollIntoView');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(scrollIntoView).toHaveBeenCalled();
    contact.remove();

    // Scrolled down the page at '/#contact', then on to '/' and back.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    window.dispatchEvent(new Event('scroll'));
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(async () => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('opens a page loaded in full where the browser put it, not where the last one was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // A page loaded in full, scrolled down: its entry has react-router's key 'default'.
    const first = renderRoutes(deferredPage('unused'), '/?page=2');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    window.dispatchEvent(new Event('scroll'));
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    first.unmount();
    // Another page loaded in full in the same tab (a gateway's return): its key is 'default' too.
    const second = renderRoutes(deferredPage('unused'), '/');
    expect(scrollTo).not.toHaveBeenCalled();
    second.unmount();
    // The first page reloaded: back where it was.
    renderRoutes(deferredPage('unused'), '/?page=2');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('renders a loaded lazy page at once, even where nothing can wait (the prerender)', async () => {
    const slow = deferredPage('Loaded page');
    slow.arrive();
    await slow.Page.load();
    expect(renderToString(<slow.Page />)).toBe('<h1>Loaded page</h1>');
  });
});
