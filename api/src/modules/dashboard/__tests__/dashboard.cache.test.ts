import { MAX_STALE_MS, SLOW_MS, STATS_TTL_MS as TTL_MS, clearDashboardCache, shared } from '../dashboard.cache';

/* The dashboard's single flight and slow-result snapshot (docs/dashboard.md "Speed"). */
describe('dashboard cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clearDashboardCache();
    clock = 1_000_000;
  });

  it('runs one computation for concurrent identical requests', async () => {
    let runs = 0;
    let release!: (v: number) => void;
    const compute = () => {
      runs += 1;
      return new Promise<number>((r) => (release = r));
    };
    const a = shared('t1|k', compute, { ttlMs: TTL_MS, now });
    const b = shared('t1|k', compute, { ttlMs: TTL_MS, now });
    release(42);
    expect((await a).value).toBe(42);
    expect((await b).value).toBe(42);
    expect(runs).toBe(1);
  });

  it('keeps a slow result for the TTL, never a quick one', async () => {
    let runs = 0;
    const slow = async () => {
      runs += 1;
      clock += SLOW_MS + 1;
      return runs;
    };
    expect((await shared('t1|slow', slow, { ttlMs: TTL_MS, now })).value).toBe(1);
    clock += TTL_MS - SLOW_MS - 10;
    expect((await shared('t1|slow', slow, { ttlMs: TTL_MS, now })).value).toBe(1);
    clock += 20;
    expect((await shared('t1|slow', slow, { ttlMs: TTL_MS, now })).value).toBe(2);
    let quick = 0;
    const fast = async () => ++quick;
    await shared('t1|fast', fast, { ttlMs: TTL_MS, now });
    await shared('t1|fast', fast, { ttlMs: TTL_MS, now });
    expect(quick).toBe(2);
  });

  it('serves the previous result while one request recomputes an expired one', async () => {
    let release!: (v: string) => void;
    const first = async () => {
      clock += SLOW_MS + 1;
      return 'v1';
    };
    await shared('t1|swr', first, { ttlMs: TTL_MS, now });
    clock += TTL_MS + 1;
    const refresh = () =>
      new Promise<string>((r) => {
        release = (v) => {
          clock += SLOW_MS + 1;
          r(v);
        };
      });
    const refreshing = shared('t1|swr', refresh, { ttlMs: TTL_MS, now });
    // Meanwhile another dashboard gets the previous numbers at once, not a second computation.
    expect((await shared('t1|swr', () => Promise.reject(new Error('must not run')), { ttlMs: TTL_MS, now })).value).toBe('v1');
    release('v2');
    expect((await refreshing).value).toBe('v2');
    expect((await shared('t1|swr', () => Promise.reject(new Error('must not run')), { ttlMs: TTL_MS, now })).value).toBe('v2');
    // Too old to serve while recomputing: callers wait for the new result.
    clock += MAX_STALE_MS + 1;
    const late = shared('t1|swr', refresh, { ttlMs: TTL_MS, now });
    const waiting = shared('t1|swr', () => Promise.reject(new Error('must not run')), { ttlMs: TTL_MS, now });
    release('v3');
    expect((await late).value).toBe('v3');
    expect((await waiting).value).toBe('v3');
  });

  it('keeps tenants apart and forgets failures', async () => {
    const slowValue = (v: string) => async () => {
      clock += SLOW_MS + 1;
      return v;
    };
    await shared('tenant-a|all|stats', slowValue('a'), { ttlMs: TTL_MS, now });
    expect((await shared('tenant-b|all|stats', slowValue('b'), { ttlMs: TTL_MS, now })).value).toBe('b');
    await expect(shared('tenant-a|x', () => Promise.reject(new Error('boom')), { ttlMs: TTL_MS, now })).rejects.toThrow('boom');
    expect((await shared('tenant-a|x', async () => 'ok', { ttlMs: TTL_MS, now })).value).toBe('ok');
  });
});
