/** Spec §3 'Client storage': set once the banner has been shown in this browser session. */
export const NEW_PRODUCT_BANNER_KEY = 'newProductBannerDismissed';

const CONSTRUCTOR_PATH = '/constructor';

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

export function isConstructorPath(pathname: string): boolean {
  return normalise(pathname) === CONSTRUCTOR_PATH;
}

/** Never on the constructor it announces (spec §2), nor on the admin screens. */
export function isBannerAllowedOn(pathname: string): boolean {
  const path = normalise(pathname);
  return path !== CONSTRUCTOR_PATH && path !== '/admin' && !path.startsWith('/admin/');
}
