/** Landing sections a URL hash or a button can lead to. */
export type LandingSection = 'products' | 'services' | 'about' | 'workshops' | 'social' | 'contacts';

function behavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Scrolls a landing section into view (under the sticky header, see scroll-padding-top) and moves
 * keyboard focus to its heading, so the next Tab continues from there.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: behavior(), block: 'start' });
  const heading = section.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  return true;
}
