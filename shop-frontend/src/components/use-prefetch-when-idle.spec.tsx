/// <reference types="jest" />
import { cleanup, renderHook } from '@testing-library/react';
import { usePrefetchWhenIdle } from './use-prefetch-when-idle';

describe('usePrefetchWhenIdle', () => {
  const idle = { callbacks: new Map<number, () => void>(), next: 1 };

  beforeEach(() => {
    idle.callbacks.clear();
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => {
        idle.callbacks.set(idle.next, callback);
        return idle.next++;
      },
      cancelIdleCallback: (handle: number) => idle.callbacks.delete(handle),
    });
  });

  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  const runIdleCallbacks = () => [...idle.callbacks.values()].forEach((callback) => callback());

  it('fetches the chunk only once the browser is idle', () => {
    const load = jest.fn(() => Promise.resolve());
    renderHook(() => usePrefetchWhenIdle(load));
    expect(load).not.toHaveBeenCalled();
    runIdleCallbacks();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when it is not wanted, nor once the page has gone', () => {
    const load = jest.fn(() => Promise.resolve());
    renderHook(() => usePrefetchWhenIdle(load, false));
    const { unmount } = renderHook(() => usePrefetchWhenIdle(load));
    unmount();
    runIdleCallbacks();
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed fetch: the page that needs the chunk asks again', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    // Node's process (the tests run on Node; the front end's types know only the browser's globals).
    const { process } = globalThis as unknown as {
      process: { on(event: string, listener: typeof note): void; off(event: string, listener: typeof note): void };
    };
    process.on('unhandledRejection', note);
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePrefetchWhenIdle(load));
    runIdleCallbacks();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', note);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).toEqual([]);
  });

  it('falls back to the next task where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const load = jest.fn(() => Promise.resolve());
    renderHook(() => usePrefetchWhenIdle(load));
    expect(load).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
