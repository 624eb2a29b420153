import type { RemoteRoutesProps } from '@shop/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteRoutes, type RemoteName } from './remote-registry';

type LazyRoutes = LazyExoticComponent<ComponentType<RemoteRoutesProps>>;

interface Attempt {
  component: LazyRoutes;
  failed: boolean;
}

// One lazy component per remote, kept across navigations so moving between /admin and the shop
// does not flash the loading state; an attempt that failed is replaced on the next use.
const attempts = new Map<RemoteName, Attempt>();

// What a remote's first load waits for (hydrate-on-interaction.ts); a retry never waits.
const gates = new Map<RemoteName, Promise<void>>();

/** The remote is not loaded before `gate` resolves (a server-rendered page waits for the visitor). */
export function loadRemoteAfter(name: RemoteName, gate: Promise<void>): void {
  gates.set(name, gate);
}

function startAttempt(name: RemoteName): Attempt {
  const gate = gates.get(name) ?? Promise.resolve();
  gates.delete(name);
  const loading = gate.then(() => loadRemoteRoutes(name));
  const attempt: Attempt = { component: lazy(() => loading), failed: false };
  // Also keeps a prefetch nobody renders yet from surfacing as an unhandled rejection.
  loading.catch(() => {
    attempt.failed = true;
  });
  attempts.set(name, attempt);
  return attempt;
}

/** The remote's routes component, loading it on first use. */
export function remoteRoutes(name: RemoteName): LazyRoutes {
  const current = attempts.get(name);
  if (current && !current.failed) return current.component;
  return startAttempt(name).component;
}

/** A fresh lazy component that fetches the remote again (the 'Повторить' button). */
export function reloadRemoteRoutes(name: RemoteName): LazyRoutes {
  return startAttempt(name).component;
}

export function prefetchRemoteRoutes(name: RemoteName): void {
  remoteRoutes(name);
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
