import type { CaseAccess } from '../petitions';

/*
 * Firm-wide widget numbers of a large firm are expensive to count (an admin of a 200,000-case firm
 * counts every case; docs/dashboard.md "Speed"). Per api process:
 * - single flight: identical requests running at once (same tenant, same view, same widget and
 *   filters) share one computation instead of each scanning the cases;
 * - a snapshot of slow results: a result that took longer than SLOW_MS to compute is kept; for
 *   `ttlMs` it is served as is, then the next request recomputes it while the others keep getting
 *   the previous result (stale while revalidating, at most MAX_STALE_MS old). Their answer says
 *   when it was computed. Quick results (small firms, a paralegal's own cases) are never kept.
 * The key starts with the tenant and the caller's view (who sees which cases): users share a
 * snapshot only when the case kernel gives them the same view and role.
 */

export const SLOW_MS = 150;
/** Widget numbers: a minute. */
export const STATS_TTL_MS = 60_000;
/** Monthly trends: a quarter of an hour. */
export const TRENDS_TTL_MS = 15 * 60_000;
/** Past this age a snapshot is not served even while it is being recomputed. */
export const MAX_STALE_MS = 30 * 60_000;
const MAX_ENTRIES = 2000;

interface Entry {
  /** When the kept value was computed. */
  at: number;
  value: unknown;
  /** The computation in flight (first one, or a refresh), shared by concurrent callers. */
  pending: Promise<unknown> | null;
  pendingAt: number;
  hasValue: boolean;
}

const entries = new Map<string, Entry>();

/** The caller's view of the cases, as a key part: same part, same cases visible. */
export function viewKey(tenantId: string, a: CaseAccess): string {
  const who = a.kind === 'all' ? 'all' : a.kind === 'branch' ? `branch:${[...a.branchIds].sort().join(',')}:${a.userId}` : `${a.kind}:${a.userId}`;
  return `${tenantId}|${a.roleId}|${who}`;
}

async function run<T>(key: string, entry: Entry, compute: () => Promise<T>, now: () => number): Promise<{ value: T; computedAt: number }> {
  const started = now();
  const p = compute();
  entry.pending = p;
  entry.pendingAt = started;
  try {
    const value = await p;
    if (now() - started < SLOW_MS) {
      entries.delete(key);
    } else {
      Object.assign(entry, { at: started, value, hasValue: true, pending: null });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    return { value, computedAt: started };
  } catch (err) {
    if (entry.hasValue) entry.pending = null;
    else entries.delete(key);
    throw err;
  }
}

/** `compute()` once for concurrent callers with `key`; a slow result kept for `ttlMs` (see above). */
export async function shared<T>(key: string, compute: () => Promise<T>, opts: { ttlMs: number; now?: () => number }): Promise<{ value: T; computedAt: number }> {
  const now = opts.now ?? Date.now;
  const hit = entries.get(key);
  if (!hit) {
    const entry: Entry = { at: 0, value: undefined, pending: null, pendingAt: 0, hasValue: false };
    entries.set(key, entry);
    return run(key, entry, compute, now);
  }
  const age = now() - hit.at;
  if (hit.hasValue && age < opts.ttlMs) return { value: hit.value as T, computedAt: hit.at };
  // Being recomputed: the previous result meanwhile (if not too old), else wait for the new one.
  if (hit.pending) {
    if (hit.hasValue && age < MAX_STALE_MS) return { value: hit.value as T, computedAt: hit.at };
    try {
      return { value: (await hit.pending) as T, computedAt: hit.pendingAt };
    } catch {
      // The request that computed it failed (its own error is its own): compute ours.
      return { value: await compute(), computedAt: now() };
    }
  }
  return run(key, hit, compute, now);
}

/** Forgets every snapshot (tests). */
export const clearDashboardCache = (): void => entries.clear();
