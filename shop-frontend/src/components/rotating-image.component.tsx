import { useEffect, useState } from 'react';
import { nextRandomIndex } from './rotation.rules';
import { useReducedMotion } from './use-reduced-motion';

interface Props {
  /** The pictures and how often the next one comes in. */
  readonly pictures: { readonly images: readonly string[]; readonly rotationMs: number };
  readonly className?: string;
  readonly testId?: string;
}

/**
 * Decorative card pictures (3:4, 600×800) that change at random every `rotationMs` with a 0.9 s
 * crossfade (the newest fades in over the one before it). Still for visitors who prefer reduced motion.
 * The page arrives with the first picture only: the others join once the rotation runs, so the
 * first load fetches one picture per card.
 */
export function RotatingImage({ pictures: { images, rotationMs }, className = '', testId }: Props) {
  const [shown, setShown] = useState({ active: 0, previous: -1 });
  const [rotating, setRotating] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (reducedMotion || images.length < 2) return undefined;
    setRotating(true);
    const timer = window.setInterval(() => {
      setShown(({ active }) => ({ active: nextRandomIndex(active, images.length, Math.random), previous: active }));
    }, rotationMs);
    return () => window.clearInterval(timer);
  }, [images.length, rotationMs, reducedMotion]);

  return (
    <span className={`shop-rotating ${className}`} data-testid={testId} data-active-index={shown.active}>
      {images.map((src, index) =>
        rotating || index === shown.active ? (
          <img
            key={src}
            className={`shop-rotating__image${index === shown.active ? ' is-active' : ''}${index === shown.previous ? ' is-previous' : ''}`}
            src={src}
            alt=""
            width={600}
            height={800}
            loading="lazy"
            decoding="async"
          />
        ) : null,
      )}
    </span>
  );
}
