/// <reference types="jest" />
import { MemoryStorage } from './memory-storage.testing';
import { createSessionStore } from './session.store';

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  let onStorage: ((event: StorageEvent) => void) | undefined;
  const events = {
    addEventListener: (type: string, listener: (event: StorageEvent) => void) => {
      if (type === 'storage') onStorage = listener;
    },
  } as unknown as Pick<Window, 'addEventListener'>;
  const store = createSessionStore({ local, session, events });
  const otherTab = (key: string | null) => onStorage?.({ storageArea: local, key } as unknown as StorageEvent);
  return { local, session, store, otherTab };
}

describe('session store (spec §3 Client storage)', () => {
  it('keeps token, user_id and role in local storage, token and user_id in session storage', () => {
    const { local, session, store } = setup();
    store.signIn({ token: 'access-1', id: 7, role: 'admin' });

    expect([local.getItem('token'), local.getItem('user_id'), local.getItem('role')]).toEqual(['access-1', '7', 'admin']);
    expect([session.getItem('token'), session.getItem('user_id'), session.getItem('role')]).toEqual(['access-1', '7', null]);
    expect(store.getSnapshot()).toEqual({ token: 'access-1', userId: 7, role: 'admin' });
  });

  it('is signed in exactly when a token is stored, and reads what an earlier page stored', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    expect(createSessionStore({ local, session }).getSnapshot().token).toBeNull();
    local.setItem('token', 't');
    local.setItem('user_id', '3');
    local.setItem('role', 'user');
    expect(createSessionStore({ local, session }).getSnapshot()).toEqual({ token: 't', userId: 3, role: 'user' });
  });

  it('clears every key and tells subscribers once per change, with a stable snapshot in between', () => {
    const { local, session, store } = setup();
    const listener = jest.fn();
    store.subscribe(listener);
    store.signIn({ token: 'a', id: 1, role: 'user' });
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot);

    store.clear();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(local.length + session.length).toBe(0);
    expect(store.getSnapshot().token).toBeNull();
  });

  it('replaces the token after a refresh, but never signs back in after a sign-out', () => {
    const { local, session, store } = setup();
    store.signIn({ token: 'old', id: 5, role: 'user' });
    store.replaceToken('new');
    expect([local.getItem('token'), session.getItem('token'), store.getSnapshot().userId]).toEqual(['new', 'new', 5]);

    store.clear();
    store.replaceToken('late');
    expect(store.getSnapshot().token).toBeNull();
    expect(local.getItem('token')).toBeNull();
  });

  it('follows sign-in and sign-out in another tab', () => {
    const { local, session, store, otherTab } = setup();
    const listener = jest.fn();
    store.subscribe(listener);

    local.setItem('token', 'from-other-tab');
    local.setItem('user_id', '9');
    local.setItem('role', 'user');
    otherTab('token');
    expect(store.getSnapshot()).toEqual({ token: 'from-other-tab', userId: 9, role: 'user' });
    expect(session.getItem('token')).toBe('from-other-tab');

    local.clear();
    otherTab(null);
    expect(store.getSnapshot().token).toBeNull();
    expect(session.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works without storage at all (blocked by the browser)', () => {
    const store = createSessionStore({ local: null, session: null });
    store.signIn({ token: 'memory', id: 2, role: 'user' });
    expect(store.getSnapshot().token).toBe('memory');
  });
});
