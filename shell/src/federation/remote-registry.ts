import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesProps } from '@shop/domain';
import type { ComponentType } from 'react';

// Where the server publishes each remote's entry (same origin as the shell). The entry rather than
// mf-manifest.json: one request less before a page hydrates, and the shell's federation runtime
// needs no manifest handling (disableSnapshot in webpack.shared.js). The server reads the manifests.
const ENTRY_PATHS = {
  shop: '/remotes/shop/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
} as const;

export type RemoteName = keyof typeof ENTRY_PATHS;

/** What every remote exposes as './routes': one component holding its own <Routes>. */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}

const registered = new Set<RemoteName>();

/**
 * Remotes are registered lazily, one at a time, from window.location.origin: the same build works
 * on any host, and a remote nobody asked for is unknown to the runtime, so nothing can preload it.
 */
function ensureRegistered(name: RemoteName): void {
  if (registered.has(name)) return;
  registerRemotes([{ name, entry: new URL(ENTRY_PATHS[name], window.location.origin).href }]);
  registered.add(name);
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" did not provide its routes`, options);
    this.name = 'RemoteLoadError';
  }
}

export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  ensureRegistered(name);
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || typeof module.default !== 'function') throw new RemoteLoadError(name);
  return module;
}
