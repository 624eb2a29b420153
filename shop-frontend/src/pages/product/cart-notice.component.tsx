import { Icon } from '../../components/icon.component';
import type { Notice } from '../../components/timed-notice';

/** The add-to-cart notice (spec §4 'Notices': 3 s, can be closed), in a live region that is always there. */
export function CartNotice({ notice, onClose, className = '' }: { notice: Notice | null; onClose: () => void; className?: string }) {
  return (
    <div className={`shop-notice-slot ${className}`.trim()} role="status" aria-live="polite">
      {notice && (
        <p className={`shop-notice shop-notice--${notice.kind}`} data-testid="cart-notice">
          <span>{notice.text}</span>
          <button type="button" className="shop-round-button shop-notice__close" aria-label="Закрыть уведомление" onClick={onClose}>
            <Icon name="close" />
          </button>
        </p>
      )}
    </div>
  );
}
