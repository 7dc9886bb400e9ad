// An interactive island (the home page's contact form) is on screen from the page's HTML and is
// taken over by its code when that arrives (decision 028). Its HTML must stay the whole time:
// given up, it was removed, drawn again from the code, and the browser laid the page out anew
// (a long task on /).
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadIslands, RenderingPageHtml, serverHtmlIsland } from './server-html-island.tsx';

// React's act() is used directly here, with no Testing Library render to turn it on.
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

describe('an interactive island hydrating the HTML of its part', () => {
  it('keeps that HTML while its code loads, then the code takes over the same elements', async () => {
    // The page renderer has the code in before it renders.
    const RenderedIsland = serverHtmlIsland(async () => Counter, 'interactive');
    await loadIslands();
    const placeholder = <p>Loading</p>;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <RenderingPageHtml.Provider value>
        <RenderedIsland placeholder={placeholder} />
      </RenderingPageHtml.Provider>,
    );
    const button = container.querySelector('button');
    expect(button).toHaveTextContent('Pressed 0');

    // The browser: the code comes later, when the test says so.
    let arrive: (component: typeof Counter) => void = () => {};
    const BrowserIsland = serverHtmlIsland(
      () => new Promise<typeof Counter>((resolve) => (arrive = resolve)),
      'interactive',
    );
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <BrowserIsland placeholder={placeholder} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(container.querySelector('button')).toBe(button);
    expect(container).not.toHaveTextContent('Loading');

    await act(async () => arrive(Counter));
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button).toHaveTextContent('Pressed 1');

    act(() => root.unmount());
    container.remove();
  });
});

describe("an island's class", () => {
  it("is on its own element in the HTML, kept by hydration and in the browser's own render", async () => {
    const Values = () => <p>Our values</p>;
    const Island = serverHtmlIsland(async () => Values, 'static');
    await loadIslands();
    const placeholder = <p>Loading</p>;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <RenderingPageHtml.Provider value>
        <Island placeholder={placeholder} className="far-below" />
      </RenderingPageHtml.Provider>,
    );
    const element = container.firstElementChild;
    expect(element).toHaveClass('far-below');
    expect(element).toHaveTextContent('Our values');

    // Hydrated: a static island keeps the server's element and its HTML, class and all.
    const errors: unknown[] = [];
    const hydrated = await act(async () =>
      hydrateRoot(container, <Island placeholder={placeholder} className="far-below" />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(container.firstElementChild).toBe(element);
    expect(element).toHaveClass('far-below');
    expect(element).toHaveTextContent('Our values');

    // The browser's own render (the visit began on another page): the same class on its element.
    const other = document.body.appendChild(document.createElement('div'));
    const rendered = createRoot(other);
    await act(async () =>
      rendered.render(<Island placeholder={placeholder} className="far-below" />),
    );
    expect(other.firstElementChild).toHaveClass('far-below');
    expect(other.firstElementChild).toHaveTextContent('Our values');

    act(() => {
      hydrated.unmount();
      rendered.unmount();
    });
    container.remove();
    other.remove();
  });
});
