import { REQUEST_BOT_URL } from '../../shop-info';

const MIN_WORKSHOP_GROUP = 3;

export function WorkshopsSection() {
  return (
    <section id="workshops" className="shop-section shop-workshops" aria-labelledby="shop-workshops-title">
      <h2 id="shop-workshops-title" className="shop-section-title">
        Мастер-классы
      </h2>
      <p>
        Соберите свой флорариум вместе с нами: подберём растения, грунт и декор, расскажем об уходе. Мастер-класс
        проходит, как только собирается группа от {MIN_WORKSHOP_GROUP} человек.
      </p>
      <a className="shop-button shop-button--primary" href={REQUEST_BOT_URL} target="_blank" rel="noopener noreferrer">
        Записаться на мастер-класс
      </a>
    </section>
  );
}
