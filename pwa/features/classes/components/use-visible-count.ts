import * as React from 'react';

/**
 * How many items of a long list to render: a screenful first, more as the end comes into view
 * (10,000 saved classes must not be 10,000 cards on first paint). The returned ref goes on an
 * element after the list; a "Show more" button covers browsers without IntersectionObserver.
 */
export function useVisibleCount(total: number, step = 24) {
  const [count, setCount] = React.useState(step);
  const showMore = React.useCallback(() => setCount((current) => current + step), [step]);
  const observer = React.useRef<IntersectionObserver | null>(null);
  const sentinel = React.useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) showMore();
        },
        { rootMargin: '800px 0px' },
      );
      observer.current.observe(element);
    },
    [showMore],
  );
  return { visible: Math.min(count, total), hasMore: count < total, showMore, sentinel };
}
