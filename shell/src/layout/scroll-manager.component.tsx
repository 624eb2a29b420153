import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls smoothly to the top on every route change (pages with a #hash scroll to their anchor
 * themselves) and offers a 'Наверх' button once the page is scrolled past 300 px.
 */
export function ScrollManager() {
  useScrollToTopOnNavigation();
  const [sentinel, past] = useScrolledPast();
  return (
    <>
      <div ref={sentinel} className="sh-scroll-sentinel" aria-hidden="true" />
      {past && <ScrollTopButton />}
    </>
  );
}

function ScrollTopButton() {
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

/**
 * Whether the page is scrolled past the sentinel (300 px down the document, placed by shell.css), told by
 * an IntersectionObserver: reading `scrollY` on every scroll event would force a layout of the whole
 * page each time, which on a long admin list cost more than rendering it.
 */
function useScrolledPast(): [RefObject<HTMLDivElement | null>, boolean] {
  const sentinel = useRef<HTMLDivElement>(null);
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return [sentinel, past];
}
