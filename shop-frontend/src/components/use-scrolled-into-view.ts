import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Watches only
 * while `watching`, so nothing observes a page that will not use the answer.
 */
export function useScrolledIntoView(element: RefObject<Element | null>, { watching, margin }: { watching: boolean; margin: string }): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!watching || seen || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, watching, seen, margin]);
  return seen;
}
