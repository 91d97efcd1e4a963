/*
 * The audit diff: activity logs (people records, cases) keep a record's state before and after a
 * change as plain JSON and show the fields that changed. One implementation for every module.
 */

export type Snapshot = Record<string, unknown>;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Plain JSON copy of a record (dates as ISO strings); internal-only keys (`tenantId`) dropped. */
export function snapshotOf(row: object | null | undefined): Snapshot | null {
  if (!row) return null;
  const out: Snapshot = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'tenantId') continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return JSON.parse(JSON.stringify(out)) as Snapshot;
}

/** Does a field's value differ between two snapshots (compared as JSON)? */
export const differs = (before: unknown, after: unknown): boolean => JSON.stringify(before) !== JSON.stringify(after);

/** Fields whose values differ between two snapshots, by field name (createdAt and updatedAt ignored; missing = null). */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: FieldChange[] = [];
  for (const k of keys) {
    if (k === 'updatedAt' || k === 'createdAt') continue;
    const b = before?.[k] ?? null;
    const a = after?.[k] ?? null;
    if (differs(b, a)) out.push({ field: k, before: b, after: a });
  }
  return out.sort((x, y) => x.field.localeCompare(y.field));
}

/**
 * The two snapshots cut down to the fields of `after` whose values changed (a case's activity
 * entry stores only those); either side null leaves both as they are.
 */
export function changedOnly(
  before: Snapshot | null,
  after: Snapshot | null,
): { before: Snapshot | null; after: Snapshot | null } {
  if (!before || !after) return { before, after };
  const keys = Object.keys(after).filter((k) => differs(before[k], after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}
