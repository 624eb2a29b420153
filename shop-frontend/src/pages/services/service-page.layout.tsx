import { SHOP_INFO } from '@shop/domain';
import { BackLink } from '../../components/back-link.component';
import { ContactsBlock } from '../../components/contacts-block.component';
import { useDocumentTitle } from '../../components/use-document-title';

export interface ServiceDescription {
  title: string;
  lead: string;
  image: string;
  includedTitle: string;
  included: readonly string[];
  steps: readonly string[];
  price: string;
  cta: string;
  testId: string;
}

/** The plant-care and consultation pages: what is included, how it works, the price, and a request to the bot. */
export function ServicePage({ service }: { service: ServiceDescription }) {
  useDocumentTitle(service.title);
  return (
    <div className="shop-container shop-service-page" data-testid={service.testId}>
      <BackLink to="/#services" label="Назад к услугам" />
      <div className="shop-service-page__layout">
        <div className="shop-service-page__media">
          <img className="shop-service-page__image" src={service.image} alt="" width={600} height={800} decoding="async" />
        </div>
        <div className="shop-service-page__text">
          <p className="shop-product__category">Услуга</p>
          <h1 className="shop-page-title">{service.title}</h1>
          <p className="shop-page-lead">{service.lead}</p>
          <h2 className="shop-service-page__subtitle">{service.includedTitle}</h2>
          <ul className="shop-check-list">
            {service.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2 className="shop-service-page__subtitle">Как это работает</h2>
          <ol className="shop-steps">
            {service.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h2 className="shop-service-page__subtitle">Стоимость</h2>
          <p>{service.price}</p>
          <div className="shop-service-page__actions">
            <a className="shop-button shop-button--accent" href={SHOP_INFO.botUrl} target="_blank" rel="noopener noreferrer" data-testid="service-request">
              {service.cta}
              <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>
            </a>
          </div>
        </div>
      </div>
      <ContactsBlock />
    </div>
  );
}
