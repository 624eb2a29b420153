import { SHOP_INFO } from '@shop/domain';
import { Link } from 'react-router';
import { scrollToSection } from './scroll-to-section';

export function HeroSection() {
  return (
    <section className="shop-hero" aria-labelledby="shop-hero-title">
      <div className="shop-hero__inner">
        <div className="shop-hero__text">
          <img className="shop-hero__logo" src="/images/categories/logo.svg" alt="" width="96" height="96" />
          <p className="shop-hero__eyebrow">Цветочная мастерская в Москве</p>
          <h1 id="shop-hero-title" className="shop-hero__title">
            {SHOP_INFO.name}
          </h1>
          <p className="shop-hero__tagline">Комнатные растения, флорариумы ручной работы и букеты, собранные для вас. Доставим по Москве бережно и в срок.</p>
          <div className="shop-hero__actions">
            <button type="button" className="shop-button shop-button--accent" onClick={() => scrollToSection('products')}>
              Смотреть каталог
            </button>
            <Link to="/constructor" className="shop-button shop-button--ghost">
              Собрать букет
            </Link>
          </div>
        </div>
        {/* Decorative: a CSS background, so phones, which do not show it, never download it. */}
        <div className="shop-hero__art" aria-hidden="true" />
      </div>
      <div className="shop-hero__leaves" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </section>
  );
}
