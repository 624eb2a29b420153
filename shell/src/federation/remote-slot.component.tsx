import type { RemoteRoutesProps, ShellServices } from '@shop/domain';
import { Suspense, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary.component';
import type { RemoteName } from './remote-registry';
import { reloadRemoteRoutes, remoteRoutes } from './remote-routes';

/**
 * Renders a remote's routes: lazy(loadRemote) inside Suspense inside an error boundary. Retrying
 * builds a new lazy component, because React.lazy remembers a rejected load forever. The remote
 * receives the shell's session and HTTP client, so every screen shares one sign-in.
 */
export function RemoteSlot({ remote, services, loaded }: { remote: RemoteName; services: ShellServices; loaded?: ComponentType<RemoteRoutesProps> }) {
  // On the server the remote's routes come loaded; the browser's lazy component renders the same
  // boundaries, so hydration keeps the server's HTML until the remote has arrived.
  const [RemoteRoutes, setRemoteRoutes] = useState<ComponentType<RemoteRoutesProps>>(() => loaded ?? remoteRoutes(remote));
  const retry = () => {
    const fresh = reloadRemoteRoutes(remote);
    setRemoteRoutes(() => fresh);
  };

  return (
    <RemoteErrorBoundary onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteRoutes services={services} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading() {
  return (
    <div className="sh-loading" role="status" aria-live="polite">
      <span className="sh-loading__leaf" aria-hidden="true" />
      Загрузка…
    </div>
  );
}
