import { DEFERRED_REMOTE_ATTRIBUTES } from '@shop/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadScripts, remoteWanted } from './federation/hydrate-on-interaction';
import type { RemoteName } from './federation/remote-registry';
import { isAdminPath, loadRemoteAfter, prefetchRemoteRoutes } from './federation/remote-routes';
import { createBrowserShellServices } from './session/shell-services';
import './styles/shell.css';
import './styles/brand-font.css';

// The brand typeface is decoration: its files load now, after the first paint (see brand-font-faces.css).
void import(/* webpackChunkName: "brand-font" */ './styles/brand-font-faces.css');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const deferred = container.getAttribute(DEFERRED_REMOTE_ATTRIBUTES.remote) as RemoteName | null;
if (deferred) {
  // A server-rendered page: its remote's part waits for the page to load and go idle or for the
  // visitor, unless it shows what this browser kept (hydrate-on-interaction.ts).
  const scripts = (container.getAttribute(DEFERRED_REMOTE_ATTRIBUTES.scripts) ?? '').split(' ').filter(Boolean);
  loadRemoteAfter(
    deferred,
    remoteWanted().then(() => preloadScripts(scripts)),
  );
} else {
  // Start fetching the remote while React renders the layout; admin code is only ever requested
  // when the visitor is under /admin/.
  prefetchRemoteRoutes(isAdminPath(window.location.pathname) ? 'admin' : 'shop');
}

// The server rendered the cookie banner into the page: hydrate it as shown, in its mode.
const renderedBannerMode = container.querySelector('.sh-cookie')?.getAttribute('data-mode');
const cookieBanner = renderedBannerMode === 'summary' || renderedBannerMode === 'settings' ? renderedBannerMode : null;

const app = (
  <StrictMode>
    <App services={createBrowserShellServices()} cookieBanner={cookieBanner} />
  </StrictMode>
);

// A public shop page arrives rendered by the server: hydrate it (React keeps the server's HTML
// inside the remote's Suspense boundaries until the remote arrives). Account, cart and admin
// pages arrive empty and are rendered here. Either way as a transition, which yields to the
// browser every few milliseconds instead of one long task.
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
