import { browserKeptStateOf, EARLY_PRESS_ATTRIBUTE } from '@shop/domain';
import { readStorage } from '../browser-storage';

/**
 * A page the server rendered is complete before any script runs: the shell hydrates its own parts
 * (header, footer, cookie banner) at once, and the remote's part, which needs the remote's code,
 * when the visitor first does something on the page. Until then it is the server's HTML: links
 * work as links, and a press on one of its buttons is held and repeated once it is live (by the
 * page's loader, shell/public/start-after-paint.js, which runs before any of this). A page that
 * shows something this browser kept (the constructor's chosen flowers) is the exception: the server
 * rendered it without that, so its part hydrates at once and shows it without a press.
 */

const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** Resolves on the visitor's first pointer, touch, key, focus, wheel or scroll, or at once after a press the loader held. */
export function firstInteraction(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (target.document.documentElement.hasAttribute(EARLY_PRESS_ATTRIBUTE)) return resolve();
    const done = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** Resolves at once when the page at `pathname` shows state kept in this browser and some is stored, else on the first interaction. */
export function remoteWanted(pathname: string = window.location.pathname, target: Window = window): Promise<void> {
  const kept = browserKeptStateOf(pathname).some((key) => readStorage('session', key) !== null);
  return kept ? Promise.resolve() : firstInteraction(target);
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
