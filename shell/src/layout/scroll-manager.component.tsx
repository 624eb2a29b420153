import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const SCROLL_TOP_THRESHOLD_PX = 300;

/**
 * Scrolls smoothly to the top on every route change (pages with a #hash scroll to their anchor
 * themselves) and offers a 'Наверх' button once the page is scrolled past 300 px.
 */
export function ScrollManager() {
  useScrollToTopOnNavigation();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button type="button" className="sh-scroll-top" aria-label="Наверх" onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}>
      <svg className="sh-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}

/** Smooth, unless the visitor asked the system for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function useScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname, hash]);
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
