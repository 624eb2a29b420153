import { displayPrice, SERVICE_PRICE_FROM } from '@shop/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SERVICE_FLOWERS_CARD } from '../../catalogue/categories';
import { RotatingImage } from '../../components/rotating-image.component';
import { LandingSection } from './landing-section.component';

interface Service {
  key: string;
  title: string;
  text: string;
  icon: ReactNode;
  /** Spec §2: only the constructor and the flower compositions are links. */
  to?: string;
}

const SERVICES: readonly Service[] = [
  {
    key: 'constructor',
    title: 'Конструктор букетов',
    text: 'Соберите букет сами из роз, пионов, ранункулюсов и других цветов — цена считается сразу.',
    to: '/constructor',
    icon: <path d="M12 21v-8M12 13c-3.5 0-6-2.5-6-6 3.5 0 6 2.5 6 6Zm0 0c0-3.5 2.5-6 6-6 0 3.5-2.5 6-6 6Zm0-4a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />,
  },
  {
    key: 'flowers',
    title: 'Цветочные композиции',
    text: `Авторские композиции к празднику, на свадьбу и в интерьер — ${displayPrice({ price: SERVICE_PRICE_FROM, priceFrom: true })}, итоговая цена индивидуальна.`,
    to: '/services/ServiceFlowers',
    icon: <path d="M4 20h16M6 20l1.5-7h9L18 20M9 13c0-3 1-6 3-8 2 2 3 5 3 8" />,
  },
  {
    key: 'care',
    title: 'Уход за растениями',
    text: 'Пересадка, подкормка и лечение — вернём растению здоровый вид.',
    icon: <path d="M7 21h10l1-6H6l1 6Zm5-6V9m0 0c0-3 2-5 5-5 0 3-2 5-5 5Zm0 0C12 6 10 4 7 4c0 3 2 5 5 5Z" />,
  },
  {
    key: 'consultations',
    title: 'Консультации',
    text: 'Подберём растения под свет, влажность и ваш ритм жизни.',
    icon: <path d="M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5" />,
  },
];

export function ServicesSection() {
  return (
    <LandingSection id="services" title="Услуги">
      <ul className="shop-services">
        {SERVICES.map((service) => (
          <li key={service.key} className={`shop-service-card shop-service-card--${service.key}`}>
            <ServiceCardContent service={service} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function ServiceCardContent({ service }: { service: Service }) {
  const content = (
    <>
      {service.key === 'flowers' && <RotatingImage className="shop-service-card__media" pictures={SERVICE_FLOWERS_CARD} testId="service-flowers-images" />}
      <span className="shop-service-card__content">
        <svg className="shop-service-card__icon" viewBox="0 0 24 24" aria-hidden="true">
          {service.icon}
        </svg>
        <span className="shop-service-card__title">{service.title}</span>
        <span className="shop-service-card__text">{service.text}</span>
        {service.to && (
          <span className="shop-service-card__more" aria-hidden="true">
            Подробнее →
          </span>
        )}
      </span>
    </>
  );
  if (!service.to) return <div className="shop-service-card__inner">{content}</div>;
  return (
    <Link to={service.to} className="shop-service-card__inner shop-service-card__inner--link">
      {content}
    </Link>
  );
}
