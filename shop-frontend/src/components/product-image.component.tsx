import type { ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/flower-placeholder.jpg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & { src: string };

/** An <img> that falls back to the shop's placeholder photo when the file is missing. */
export function ProductImage({ src, alt = '', ...rest }: Props) {
  return (
    <img
      {...rest}
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
