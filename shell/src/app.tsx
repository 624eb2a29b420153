import { SHELL_HYDRATED_ATTRIBUTE, type CookieBannerMode, type RemoteRoutesProps, type ShellServices } from '@shop/domain';
import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RemoteSlot } from './federation/remote-slot.component';
import { PageViewLogger } from './layout/page-view-logger.component';
import { ScrollManager } from './layout/scroll-manager.component';
import { SiteFooter } from './layout/site-footer.component';
import { SiteHeader } from './layout/site-header.component';
import { SiteOverlays } from './layout/site-overlays.component';
import { SessionRedirects, ShellServicesContext } from './session/shell-services';

export interface ShellPageProps {
  readonly services: ShellServices;
  /** The shop remote's routes, already loaded: given on the server, loaded at run time in the browser. */
  readonly shopRoutes?: ComponentType<RemoteRoutesProps>;
  /** The page shows the cookie banner, in this mode, from its first paint (rendered on the server for a visitor who has not chosen). */
  readonly cookieBanner?: CookieBannerMode | null;
}

/** The shell's whole page inside a router: shared layout around the remote that owns the current URL. */
export function ShellPage({ services, shopRoutes, cookieBanner }: ShellPageProps) {
  return (
    <ShellServicesContext value={services}>
      <a className="sh-skip-link" href="#main">
        Перейти к содержимому
      </a>
      <div className="sh-page">
        <SiteHeader />
        <main id="main" className="sh-main" tabIndex={-1}>
          <Routes>
            <Route path="/admin/*" element={<RemoteSlot key="admin" remote="admin" services={services} />} />
            <Route path="*" element={<RemoteSlot key="shop" remote="shop" services={services} loaded={shopRoutes} />} />
          </Routes>
        </main>
        <SiteFooter />
      </div>
      <ScrollManager />
      <PageViewLogger />
      <SiteOverlays cookieBanner={cookieBanner} />
      <SessionRedirects />
    </ShellServicesContext>
  );
}

/** The page in the browser. */
export function App({ services, cookieBanner }: Omit<ShellPageProps, 'shopRoutes'>) {
  return (
    <BrowserRouter>
      <ShellPage services={services} cookieBanner={cookieBanner} />
      <ShellHydratedMark />
    </BrowserRouter>
  );
}

/**
 * Marks <html data-shell-hydrated> once the shell's own parts are live (hydrated or rendered): the
 * page's loader repeats a press on the header, footer or cookie banner held until then.
 */
function ShellHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(SHELL_HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
