import { SHOP_INFO } from '@shop/domain';

const NEW_TAB = <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>;

/** E-mail, request bot and social links: on the landing page and under every category. */
export function ContactsBlock() {
  return (
    <section id="contacts" className="shop-contacts" aria-labelledby="shop-contacts-title">
      <div className="shop-contacts__intro">
        <h2 id="shop-contacts-title" className="shop-section-title">
          Контакты
        </h2>
        <p>Подскажем с выбором, уточним наличие и соберём заказ. Пишите — отвечаем {SHOP_INFO.pickup.hours} по московскому времени.</p>
        <a className="shop-button shop-button--accent shop-contacts__cta" href={SHOP_INFO.botUrl} target="_blank" rel="noopener noreferrer">
          Оставить заявку боту
          {NEW_TAB}
        </a>
      </div>
      <ul className="shop-contacts__list">
        <li>
          <span className="shop-contacts__label">Электронная почта</span>
          <a href={`mailto:${SHOP_INFO.supportEmail}`}>{SHOP_INFO.supportEmail}</a>
        </li>
        <li>
          <span className="shop-contacts__label">Телефон</span>
          <a href={`tel:${SHOP_INFO.phone.replace(/[^\d+]/g, '')}`}>{SHOP_INFO.phone}</a>
        </li>
        <li>
          <span className="shop-contacts__label">Заявки и вопросы</span>
          <a href={SHOP_INFO.botUrl} target="_blank" rel="noopener noreferrer">
            Telegram-бот магазина
            {NEW_TAB}
          </a>
        </li>
        <li>
          <span className="shop-contacts__label">Самовывоз</span>
          <span>{SHOP_INFO.pickup.address}</span>
        </li>
        <li>
          <span className="shop-contacts__label">Мы в соцсетях</span>
          <span className="shop-contacts__socials">
            <a href={SHOP_INFO.social.vk} target="_blank" rel="noopener noreferrer">
              ВКонтакте
              {NEW_TAB}
            </a>
            <a href={SHOP_INFO.social.telegramChannel} target="_blank" rel="noopener noreferrer">
              Telegram-канал
              {NEW_TAB}
            </a>
            <a href={SHOP_INFO.social.photos} target="_blank" rel="noopener noreferrer">
              Фотоблог
              {NEW_TAB}
            </a>
          </span>
        </li>
      </ul>
    </section>
  );
}
