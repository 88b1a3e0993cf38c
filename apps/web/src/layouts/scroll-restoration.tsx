import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** React Router's own key: positions saved before the app left its data router still count. */
const STORAGE_KEY = 'react-router-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What React Router's <ScrollRestoration> did in the data router: a new page opens at its top (or at the
 * element its #hash names), back and forward return to where that page was. Positions are kept per
 * history entry (location.key), in sessionStorage when the page is left, so a reload keeps them too.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number>>(null);
  const shown = useRef(location.key);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // The position of the page on screen, as it scrolls: what a navigation leaves it at.
    const remember = () => {
      positions.current ??= savedPositions();
      positions.current[shown.current] = window.scrollY;
    };
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: positions are kept for this page's life only.
      }
      history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= savedPositions();
    shown.current = location.key;
    const saved = positions.current[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: the page opens at its top.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
