/** What the admin does to move about the page: from the first of these on, the page is theirs to scroll. */
const OWN_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** After this the lists above have long filled in. */
const HOLD_MS = 10_000;

/**
 * Keeps `target` at the top of the window while the page around it is still filling in (the lists
 * above it render their cards a screenful first, the rest when the browser is idle), until the admin
 * scrolls, presses or types. Realigned after layout and before paint, so it never visibly jumps.
 * Returns the release.
 */
export function holdInView(target: Element): () => void {
  const observer = new ResizeObserver(() => target.scrollIntoView({ behavior: 'instant', block: 'start' }));
  const timer = setTimeout(release, HOLD_MS);
  function release() {
    observer.disconnect();
    clearTimeout(timer);
    for (const move of OWN_MOVES) window.removeEventListener(move, release, true);
  }
  observer.observe(document.body);
  for (const move of OWN_MOVES) window.addEventListener(move, release, { capture: true, passive: true });
  return release;
}
