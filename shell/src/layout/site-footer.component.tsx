import { INSTAGRAM_NOTE, SHOP_INFO } from '@shop/domain';
import { Link } from 'react-router';
import { openCookieSettings } from '../cookie-consent/use-cookie-consent';
import './site-footer.css';

/** Spec §2 'Header and footer': copyright, documents, the consultation bot, the four notices and the note on Instagram the law asks for. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { operator } = SHOP_INFO;
  return (
    <footer className="sh-footer">
      <div className="sh-footer__inner">
        <div className="sh-footer__brand">
          <p className="sh-footer__name">{SHOP_INFO.name}</p>
          <p className="sh-footer__tagline">{SHOP_INFO.tagline}</p>
          <p className="sh-footer__contacts">
            <a href={`mailto:${SHOP_INFO.supportEmail}`}>{SHOP_INFO.supportEmail}</a>
            <br />
            Самовывоз: {SHOP_INFO.pickup.address}
          </p>
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
              <Link to="/cookie-policy">Политика использования cookie</Link>
            </li>
            <li>
              <a href={SHOP_INFO.botUrl} target="_blank" rel="noopener noreferrer">
                Онлайн-консультация в Telegram-боте
              </a>
            </li>
            <li>
              <button type="button" className="sh-footer__link-button" onClick={openCookieSettings}>
                Настройки cookie
              </button>
            </li>
          </ul>
        </nav>
        <ul className="sh-footer__notices" aria-label="Уведомления">
          <li>Копирование материалов сайта без письменного разрешения запрещено.</li>
          <li>
            Персональные данные обрабатываются в соответствии с <Link to="/privacy">политикой конфиденциальности</Link>.
          </li>
          <li>Если вы не согласны с условиями обработки данных, пожалуйста, покиньте сайт.</li>
          <li>
            Сайт использует файлы cookie — подробнее в <Link to="/cookie-policy">политике использования cookie</Link>.
          </li>
          <li>{INSTAGRAM_NOTE}.</li>
        </ul>
        <div className="sh-footer__legal">
          <p className="sh-footer__copyright">
            © {year} {SHOP_INFO.name}
          </p>
          <p className="sh-footer__operator">
            {operator.fullName}, {operator.status}, ИНН {operator.taxId}
          </p>
        </div>
      </div>
    </footer>
  );
}
