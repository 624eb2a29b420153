import { useEffect, useState } from 'react';
import { ArrowButton } from '../../components/arrow-button.component';
import { pingPongStep, wrapIndex } from '../../components/rotation.rules';
import { useReducedMotion } from '../../components/use-reduced-motion';

/** Spec §9: the service carousel steps every 2.5 s. */
export const CAROUSEL_STEP_MS = 2500;

interface Props {
  title: string;
  images: readonly string[];
  /** The lightbox is open: hold still behind it. */
  held: boolean;
  onOpen: (index: number) => void;
}

/**
 * Auto-advancing carousel that turns back at either end (spec §2 'Flower-composition service'),
 * with previous/next arrows and a pause button; each photo opens the full-screen view. Hidden
 * slides are inert, so Tab never lands on a photo that is not shown; hover and focus hold it still.
 */
export function FlowerCarousel({ title, images, held, onOpen }: Props) {
  const [position, setPosition] = useState<{ index: number; direction: 1 | -1 }>({ index: 0, direction: 1 });
  const [paused, setPaused] = useState(false);
  // Hover or keyboard focus inside hold the carousel still, so a photo never slides away under them.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = images.length;
  const running = !paused && !held && !hovered && !focused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setPosition(({ index, direction }) => pingPongStep(index, direction, count));
    }, CAROUSEL_STEP_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  const go = (step: 1 | -1) => setPosition(({ index }) => ({ index: wrapIndex(index + step, count), direction: step }));

  return (
    <section
      className="shop-carousel"
      aria-roledescription="карусель"
      aria-label="Фотографии композиций"
      data-testid="flower-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="shop-carousel__viewport">
        <div
          className="shop-carousel__track"
          // No style attribute on the first slide: the server's markup carries none, since the
          // Content-Security-Policy refuses inline styles in HTML (a style set by script is fine).
          style={position.index > 0 ? { transform: `translateX(-${position.index * 100}%)` } : undefined}
          aria-live={running ? 'off' : 'polite'}
          data-testid="carousel-track"
          data-index={position.index}
        >
          {images.map((src, index) => (
            <div
              key={src}
              className="shop-carousel__slide"
              role="group"
              aria-roledescription="слайд"
              aria-label={`${index + 1} из ${count}`}
              inert={index !== position.index}
            >
              <button
                type="button"
                className="shop-carousel__open"
                aria-label={`Открыть фото ${index + 1} из ${count} на весь экран`}
                onClick={() => onOpen(index)}
                data-testid={`carousel-open-${index}`}
              >
                <img src={src} alt={`${title} — фото ${index + 1}`} width={800} height={800} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
              </button>
            </div>
          ))}
        </div>
      </div>
      <div className="shop-carousel__controls">
        <ArrowButton direction="back" label="Предыдущее фото" onClick={() => go(-1)} />
        <p className="shop-carousel__counter" aria-hidden="true">
          {position.index + 1} / {count}
        </p>
        <ArrowButton direction="forward" label="Следующее фото" onClick={() => go(1)} />
        {!reducedMotion && (
          <button type="button" className="shop-pill shop-carousel__pause" onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
            {paused ? 'Продолжить показ' : 'Остановить показ'}
          </button>
        )}
      </div>
    </section>
  );
}
