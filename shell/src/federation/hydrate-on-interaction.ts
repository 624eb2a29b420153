import { remoteHydratedAttribute } from '@shop/domain';
import type { RemoteName } from './remote-registry';

/**
 * A page the server rendered is complete before any script runs: the shell hydrates its own parts
 * (header, footer, cookie banner) at once, and the remote's part, which needs the remote's code,
 * when the visitor first does something on the page. Until then it is the server's HTML: links
 * work as links, and a press on one of its buttons is held and repeated once it is live.
 */

const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** Resolves on the visitor's first pointer, touch, key, focus, wheel or scroll. */
export function firstInteraction(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** Resolves once the remote's part of the page is live (the remote marks <html> when it is). */
export function remoteHydrated(name: RemoteName, root: HTMLElement = document.documentElement): Promise<void> {
  const attribute = remoteHydratedAttribute(name);
  return new Promise((resolve) => {
    if (root.hasAttribute(attribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(attribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [attribute] });
  });
}

const PRESSABLE = 'button, [role="button"], input, select, textarea, label, summary';

/**
 * Holds a press on a control inside `region` until `live`, then repeats it on the same element
 * (hydration keeps the server's DOM nodes). Links are left alone: they navigate as links.
 */
export function holdPressesUntil(region: Element, live: Promise<void>, target: Window = window): void {
  let held: HTMLElement | null = null;
  let isLive = false;
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (isLive || !control || !region.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  target.addEventListener('click', hold, true);
  void live.then(() => {
    isLive = true;
    target.removeEventListener('click', hold, true);
    held?.click();
  });
}

/** Adds a preload for each of the remote's files, so they load side by side once asked for. */
export function preloadScripts(urls: readonly string[], head: HTMLElement = document.head): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    head.appendChild(link);
  }
}
