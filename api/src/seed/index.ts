import type { Db } from '../platform/db';
import type { ModuleDefinition } from '../platform/modules';
import { seedMasterdata } from '../modules/masterdata';
import { seedDemo } from './demo.seed';

export { seedDemo } from './demo.seed';
export { seedMasterdata };

/** Base data every installation needs (master data), then optionally the demo tenants. */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; locations?: boolean; modules?: readonly ModuleDefinition[] },
): Promise<{ masterdata: number; demo: boolean }> {
  const masterdata = await seedMasterdata(db, { locations: options.locations });
  const demo = options.demo ? (await seedDemo(db, options.modules)).seeded : false;
  return { masterdata, demo };
}
