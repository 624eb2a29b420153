import { lazy, Suspense } from 'react';
import { useCookieConsent } from '../cookie-consent/use-cookie-consent';
import { useNewProductBanner } from './use-new-product-banner';

// Both cards are below the fold of the first paint and most visits never need them: their code is
// fetched only when they are about to show, keeping the shell's first load small.
const CookieBanner = lazy(() => import(/* webpackChunkName: "cookie-banner" */ '../cookie-consent/cookie-banner.component'));
const NewProductBanner = lazy(() => import(/* webpackChunkName: "new-product-banner" */ './new-product-banner.component'));

/** The cookie banner and the new-product banner, one after the other. */
export function SiteOverlays() {
  const { state, choose } = useCookieConsent();
  const banner = useNewProductBanner(state.status === 'settled');
  return (
    <Suspense fallback={null}>
      {state.status === 'asking' && <CookieBanner key={state.mode} initialMode={state.mode} onChoose={choose} />}
      {banner.visible && <NewProductBanner onClose={banner.close} />}
    </Suspense>
  );
}
