import { useRef, useState } from 'react';
import { ArrowButton } from '../../components/arrow-button.component';
import { ProductImage } from '../../components/product-image.component';
import { wrapIndex } from '../../components/rotation.rules';

/** Main photo, a strip of thumbnails, and arrows that step through the photos (spec §2 'Product page'). */
export function ProductGallery({ title, images }: { title: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const stripRef = useRef<HTMLUListElement>(null);
  const count = images.length;

  const select = (index: number) => {
    const next = wrapIndex(index, count);
    setSelected(next);
    const thumb = stripRef.current?.children[next];
    thumb?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  };

  return (
    <div className="shop-gallery" data-testid="product-gallery">
      <div className="shop-gallery__main">
        <ProductImage
          className="shop-gallery__image"
          src={images[selected] ?? ''}
          alt={`${title} — фото ${selected + 1} из ${count}`}
          width={800}
          height={800}
          fetchPriority={selected === 0 ? 'high' : 'auto'}
        />
      </div>
      {count > 1 && (
        <div className="shop-gallery__strip">
          <ArrowButton direction="back" label="Предыдущее фото" className="shop-gallery__arrow" onClick={() => select(selected - 1)} />
          <ul className="shop-gallery__thumbs" ref={stripRef} aria-label="Фотографии товара">
            {images.map((image, index) => (
              <li key={image}>
                <button
                  type="button"
                  className="shop-gallery__thumb"
                  aria-label={`Показать фото ${index + 1} из ${count}`}
                  aria-pressed={index === selected}
                  onClick={() => select(index)}
                >
                  <ProductImage src={image} alt="" width={96} height={96} loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
          <ArrowButton direction="forward" label="Следующее фото" className="shop-gallery__arrow" onClick={() => select(selected + 1)} />
        </div>
      )}
    </div>
  );
}
