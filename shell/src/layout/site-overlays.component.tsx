import { lazy, Suspense, useEffect } from 'react';
import type { CookieBannerMode } from '@shop/domain';
import { serverShownBanner, useCookieConsent } from '../cookie-consent/use-cookie-consent';
import { useNewProductBanner } from './use-new-product-banner';
// With the layout's styles: a page rendered on the server shows the banner before any script runs.
import '../cookie-consent/cookie-banner.css';

// Both cards are chunks of their own, off the shell's first script. The new-product banner is
// fetched only when it is about to show.
const loadCookieBanner = () => import(/* webpackChunkName: "cookie-banner" */ '../cookie-consent/cookie-banner.component');
const CookieBanner = lazy(loadCookieBanner);
const NewProductBanner = lazy(() => import(/* webpackChunkName: "new-product-banner" */ './new-product-banner.component'));

/**
 * The cookie banner and the new-product banner, one after the other. `cookieBanner`: the page
 * arrived from the server with the banner in this mode (the visitor has not chosen yet).
 */
export function SiteOverlays({ cookieBanner = null }: { cookieBanner?: CookieBannerMode | null }) {
  const { state, choose, settingsStart } = useCookieConsent(cookieBanner ? serverShownBanner(cookieBanner) : undefined);
  // Fetched alongside the consent lookup rather than after it: a first visit always shows the
  // banner, and it is the largest thing on a phone's first screen.
  useEffect(() => {
    void loadCookieBanner();
  }, []);
  const banner = useNewProductBanner(state.status === 'settled');
  return (
    <Suspense fallback={null}>
      {state.status === 'asking' && <CookieBanner key={state.mode} initialMode={state.mode} settingsStart={settingsStart} onChoose={choose} />}
      {banner.visible && <NewProductBanner onClose={banner.close} />}
    </Suspense>
  );
}
