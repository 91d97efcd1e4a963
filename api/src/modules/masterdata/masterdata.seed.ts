import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TMasterdataCategory } from 'shared/contract';
import { findRepoRoot } from '../../platform/config/repo-root';
import { withPlatform, type Db } from '../../platform/db';
import { SMALL_LISTS, type SeedEntry } from './masterdata.lists';
import { countMasterdata, insertMasterdataBatch } from './masterdata.repository';
import type { NewMasterdataRow } from './masterdata.table';

export function seedDataDir(): string {
  return process.env.SEED_DATA_DIR ?? join(findRepoRoot(), 'api', 'seed', 'data');
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(seedDataDir(), file), 'utf8')) as T;
}

interface SocCode {
  code: string;
  title: string;
  level: string;
  parent: string | null;
  description?: string;
}

/** Global master data rows, by category, from seed/data and the built-in lists. */
export function globalMasterdataRows(options: { locations?: boolean } = {}): NewMasterdataRow[] {
  const rows: NewMasterdataRow[] = [];
  const push = (category: TMasterdataCategory, e: SeedEntry) =>
    rows.push({
      category,
      id: e.id,
      name: e.name,
      code: e.code ?? null,
      designation: e.designation ?? null,
      countryId: e.countryId ?? null,
      stateId: e.stateId ?? null,
      parentId: e.parentId ?? null,
      sortOrder: e.sortOrder ?? 0,
      extra: e.extra ?? {},
    });

  for (const [category, entries] of Object.entries(SMALL_LISTS)) {
    for (const e of entries ?? []) push(category as TMasterdataCategory, e);
  }
  for (const c of readJson<{ id: number; name: string; iso2: string; phonecode: number }[]>('countries.json')) {
    // The US first, then alphabetical: the forms default to it.
    push('countries', { id: c.id, name: c.name, code: c.iso2, sortOrder: c.id === 231 ? 0 : 1, extra: { phonecode: c.phonecode } });
  }
  for (const s of readJson<{ id: number; name: string; countryId: number }[]>('states.json')) {
    push('states', { id: s.id, name: s.name, countryId: s.countryId });
  }
  if (options.locations !== false) {
    for (const c of readJson<{ id: number; name: string; stateId: number }[]>('cities.json')) {
      push('locations', { id: c.id, name: c.name, stateId: c.stateId });
    }
  }
  const soc = readJson<SocCode[]>('soc-codes.json');
  const socIds = new Map(soc.map((s, i) => [s.code, i + 1]));
  soc.forEach((s, i) => {
    push('soc_codes', {
      id: i + 1,
      name: s.code,
      code: s.code,
      designation: s.title,
      parentId: s.parent ? (socIds.get(s.parent) ?? null) : null,
      sortOrder: i + 1,
      extra: { level: s.level, ...(s.description ? { description: s.description } : {}) },
    });
  });
  return rows;
}

/**
 * Loads the global master data when the table has none (platform scope, so rows are global).
 * `locations: false` skips the 48k cities (tests).
 */
export async function seedMasterdata(db: Db, options: { locations?: boolean } = {}): Promise<number> {
  return withPlatform(db, async (tx) => {
    if ((await countMasterdata(tx)) > 0) return 0;
    const rows = globalMasterdataRows(options);
    await insertMasterdataBatch(tx, rows);
    return rows.length;
  });
}
