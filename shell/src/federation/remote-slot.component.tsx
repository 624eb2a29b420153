import { Suspense, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary.component';
import type { RemoteName } from './remote-registry';
import { reloadRemoteRoutes, remoteRoutes } from './remote-routes';

/**
 * Renders a remote's routes: lazy(loadRemote) inside Suspense inside an error boundary. Retrying
 * builds a new lazy component, because React.lazy remembers a rejected load forever.
 */
export function RemoteSlot({ remote }: { remote: RemoteName }) {
  const [RemoteRoutes, setRemoteRoutes] = useState(() => remoteRoutes(remote));
  const retry = () => {
    const fresh = reloadRemoteRoutes(remote);
    setRemoteRoutes(() => fresh);
  };

  return (
    <RemoteErrorBoundary onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteRoutes />
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
