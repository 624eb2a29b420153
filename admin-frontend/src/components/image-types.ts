/** The pictures the server takes (product images, the bouquet's photo): the file input's `accept`. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
