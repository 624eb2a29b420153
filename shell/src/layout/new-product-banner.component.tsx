import { useId } from 'react';
import { Link } from 'react-router';
import './new-product-banner.css';

/** Bottom-right card announcing the bouquet constructor (spec §2 'New-product banner'). */
export default function NewProductBanner({ onClose }: { onClose: () => void }) {
  const id = useId();
  return (
    <aside className="sh-promo" aria-labelledby={`${id}-title`} data-testid="new-product-banner">
      <img className="sh-promo__image" src="/images/flowers/f312.webp" alt="" width="72" height="72" decoding="async" />
      <div className="sh-promo__body">
        <p className="sh-promo__eyebrow">Новинка</p>
        <h2 id={`${id}-title`} className="sh-promo__title">
          Конструктор букетов
        </h2>
        <p className="sh-promo__text">Соберите букет сами из 12 видов цветов — стоимость видна сразу.</p>
        <Link to="/constructor" className="sh-button sh-promo__link" onClick={onClose}>
          Собрать букет
        </Link>
      </div>
      <button type="button" className="sh-promo__close" aria-label="Закрыть объявление о конструкторе букетов" onClick={onClose}>
        <svg className="sh-icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </aside>
  );
}
