// Toasts at the top right that outlive the page that raised them: the empty-cart warning is shown
// while the visitor is sent to the catalogue, the order confirmation while the history loads. They
// are plain DOM under <body>, so no page has to stay mounted for them. A modal <dialog> passes an
// element of its own as the container: the dialog's top layer would otherwise cover the toast and
// make it inert.

import './toaster.css';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Spec §9: cart and constructor notices 3 s, checkout toasts 5 s. */
export const TOAST_MS = { notice: 3000, checkout: 5000 } as const;

const REGION_CLASS = 'shop-toasts';

function regionIn(host: HTMLElement): HTMLElement {
  const existing = host.querySelector<HTMLElement>(`:scope > .${REGION_CLASS}`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = REGION_CLASS;
  region.setAttribute('aria-live', 'polite');
  host.append(region);
  return region;
}

/** Creates the page-level live region ahead of time, so screen readers already watch it. */
export function prepareToasts(): void {
  regionIn(document.body);
}

const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" /></svg>';

/** Shows a toast for `durationMs`; the visitor can close it sooner. A repeated text replaces the old toast. */
export function showToast(kind: ToastKind, text: string, durationMs: number, container: HTMLElement = document.body): void {
  const region = regionIn(container);
  for (const old of region.querySelectorAll<HTMLElement>('.shop-toast')) {
    if (old.dataset.text === text) old.remove();
  }
  const toast = document.createElement('div');
  toast.className = `shop-toast shop-toast--${kind}`;
  toast.dataset.testid = 'toast';
  toast.dataset.kind = kind;
  toast.dataset.text = text;
  toast.setAttribute('role', kind === 'error' || kind === 'warning' ? 'alert' : 'status');

  const message = document.createElement('p');
  message.className = 'shop-toast__text';
  message.textContent = text;

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'shop-toast__close';
  close.setAttribute('aria-label', 'Закрыть уведомление');
  close.innerHTML = CLOSE_ICON;

  const timer = window.setTimeout(() => toast.remove(), durationMs);
  close.addEventListener('click', () => {
    window.clearTimeout(timer);
    toast.remove();
  });
  toast.append(message, close);
  region.append(toast);
}
