import { SIGNED_OUT_SESSION as SIGNED_OUT, type LoginResponseDto, type SessionSnapshot, type UserRole } from '@shop/domain';

/**
 * Spec §3 'Client storage': local storage keeps token, user_id and role; session storage keeps
 * token and user_id. Signed in means a token is present.
 */
const KEYS = { token: 'token', userId: 'user_id', role: 'role' } as const;

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  signIn(login: LoginResponseDto): void;
  /** A refreshed access token for the same visitor; ignored once signed out. */
  replaceToken(token: string): void;
  clear(): void;
}

export interface SessionStorageAreas {
  readonly local: Storage | null;
  readonly session: Storage | null;
}

/** Storage may be missing or throw (disabled cookies, private modes): the session then lives in memory only. */
function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Keep working with what is in memory.
  }
}

function toRole(value: string | null): UserRole | null {
  return value === 'admin' || value === 'user' ? value : null;
}

function toUserId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

export interface SessionStoreOptions extends SessionStorageAreas {
  /** Where 'storage' events of other tabs arrive (the window); none in tests that do not need it. */
  readonly events?: Pick<Window, 'addEventListener'>;
}

export function createSessionStore({ local, session, events }: SessionStoreOptions): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot = load();

  function load(): SessionSnapshot {
    const token = read(local, KEYS.token) ?? read(session, KEYS.token);
    if (!token) return SIGNED_OUT;
    return {
      token,
      userId: toUserId(read(local, KEYS.userId) ?? read(session, KEYS.userId)),
      role: toRole(read(local, KEYS.role)),
    };
  }

  function save(next: SessionSnapshot): void {
    write(local, KEYS.role, next.role);
    write(local, KEYS.token, next.token);
    write(local, KEYS.userId, next.userId === null ? null : String(next.userId));
    mirror(next);
  }

  /** This tab's session storage copy, then the news. */
  function mirror(next: SessionSnapshot): void {
    write(session, KEYS.token, next.token);
    write(session, KEYS.userId, next.userId === null ? null : String(next.userId));
    publish(next.token ? next : SIGNED_OUT);
  }

  function publish(next: SessionSnapshot): void {
    const same = next.token === snapshot.token && next.userId === snapshot.userId && next.role === snapshot.role;
    if (same) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  // Another tab signed in, refreshed or signed out: local storage changed there. This tab only
  // follows (its session storage copy and its listeners); it never writes local storage back.
  events?.addEventListener('storage', (event) => {
    if (event.storageArea !== local || !(event.key === null || Object.values<string>(KEYS).includes(event.key))) return;
    const token = read(local, KEYS.token);
    mirror(token ? { token, userId: toUserId(read(local, KEYS.userId)), role: toRole(read(local, KEYS.role)) } : SIGNED_OUT);
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (login) => save({ token: login.token, userId: login.id, role: login.role }),
    replaceToken(token) {
      // A refresh that lands after a sign-out (here or in another tab) must not sign back in.
      if (snapshot.token) save({ ...snapshot, token });
    },
    clear: () => save(SIGNED_OUT),
  };
}
