import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { prefetchCatalogue } from '../../catalogue/catalogue.chunks';
import { LANDING_CATEGORIES } from '../../catalogue/categories';
import { ArrowButton } from '../../components/arrow-button.component';
import { RotatingImage } from '../../components/rotating-image.component';
import { LandingSection } from './landing-section.component';

/** Spec §9: one press of an arrow scrolls the row by 330 px. */
export const ROW_SCROLL_STEP_PX = 330;

export function CategoriesSection() {
  const { rowRef, leftRef, rightRef, canScrollLeft, canScrollRight, scrollBy } = useScrollableRow();
  return (
    <LandingSection
      id="products"
      title="Каталог"
      aside={
        <div className="shop-row-arrows">
          {canScrollLeft && (
            <ArrowButton ref={leftRef} direction="back" label="Прокрутить категории влево" data-testid="row-arrow-left" onClick={() => scrollBy(-1)} />
          )}
          {canScrollRight && (
            <ArrowButton ref={rightRef} direction="forward" label="Прокрутить категории вправо" data-testid="row-arrow-right" onClick={() => scrollBy(1)} />
          )}
        </div>
      }
    >
      <ul className="shop-category-row" ref={rowRef} data-testid="category-row">
        {LANDING_CATEGORIES.map((category) => (
          <li key={category.code} className="shop-category-card">
            <Link to={category.path} className="shop-category-card__link" onPointerEnter={prefetchCatalogue} onFocus={prefetchCatalogue}>
              <RotatingImage className="shop-category-card__media" pictures={category} testId={`category-images-${category.code}`} />
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
    </LandingSection>
  );
}

/**
 * Left/right arrows appear only when more cards lie in that direction. When the arrow a keyboard
 * user pressed disappears (the row reached its end), focus moves to the other one.
 */
function useScrollableRow() {
  const rowRef = useRef<HTMLUListElement>(null);
  const leftRef = useRef<HTMLButtonElement>(null);
  const rightRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<1 | -1 | null>(null);
  const [canScrollLeft, setCanScrollLeft] = useState(false);
  const [canScrollRight, setCanScrollRight] = useState(false);

  useEffect(() => {
    const gone = pressed.current === 1 ? !canScrollRight : pressed.current === -1 ? !canScrollLeft : false;
    if (!gone || (document.activeElement && document.activeElement !== document.body)) return;
    (pressed.current === 1 ? leftRef : rightRef).current?.focus();
    pressed.current = null;
  }, [canScrollLeft, canScrollRight]);

  const update = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    setCanScrollLeft(row.scrollLeft > 1);
    setCanScrollRight(row.scrollLeft + row.clientWidth < row.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return undefined;
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [update]);

  const scrollBy = (direction: 1 | -1) => {
    pressed.current = direction;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    rowRef.current?.scrollBy({ left: direction * ROW_SCROLL_STEP_PX, behavior: reduce ? 'auto' : 'smooth' });
  };
  return { rowRef, leftRef, rightRef, canScrollLeft, canScrollRight, scrollBy };
}
