import { browserKeptStateOf, EARLY_PRESS_ATTRIBUTE } from '@shop/domain';
import { readStorage } from '../browser-storage';

/**
 * A page the server rendered is complete before any script runs: the shell hydrates its own parts
 * (header, footer, cookie banner) at once, and the remote's part, which needs the remote's code,
 * when the visitor first does something on the page or, failing that, once the page has loaded and
 * the browser has a moment with nothing else to do, so a visitor who looks before pressing finds
 * it live. Until then it is the server's HTML: links work as links, and a press on one of its
 * buttons is held and repeated once it is live (by the page's loader,
 * shell/public/start-after-paint.js, which runs before any of this). A page that shows something
 * this browser kept (the constructor's chosen flowers) hydrates at once: the server rendered it
 * without that, and it shows without a press.
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

/** The longest an idle moment is waited for after the load event. */
const IDLE_WAIT_MS = 2000;

/** Resolves once the page has loaded and the browser then has a moment with nothing else to do. */
export function idleAfterLoad(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
      else target.setTimeout(resolve, 0);
    };
    if (target.document.readyState === 'complete') whenIdle();
    else target.addEventListener('load', whenIdle, { once: true });
  });
}

/** Resolves at once when the page at `pathname` shows state kept in this browser and some is stored, else on the first interaction or once idle after the load. */
export function remoteWanted(pathname: string = window.location.pathname, target: Window = window): Promise<void> {
  const kept = browserKeptStateOf(pathname).some((key) => readStorage('session', key) !== null);
  return kept ? Promise.resolve() : Promise.race([firstInteraction(target), idleAfterLoad(target)]);
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
