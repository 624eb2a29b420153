import { REQUEST_BOT_URL, SUPPORT_EMAIL, TELEGRAM_CHANNEL_URL, VK_COMMUNITY_URL } from '../shop-info';

/** E-mail, request bot and social links: on the landing page and under every category. */
export function ContactsBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id="contacts" className="shop-contacts" aria-labelledby="shop-contacts-title">
      <div className="shop-contacts__intro">
        <Heading id="shop-contacts-title" className="shop-section-title">
          Контакты
        </Heading>
        <p>
          Подскажем с выбором, уточним наличие и соберём заказ. Пишите — отвечаем ежедневно с 10:00 до 20:00 по
          московскому времени.
        </p>
      </div>
      <ul className="shop-contacts__list">
        <li>
          <span className="shop-contacts__label">Электронная почта</span>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </li>
        <li>
          <span className="shop-contacts__label">Заявки и вопросы</span>
          <a href={REQUEST_BOT_URL} target="_blank" rel="noopener noreferrer">
            Написать боту в Telegram
          </a>
        </li>
        <li>
          <span className="shop-contacts__label">Мы в соцсетях</span>
          <span className="shop-contacts__socials">
            <a href={VK_COMMUNITY_URL} target="_blank" rel="noopener noreferrer">
              Сообщество ВКонтакте
            </a>
            <a href={TELEGRAM_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
              Telegram-канал
            </a>
          </span>
        </li>
      </ul>
    </section>
  );
}
