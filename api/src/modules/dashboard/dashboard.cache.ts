import type { CaseAccess } from '../petitions';

/*
 * Firm-wide widget numbers of a large firm are expensive to count (an admin of a 200,000-case firm
 * counts every case; docs/dashboard.md "Speed"). Two measures, per api process:
 * - single flight: identical requests running at once (same tenant, same view, same widget and
 *   filters) share one computation instead of each scanning the cases;
 * - a short snapshot: a result that took longer than SLOW_MS to compute is kept for TTL_MS, so
 *   the next dashboards of the firm read it (their answer says when it was computed). Quick
 *   results (small firms, a paralegal's own cases) are never kept: they are always live.
 * The key starts with the tenant and the caller's view (who sees which cases): users share a
 * snapshot only when the case kernel gives them the same view and role.
 */

export const SLOW_MS = 150;
export const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;

interface Entry {
  at: number;
  value: Promise<unknown>;
  done: boolean;
}

const entries = new Map<string, Entry>();

/** The caller's view of the cases, as a key part: same part, same cases visible. */
export function viewKey(tenantId: string, a: CaseAccess): string {
  const who = a.kind === 'all' ? 'all' : a.kind === 'branch' ? `branch:${[...a.branchIds].sort().join(',')}:${a.userId}` : `${a.kind}:${a.userId}`;
  return `${tenantId}|${a.roleId}|${who}`;
}

/** `compute()` once for concurrent callers with `key`; kept for TTL_MS when it was slow. */
export async function shared<T>(key: string, compute: () => Promise<T>, now: () => number = Date.now): Promise<{ value: T; computedAt: number }> {
  const hit = entries.get(key);
  if (hit && (!hit.done || now() - hit.at < TTL_MS)) {
    try {
      return { value: (await hit.value) as T, computedAt: hit.at };
    } catch {
      // The request that computed it failed (its own error is its own): compute ours.
      return { value: await compute(), computedAt: now() };
    }
  }
  const started = now();
  const entry: Entry = { at: started, value: compute(), done: false };
  entries.set(key, entry);
  try {
    const value = (await entry.value) as T;
    entry.done = true;
    if (now() - started < SLOW_MS) entries.delete(key);
    else if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return { value, computedAt: started };
  } catch (err) {
    entries.delete(key);
    throw err;
  }
}

/** Forgets every snapshot (tests). */
export const clearDashboardCache = (): void => entries.clear();
