import { rmSync } from 'node:fs';
import { loadConfig } from '../platform/config';
import { acquireDataDirLock, migrateDatabase, openDatabase } from '../platform/db';
import { seedDatabase } from '../seed';

/**
 * `pnpm db:reset`: empties the configured database (deletes the PGlite folder, or drops and
 * recreates the public schema on PostgreSQL), then migrates and seeds again.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? '1' });
  if (config.db.url) {
    const database = await openDatabase({ url: config.db.url });
    try {
      await database.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    } finally {
      await database.close();
    }
  } else {
    // Refuse while a server holds the folder.
    const release = acquireDataDirLock(config.db.dataDir);
    try {
      rmSync(config.db.dataDir, { recursive: true, force: true });
    } finally {
      release();
    }
  }
  const database = await openDatabase({ url: config.db.url, dataDir: config.db.dataDir });
  try {
    await migrateDatabase(database);
    const r = await seedDatabase(database.db, { demo: config.db.seedDemo });
    console.log(`reset ${database.describe}: ${r.masterdata} master data rows, demo ${r.demo ? 'created' : 'skipped'}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
