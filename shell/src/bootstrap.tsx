import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { isAdminPath, prefetchRemoteRoutes } from './federation/remote-routes';
import { createBrowserShellServices } from './session/shell-services';
import './styles/shell.css';

// Start fetching the shop remote while React renders the layout; admin code is only ever
// requested when the visitor is under /admin/.
prefetchRemoteRoutes(isAdminPath(window.location.pathname) ? 'admin' : 'shop');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The server rendered the cookie banner into the page: hydrate it as shown.
const cookieBannerShown = container.querySelector('.sh-cookie') !== null;

const app = (
  <StrictMode>
    <App services={createBrowserShellServices()} cookieBannerShown={cookieBannerShown} />
  </StrictMode>
);

// A public shop page arrives rendered by the server: hydrate it (its remote and page chunks are
// still loading; React keeps the server's HTML inside their Suspense boundaries until they
// arrive). Account, cart and admin pages arrive empty and are rendered here. Either way as a
// transition, which yields to the browser every few milliseconds instead of one long task.
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
