import { act, renderHook } from '@testing-library/react';
import { IDLE_TIMEOUT_MS, useIdle } from '../useIdle';

type IdleCallback = (deadline: IdleDeadline) => void;

describe('useIdle', () => {
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  let pending: Map<number, IdleCallback>;
  let options: IdleRequestOptions | undefined;

  beforeEach(() => {
    pending = new Map();
    let next = 0;
    window.requestIdleCallback = (cb: IdleCallback, opts?: IdleRequestOptions) => {
      options = opts;
      pending.set(++next, cb);
      return next;
    };
    window.cancelIdleCallback = (id: number) => void pending.delete(id);
  });
  afterEach(() => {
    window.requestIdleCallback = original.request;
    window.cancelIdleCallback = original.cancel;
  });

  it('is false until the browser is idle, then true; the browser waits no longer than the timeout', () => {
    const { result, unmount } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    expect(pending.size).toBe(1);
    expect(options).toEqual({ timeout: IDLE_TIMEOUT_MS });
    act(() => pending.forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 10 })));
    expect(result.current).toBe(true);
    unmount();
  });

  it('cancels its idle callback when unmounted first', () => {
    const { unmount } = renderHook(() => useIdle());
    expect(pending.size).toBe(1);
    unmount();
    expect(pending.size).toBe(0);
  });
});
