import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** Scroll position of each history entry (by location key), kept across reloads for the tab. */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * The key an entry's position is kept under. Every page a tab loads in full (a link from another
 * site, a payment gateway's return, a reload) has react-router's key 'default', so those are told
 * apart by their address: a reload returns to where it was, and another page loaded in full does
 * not open at the scroll position of the last one.
 */
const positionKey = ({ key, pathname, search }: Location) =>
  key === 'default' ? `default ${pathname}${search}` : key;

/**
 * What react-router's <ScrollRestoration> did for the data router: back/forward (and a reload)
 * return to where that entry was scrolled, a new page starts at the top, and a '/#contact' style
 * link scrolls to its section. Renders nothing.
 */
export function ScrollRestoration() {
  const location = useLocation();
  // The entry on screen: its scroll position is what the scroll events record.
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (shownKey.current !== null) savedPositions()[shownKey.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before paint, so the new page never shows at the old page's scroll position.
  const key = positionKey(location);
  useLayoutEffect(() => {
    const previous = shownKey.current;
    shownKey.current = key;
    if (previous === key) return; // StrictMode's second run of the same effect
    const saved = savedPositions()[key];
    // The first render takes over a page the browser has already shown (decision 012), maybe
    // scrolled by the reader or to its #section: left where it is unless this entry has a
    // position of its own (a reload).
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (previous === null) return;
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, location.hash]);

  return null;
}
