import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { prefetchCatalogue } from '../../catalogue/catalogue.chunks';
import { CATALOGUE_CATEGORIES } from '../../catalogue/categories';

const SCROLL_STEP_PX = 330;

export function CategoriesSection() {
  const { rowRef, canScrollLeft, canScrollRight, scrollBy } = useScrollableRow();
  return (
    <section id="products" className="shop-section" aria-labelledby="shop-products-title">
      <div className="shop-section__head">
        <h2 id="shop-products-title" className="shop-section-title">
          Каталог
        </h2>
        <div className="shop-row-arrows">
          {canScrollLeft && (
            <button type="button" className="shop-arrow" aria-label="Прокрутить категории влево" onClick={() => scrollBy(-1)}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
          )}
          {canScrollRight && (
            <button type="button" className="shop-arrow" aria-label="Прокрутить категории вправо" onClick={() => scrollBy(1)}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          )}
        </div>
      </div>
      <ul className="shop-category-row" ref={rowRef}>
        {CATALOGUE_CATEGORIES.map((category) => (
          <li key={category.code} className="shop-category-card">
            <Link
              to={category.path}
              className="shop-category-card__link"
              onPointerEnter={prefetchCatalogue}
              onFocus={prefetchCatalogue}
            >
              <img
                className="shop-category-card__image"
                src={category.image}
                alt=""
                width="640"
                height="480"
                loading="lazy"
                decoding="async"
              />
              <span className="shop-category-card__body">
                <span className="shop-category-card__title">{category.title}</span>
                <span className="shop-category-card__summary">{category.summary}</span>
                <span className="shop-category-card__more" aria-hidden="true">
                  Смотреть →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Left/right arrows appear only when more cards lie in that direction. */
function useScrollableRow() {
  const rowRef = useRef<HTMLUListElement>(null);
  const [canScrollLeft, setCanScrollLeft] = useState(false);
  const [canScrollRight, setCanScrollRight] = useState(false);

  const update = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    setCanScrollLeft(row.scrollLeft > 1);
    setCanScrollRight(row.scrollLeft + row.clientWidth < row.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    update();
    row.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      row.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const scrollBy = (direction: 1 | -1) => rowRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });
  return { rowRef, canScrollLeft, canScrollRight, scrollBy };
}
