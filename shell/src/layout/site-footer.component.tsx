import { Link } from 'react-router';
import { CONSULTATION_BOT_URL, SHOP_NAME, SHOP_TAGLINE } from '../shop-info';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="sh-footer">
      <div className="sh-footer__inner">
        <div className="sh-footer__brand">
          <p className="sh-footer__name">{SHOP_NAME}</p>
          <p className="sh-footer__tagline">{SHOP_TAGLINE}</p>
        </div>
        <nav className="sh-footer__nav" aria-label="Документы и помощь">
          <ul>
            <li>
              <Link to="/terms">Пользовательское соглашение</Link>
            </li>
            <li>
              <Link to="/privacy">Политика конфиденциальности</Link>
            </li>
            <li>
              <a href={CONSULTATION_BOT_URL} target="_blank" rel="noopener noreferrer">
                Онлайн-консультация в Telegram
              </a>
            </li>
          </ul>
        </nav>
        <div className="sh-footer__notices">
          <p>Копирование материалов сайта запрещено.</p>
          <p>
            Мы обрабатываем персональные данные в соответствии с политикой конфиденциальности. Если вы не согласны с
            этим, пожалуйста, покиньте сайт.
          </p>
          <p>Сайт использует файлы cookie.</p>
        </div>
        <p className="sh-footer__copyright">
          © {year} {SHOP_NAME}
        </p>
      </div>
    </footer>
  );
}
