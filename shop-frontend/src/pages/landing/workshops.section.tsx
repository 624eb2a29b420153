import { SHOP_INFO } from '@shop/domain';
import { LandingSection, SectionTitle } from './landing-section.component';

/** Spec §1 and §9: a workshop takes place once a group of at least 3 people forms. */
const MIN_WORKSHOP_GROUP = 3;

const STEPS = [
  'Выбираете дату и оставляете заявку боту',
  `Мы собираем группу — от ${MIN_WORKSHOP_GROUP} человек`,
  'Собираете свой флорариум и забираете его домой',
] as const;

export function WorkshopsSection() {
  return (
    <LandingSection id="workshops" className="shop-workshops">
      <div className="shop-workshops__text">
        <SectionTitle section="workshops">Мастер-классы</SectionTitle>
        <p>
          Соберите свой флорариум вместе с нами: подберём растения, грунт и декор, расскажем об уходе. Мастер-класс проходит, как только собирается группа от{' '}
          {MIN_WORKSHOP_GROUP} человек, — приходите с друзьями или коллегами.
        </p>
        <a className="shop-button shop-button--primary" href={SHOP_INFO.botUrl} target="_blank" rel="noopener noreferrer">
          Записаться на мастер-класс
          <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>
        </a>
      </div>
      <ol className="shop-workshops__steps">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </LandingSection>
  );
}
