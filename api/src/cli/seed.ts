import { loadConfig } from '../platform/config';
import { migrateDatabase, openDatabase } from '../platform/db';
import { seedDatabase } from '../seed';

/** `pnpm db:seed`: migrates, then loads master data and (unless SEED_DEMO=0) the demo tenants if empty. */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? '1' });
  const database = await openDatabase({ url: config.db.url, dataDir: config.db.dataDir });
  try {
    await migrateDatabase(database);
    const r = await seedDatabase(database.db, { demo: config.db.seedDemo });
    console.log(
      `seeded ${database.describe}: master data ${r.masterdata ? `${r.masterdata} rows` : 'already present'}, demo ${r.demo ? 'created' : 'skipped (tenants exist or SEED_DEMO=0)'}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
