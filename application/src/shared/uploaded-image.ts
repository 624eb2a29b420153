import { CATALOGUE_ERRORS, err, ok, type CatalogueError, type Result } from '@shop/domain';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageType = 'jpg' | 'png' | 'webp';

/** The type from the file's first bytes; what the browser claims is not trusted. */
function imageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Every uploaded picture (a product's, an assembled order's): a JPEG, PNG or WebP of at most 5 MB. */
export function checkUploadedImage(content: Uint8Array): Result<ImageType, CatalogueError> {
  if (content.length > MAX_IMAGE_BYTES) return err(CATALOGUE_ERRORS.imageTooLarge);
  const type = imageType(content);
  return type ? ok(type) : err(CATALOGUE_ERRORS.notAnImage);
}
