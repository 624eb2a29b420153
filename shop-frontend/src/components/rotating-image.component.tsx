import { useEffect, useState } from 'react';
import { nextRandomIndex } from './rotation.rules';
import { useReducedMotion } from './use-reduced-motion';

interface Props {
  images: readonly string[];
  intervalMs: number;
  width: number;
  height: number;
  className?: string;
  testId?: string;
}

/**
 * Decorative pictures that change at random every `intervalMs` with a 0.9 s crossfade (the newest
 * fades in over the one before it). Still for visitors who prefer reduced motion.
 */
export function RotatingImage({ images, intervalMs, width, height, className = '', testId }: Props) {
  const [shown, setShown] = useState({ active: 0, previous: -1 });
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (reducedMotion || images.length < 2) return undefined;
    const timer = window.setInterval(() => {
      setShown(({ active }) => ({ active: nextRandomIndex(active, images.length, Math.random), previous: active }));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [images.length, intervalMs, reducedMotion]);

  return (
    <span className={`shop-rotating ${className}`} data-testid={testId} data-active-index={shown.active}>
      {images.map((src, index) => (
        <img
          key={src}
          className={`shop-rotating__image${index === shown.active ? ' is-active' : ''}${index === shown.previous ? ' is-previous' : ''}`}
          src={src}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      ))}
    </span>
  );
}
