import { SERVICE_PRICE_FROM, SHOP_INFO, displayPrice } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { categoryTitle } from '../../catalogue/categories';
import { serviceProductQuery } from './service-product.query';
import { BackLink } from '../../components/back-link.component';
import { ContactsBlock } from '../../components/contacts-block.component';
import { useDocumentTitle } from '../../components/use-document-title';
import { useHasBeenTrue } from '../../components/use-has-been-true';
import { FlowerCarousel } from './flower-carousel.component';

// The lightbox, and with it the shared UI module, loads with the first photo opened: the page and
// its carousel render without waiting for either.
const Lightbox = lazy(() => import(/* webpackChunkName: "lightbox" */ './lightbox.component').then((m) => ({ default: m.Lightbox })));

const OCCASIONS = ['День рождения и юбилей', 'Свадьба и помолвка', 'Интерьер дома, кафе или офиса', 'Корпоративные праздники'] as const;

/** /services/ServiceFlowers: the flower-composition service, shown with its product's photos. */
export function ServiceFlowersPage() {
  const title = categoryTitle('ServiceFlowers');
  useDocumentTitle(title);
  const { data: service, isPending, isError, refetch } = useQuery(serviceProductQuery());
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const lightboxMounted = useHasBeenTrue(lightboxIndex !== null);
  const priceFrom = displayPrice({ price: SERVICE_PRICE_FROM, priceFrom: true });

  return (
    <div className="shop-container shop-service-page" data-testid="service-flowers-page">
      <BackLink to="/#services" label="Назад к услугам" />
      <div className="shop-service-page__layout">
        <div className="shop-service-page__media">
          {isPending && (
            <p className="shop-status" role="status">
              Загружаем фотографии…
            </p>
          )}
          {isError && (
            <div className="shop-status shop-status--error" role="alert">
              <p>Не удалось загрузить фотографии. Проверьте подключение к интернету и попробуйте ещё раз.</p>
              <button type="button" className="shop-button shop-button--primary" onClick={() => refetch()}>
                Повторить
              </button>
            </div>
          )}
          {service && (
            <>
              <FlowerCarousel title={service.title} images={service.images} held={lightboxIndex !== null} onOpen={setLightboxIndex} />
              {lightboxMounted && (
                <Suspense fallback={null}>
                  <Lightbox
                    title={service.title}
                    images={service.images}
                    index={lightboxIndex}
                    onIndexChange={setLightboxIndex}
                    onClose={() => setLightboxIndex(null)}
                  />
                </Suspense>
              )}
            </>
          )}
        </div>
        <div className="shop-service-page__text">
          <p className="shop-product__category">Услуга</p>
          <h1 className="shop-page-title">{title}</h1>
          <p className="shop-service-page__price" data-testid="service-price">
            {priceFrom}
          </p>
          <p className="shop-page-lead" data-testid="service-price-text">
            Стоимость композиций — {priceFrom}, итоговая цена рассчитывается индивидуально: она зависит от размера, сезонных цветов и оформления.
          </p>
          <p>
            Соберём авторскую композицию из свежих цветов в шляпной коробке, корзине или керамике — под ваш повод, цветовую гамму и бюджет. Покажем эскиз и фото
            готовой работы до доставки.
          </p>
          <h2 className="shop-service-page__subtitle">Подходит для</h2>
          <ul className="shop-check-list">
            {OCCASIONS.map((occasion) => (
              <li key={occasion}>{occasion}</li>
            ))}
          </ul>
          <div className="shop-service-page__actions">
            <a className="shop-button shop-button--accent" href={SHOP_INFO.botUrl} target="_blank" rel="noopener noreferrer">
              Обсудить композицию
              <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>
            </a>
            {service && (
              <Link className="shop-button shop-button--outline" to={`/product/${service.id}`}>
                Страница композиции
              </Link>
            )}
          </div>
        </div>
      </div>
      <ContactsBlock />
    </div>
  );
}
