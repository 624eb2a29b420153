import { LandingSection, SectionTitle } from './landing-section.component';

const FACTS = [
  { value: 'Ручная работа', text: 'каждый флорариум собираем сами, под заказ' },
  { value: 'По Москве', text: 'курьерская доставка или самовывоз' },
  { value: 'С заботой', text: 'расскажем, как ухаживать за покупкой' },
] as const;

export function AboutSection() {
  return (
    <LandingSection id="about" className="shop-about">
      <div className="shop-about__text">
        <SectionTitle section="about">О нас</SectionTitle>
        <p>
          Мы — небольшая московская мастерская. Выращиваем и подбираем комнатные растения, собираем флорариумы и составляем букеты из свежих цветов. Нам важно,
          чтобы растение прижилось у вас дома, поэтому перед заказом мы уточняем наличие и помогаем с выбором.
        </p>
        <p>Заказ подтверждает администратор, и только после этого открывается онлайн-оплата — вы платите за то, что точно есть в наличии.</p>
      </div>
      <ul className="shop-about__facts">
        {FACTS.map((fact) => (
          <li key={fact.value}>
            <strong>{fact.value}</strong>
            <span>{fact.text}</span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
