import { loadConfig } from '../platform/config';
import { migrateDatabase, openDatabase } from '../platform/db';

/** `pnpm db:migrate`: applies the migrations to the configured database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.db.url, dataDir: config.db.dataDir });
  try {
    await migrateDatabase(database);
    console.log(`migrated ${database.describe}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
