/** Spec §3 'Like counter': one counter per item, keyed 'plant-{id}' where id is the product's. */
const LIKE_ITEM = /^plant-(\d{1,9})$/;

/** The product a like counter belongs to, or null when the key is not 'plant-{id}'. */
export const likedProductId = (itemId: string): number | null => {
  const match = LIKE_ITEM.exec(itemId);
  return match === null ? null : Number(match[1]);
};

export const MAX_PAGE_PATH_LENGTH = 200;

/** A path of the site: starts with '/', URL-safe characters only, no query or fragment. */
const PAGE_PATH = /^\/[A-Za-z0-9\-._~/]*$/;

/** Spec §4 'Page views': what may be logged as a viewed page. */
export const isLoggablePagePath = (page: unknown): page is string =>
  typeof page === 'string' && page.length <= MAX_PAGE_PATH_LENGTH && PAGE_PATH.test(page) && !page.includes('//');
