import { Fragment, type ReactNode } from 'react';

// Not a character any text contains: it marks where the element goes.
const MARKER = '\u{F0000}';

/**
 * A message with an element inside it (a link, a <time>), wherever the language puts it:
 * `withElement((time) => m.offline_saved({ time }), <time>…</time>)`. The message is asked with a
 * marker as the parameter, and the element takes the marker's place.
 */
export function withElement(message: (marker: string) => string, element: ReactNode): ReactNode {
  const [before = '', ...rest] = message(MARKER).split(MARKER);
  return (
    <>
      {before}
      {rest.map((after, index) => (
        <Fragment key={index}>
          {element}
          {after}
        </Fragment>
      ))}
    </>
  );
}
