import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { isAdminPath, prefetchRemoteRoutes } from './federation/remote-routes';
import './styles/shell.css';

// Start fetching the shop remote while React renders the layout; admin code is only ever
// requested when the visitor is under /admin/.
prefetchRemoteRoutes(isAdminPath(window.location.pathname) ? 'admin' : 'shop');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// As a transition the first render yields to the browser every few milliseconds instead of
// blocking the main thread for one long task (what Total Blocking Time measures on phones).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
