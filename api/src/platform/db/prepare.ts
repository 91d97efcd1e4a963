import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { migrateDatabase } from './migrate';
import { openDatabase } from './open';
import { verifySecurity } from './security';
import type { Database } from './types';

/**
 * Opens the configured database and brings it up to date: migrations (unless disabled, then the
 * tenant-isolation check alone). Seeding is the caller's choice.
 */
export async function prepareDatabase(config: AppConfig, log?: FastifyBaseLogger): Promise<Database> {
  const database = await openDatabase({ url: config.db.url, dataDir: config.db.dataDir });
  try {
    log?.info({ database: database.describe }, 'database opened');
    if (config.db.migrateOnStart) await migrateDatabase(database);
    else await verifySecurity(database);
    return database;
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
