// Toasts at the top right that outlive the page that raised them: a warning is shown while the
// visitor is sent elsewhere, a confirmation while the next list loads. They are plain DOM under
// <body>, so no page has to stay mounted for them. A modal <dialog> passes an element of its own
// as the container: the dialog's top layer would otherwise cover the toast and make it inert.
import { CLOSE_ICON_PATH } from './close-button.component';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Spec §9: global toasts and the cart and constructor notices 3 s, checkout toasts 5 s. */
export const TOAST_MS = { notice: 3000, checkout: 5000 } as const;

const REGION_CLASS = 'ui-toasts';

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

function closeButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ui-close';
  button.setAttribute('aria-label', 'Закрыть уведомление');
  button.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${CLOSE_ICON_PATH}" /></svg>`;
  return button;
}

/**
 * In a dialog the toasts stand just below its close button: at the top right, where they belong,
 * without covering the one control that closes the dialog.
 */
function keepClearOfDialogClose(region: HTMLElement, container: HTMLElement): void {
  const close = (container.closest('dialog') ?? container).querySelector('.ui-dialog__head .ui-close');
  region.style.top = close ? `${Math.round(close.getBoundingClientRect().bottom + 8)}px` : '';
}

/** Shows a toast for `durationMs`; it can be closed sooner. A repeated text replaces the old toast. */
export function showToast(kind: ToastKind, text: string, durationMs: number, container: HTMLElement = document.body): void {
  const region = regionIn(container);
  if (container !== document.body) keepClearOfDialogClose(region, container);
  for (const old of region.querySelectorAll<HTMLElement>('.ui-toast')) {
    if (old.dataset.text === text) old.remove();
  }
  const toast = document.createElement('div');
  toast.className = `ui-toast ui-toast--${kind}`;
  toast.dataset.testid = 'toast';
  toast.dataset.kind = kind;
  toast.dataset.text = text;
  toast.setAttribute('role', kind === 'error' || kind === 'warning' ? 'alert' : 'status');

  const message = document.createElement('p');
  message.className = 'ui-toast__text';
  message.textContent = text;

  const close = closeButton();
  const timer = window.setTimeout(() => toast.remove(), durationMs);
  close.addEventListener('click', () => {
    window.clearTimeout(timer);
    toast.remove();
  });
  toast.append(message, close);
  region.append(toast);
}
