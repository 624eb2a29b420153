import type { ReactNode } from 'react';

/** A message about the whole form: errors are alerts (announced at once), the rest are status. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <div className={`shop-alert shop-alert--${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      <span className="shop-alert__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'error' ? '✕' : '!'}
      </span>
      <div>{children}</div>
    </div>
  );
}
