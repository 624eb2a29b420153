import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Second line of defence behind RemoteSlot's error boundary. Loads made through loadRemote()
 * reject as usual so the boundary can offer 'Повторить'. A remote module imported any other way
 * (a webpack `import('shop/...')` compiled against a static remote, where no boundary may be
 * around it) gets a module whose default export is the same friendly message instead of a blank
 * page. This file runs inside the federation runtime, before React is loaded: no static imports.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    async errorLoadRemote({ id, error, from, lifecycle }) {
      // Manifest and remoteEntry failures surface again as an 'onLoad' failure of the request.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] could not load remote module "${id}"`, error);
      if (from !== 'build') return undefined;
      const { RemoteUnavailableReloading } = await import('./remote-unavailable.component');
      const fallbackModule = { __esModule: true, default: RemoteUnavailableReloading };
      // Build-time requests expect a module factory, not the module.
      return () => fallbackModule;
    },
  };
}
