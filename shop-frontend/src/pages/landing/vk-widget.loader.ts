// VK's Open API script and its community widget, loaded only when the landing's social block
// asks for it (after marketing consent, once scrolled into view): its own chunk, so no page
// carries this code until then.
import { VK_WIDGET_HEIGHT_PX, VK_WIDGET_TIMEOUT_MS } from '@shop/domain';

interface VkOpenApi {
  readonly Widgets?: { readonly Group?: (elementId: string, options: Record<string, unknown>, groupId: number) => unknown };
}

declare global {
  interface Window {
    VK?: VkOpenApi;
  }
}

/** The community's latest posts, on the shop's colours (VK takes them without '#'). */
const WIDGET_OPTIONS = { mode: 4, no_cover: 1, width: 'auto', height: VK_WIDGET_HEIGHT_PX, color1: 'FFFDF8', color2: '1D2A23', color3: 'AD512D' };

let openApi: Promise<void> | null = null;

/** The script, once per page; a failed load may be tried again by the next widget. */
function loadScript(src: string): Promise<void> {
  openApi ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  }).catch((error: unknown) => {
    openApi = null;
    throw error;
  });
  return openApi;
}

/** `promise`, or a failure once `ms` have passed without it. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Resolves when the widget's frame, once VK has put it into `container`, has loaded. */
function frameLoaded(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => watchFrame());
    const watchFrame = () => {
      const frame = container.querySelector('iframe');
      if (!frame) return;
      observer.disconnect();
      frame.addEventListener('load', () => resolve(), { once: true });
    };
    observer.observe(container, { childList: true, subtree: true });
    watchFrame();
  });
}

/**
 * Draws the VK community `groupId` into `container` (which needs an id) with the script at
 * `scriptUrl`. True once the widget's frame has loaded; false when the script fails, is not VK's
 * Open API, or the widget does not show within VK_WIDGET_TIMEOUT_MS.
 */
export async function showVkCommunity(container: HTMLElement, { scriptUrl, groupId }: { scriptUrl: string; groupId: number }): Promise<boolean> {
  try {
    await within(loadScript(scriptUrl), VK_WIDGET_TIMEOUT_MS);
    const group = window.VK?.Widgets?.Group;
    if (typeof group !== 'function') return false;
    const shown = frameLoaded(container);
    group(container.id, WIDGET_OPTIONS, groupId);
    await within(shown, VK_WIDGET_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}
