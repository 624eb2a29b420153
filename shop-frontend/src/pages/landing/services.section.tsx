import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Service {
  title: string;
  text: string;
  icon: ReactNode;
  to?: string;
}

const SERVICES: readonly Service[] = [
  {
    title: 'Конструктор букетов',
    text: 'Соберите букет сами из роз, пионов, ранункулюсов и других цветов — цена считается сразу.',
    to: '/constructor',
    icon: <path d="M12 21v-8M12 13c-3.5 0-6-2.5-6-6 3.5 0 6 2.5 6 6Zm0 0c0-3.5 2.5-6 6-6 0 3.5-2.5 6-6 6Zm0-4a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />,
  },
  {
    title: 'Цветочные композиции',
    text: 'Авторские композиции к празднику и в интерьер — от 15 000 ₽, итоговая цена индивидуальна.',
    to: '/services/ServiceFlowers',
    icon: <path d="M4 20h16M6 20l1.5-7h9L18 20M9 13c0-3 1-6 3-8 2 2 3 5 3 8" />,
  },
  {
    title: 'Уход за растениями',
    text: 'Пересадка, подкормка и лечение — вернём растению здоровый вид.',
    icon: <path d="M7 21h10l1-6H6l1 6Zm5-6V9m0 0c0-3 2-5 5-5 0 3-2 5-5 5Zm0 0C12 6 10 4 7 4c0 3 2 5 5 5Z" />,
  },
  {
    title: 'Консультации',
    text: 'Подберём растения под свет, влажность и ваш ритм жизни.',
    icon: <path d="M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5" />,
  },
];

export function ServicesSection() {
  return (
    <section id="services" className="shop-section" aria-labelledby="shop-services-title">
      <div className="shop-section__head">
        <h2 id="shop-services-title" className="shop-section-title">
          Услуги
        </h2>
      </div>
      <ul className="shop-services">
        {SERVICES.map((service) => (
          <li key={service.title} className="shop-service-card">
            <ServiceCardContent service={service} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServiceCardContent({ service }: { service: Service }) {
  const content = (
    <>
      <svg className="shop-service-card__icon" viewBox="0 0 24 24" aria-hidden="true">
        {service.icon}
      </svg>
      <span className="shop-service-card__title">{service.title}</span>
      <span className="shop-service-card__text">{service.text}</span>
    </>
  );
  if (!service.to) return <div className="shop-service-card__inner">{content}</div>;
  return (
    <Link to={service.to} className="shop-service-card__inner shop-service-card__inner--link">
      {content}
      <span className="shop-service-card__more" aria-hidden="true">
        Подробнее →
      </span>
    </Link>
  );
}
