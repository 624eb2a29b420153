/** Which picture addresses a product may show. */
export type ImageRule = (image: string) => boolean;

const SHOP_IMAGE_PATH = /^\/(?:images|uploads)\/[\w./-]{1,200}\.(?:svg|jpe?g|png|webp)$/;
const UPLOADED_FILE_NAME = /^[\w-]{1,200}\.(?:jpe?g|png|webp)$/;
const PICTURE_URL = /^https?:\/\/[^\s/?#@]+\/(?:[\w-][\w.-]*\/)*[\w-]{1,200}\.(?:jpe?g|png|webp)$/;

/** The shop's own pictures: the launch catalogue's /images/… and uploads served at /uploads/…. */
export const isShopImagePath: ImageRule = (image) => SHOP_IMAGE_PATH.test(image) && !image.includes('..');

/**
 * What the admin may put on a product: the shop's own paths and, when uploads are published at an
 * object storage's public address (a CDN), files uploaded there; no outside picture, no script.
 */
export const uploadedImageRule =
  (storagePublicUrl: string | undefined): ImageRule =>
  (image) =>
    isShopImagePath(image) ||
    (storagePublicUrl !== undefined && image.startsWith(`${storagePublicUrl}/`) && UPLOADED_FILE_NAME.test(image.slice(storagePublicUrl.length + 1)));

/**
 * A stored product read back: anything the rule above ever let in, whatever the storage's public
 * address is now (moving the CDN must not make the catalogue unreadable).
 */
export const isStoredImageAddress: ImageRule = (image) => isShopImagePath(image) || PICTURE_URL.test(image);
