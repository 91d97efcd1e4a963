import { SLOW_MS, TTL_MS, clearDashboardCache, shared } from '../dashboard.cache';

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
    const a = shared('t1|k', compute, now);
    const b = shared('t1|k', compute, now);
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
    expect((await shared('t1|slow', slow, now)).value).toBe(1);
    clock += TTL_MS - SLOW_MS - 10;
    expect((await shared('t1|slow', slow, now)).value).toBe(1);
    clock += 20;
    expect((await shared('t1|slow', slow, now)).value).toBe(2);
    let quick = 0;
    const fast = async () => ++quick;
    await shared('t1|fast', fast, now);
    await shared('t1|fast', fast, now);
    expect(quick).toBe(2);
  });

  it('keeps tenants apart and forgets failures', async () => {
    const slowValue = (v: string) => async () => {
      clock += SLOW_MS + 1;
      return v;
    };
    await shared('tenant-a|all|stats', slowValue('a'), now);
    expect((await shared('tenant-b|all|stats', slowValue('b'), now)).value).toBe('b');
    await expect(shared('tenant-a|x', () => Promise.reject(new Error('boom')), now)).rejects.toThrow('boom');
    expect((await shared('tenant-a|x', async () => 'ok', now)).value).toBe('ok');
  });
});
