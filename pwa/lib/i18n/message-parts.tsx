import * as React from 'react';

/**
 * A message with elements in it: `withElements(m.key, { status: <strong>pending</strong> })`.
 * A message is a plain string, so each element's place is marked with a token the message
 * cannot contain, then the string is cut at the tokens (a private-use character around the name) and the elements put in their places:
 * each language keeps its own word order around the element.
 */
export function withElements<P extends Record<string, React.ReactNode>>(
  message: (params: Record<keyof P, string>) => string,
  elements: P,
): React.ReactNode {
  const names = Object.keys(elements) as (keyof P & string)[];
  const tokens = Object.fromEntries(names.map((name) => [name, `\uE000${name}\uE000`])) as Record<
    keyof P,
    string
  >;
  return message(tokens)
    .split(/\uE000(\w+)\uE000/)
    .map((part, index) =>
      // Odd parts are the names the split captured; even parts the text between them.
      index % 2 === 1 ? <React.Fragment key={index}>{elements[part]}</React.Fragment> : part,
    );
}
