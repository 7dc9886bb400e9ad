import { useEffect } from 'react';

const SETTLE_MS = 3000;

/**
 * The navbar's Blogs and Contact lead to '/#news' and '/#contact', but those sections load when
 * they come into view, and the sections above them grow as their data arrives. So: follow the
 * target while the page settles (each DOM change re-aligns it), and stop as soon as the user
 * scrolls by hand or the page has settled.
 */
export function useScrollToHash(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const align = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    align();
    const observer = new MutationObserver(align);
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [hash]);
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
