import { BrowserRouter, Route, Routes } from 'react-router';
import { RemoteSlot } from './federation/remote-slot.component';
import { PageViewLogger } from './layout/page-view-logger.component';
import { ScrollManager } from './layout/scroll-manager.component';
import { SiteFooter } from './layout/site-footer.component';
import { SiteHeader } from './layout/site-header.component';
import { SiteOverlays } from './layout/site-overlays.component';
import { SessionRedirects, shellServices } from './session/shell-services';

/** The shell's whole page: shared layout around the remote that owns the current URL. */
export function App() {
  return (
    <BrowserRouter>
      <a className="sh-skip-link" href="#main">
        Перейти к содержимому
      </a>
      <div className="sh-page">
        <SiteHeader />
        <main id="main" className="sh-main" tabIndex={-1}>
          <Routes>
            <Route path="/admin/*" element={<RemoteSlot key="admin" remote="admin" services={shellServices} />} />
            <Route path="*" element={<RemoteSlot key="shop" remote="shop" services={shellServices} />} />
          </Routes>
        </main>
        <SiteFooter />
      </div>
      <ScrollManager />
      <PageViewLogger />
      <SiteOverlays />
      <SessionRedirects />
    </BrowserRouter>
  );
}
