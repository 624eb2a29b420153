import { Dialog } from '@shop/ui';
import { useId, type KeyboardEvent } from 'react';
import { Icon } from '../../components/icon.component';
import { wrapIndex } from '../../components/rotation.rules';

interface Props {
  title: string;
  images: readonly string[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-screen view of the carousel's photos: previous/next wrap around, ←/→ step, Escape closes
 * and focus returns to the photo that opened it (Dialog).
 */
export function Lightbox({ title, images, index, onIndexChange, onClose }: Props) {
  const id = useId();
  const count = images.length;
  const step = (delta: 1 | -1) => {
    if (index !== null) onIndexChange(wrapIndex(index + delta, count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <Dialog open={index !== null} onClose={onClose} labelledBy={`${id}-title`} className="shop-lightbox" onKeyDown={onKeyDown} testId="lightbox">
      {index !== null && (
        <div className="shop-lightbox__body">
          <div className="shop-lightbox__bar">
            <h2 id={`${id}-title`} className="shop-lightbox__title" data-testid="lightbox-counter">
              Фото {index + 1} из {count}
            </h2>
            <button type="button" className="shop-lightbox__button" aria-label="Закрыть просмотр" onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
          <div className="shop-lightbox__stage">
            <button type="button" className="shop-lightbox__button shop-lightbox__nav" aria-label="Предыдущее фото" onClick={() => step(-1)}>
              <Icon name="back" />
            </button>
            <img className="shop-lightbox__image" src={images[index]} alt={`${title} — фото ${index + 1} из ${count}`} width={800} height={800} />
            <button type="button" className="shop-lightbox__button shop-lightbox__nav" aria-label="Следующее фото" onClick={() => step(1)}>
              <Icon name="forward" />
            </button>
          </div>
          <p className="shop-lightbox__hint">Листайте стрелками ← → на клавиатуре, Esc — закрыть</p>
        </div>
      )}
    </Dialog>
  );
}
