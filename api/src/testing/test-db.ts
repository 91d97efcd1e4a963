import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { globalMasterdataRows, seedDataDir } from '../modules/masterdata';
import { seedMasterdata } from '../modules/masterdata';
import { migrateDatabase, migrationsFolder, openDatabase, type Database } from '../platform/db';

export type TestDbKind = 'pglite' | 'postgres';

/** The database kinds the DB suites run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDbKinds(): TestDbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Fingerprint of what a template holds: the migrations and the seeded rows. */
function templateKey(): string {
  const h = createHash('sha256');
  const folder = migrationsFolder();
  for (const f of readdirSync(folder).sort()) if (f.endsWith('.sql')) h.update(f).update(readFileSync(join(folder, f)));
  h.update(readFileSync(join(folder, 'meta', '_journal.json')));
  h.update(JSON.stringify(globalMasterdataRows({ locations: false })));
  h.update(seedDataDir());
  return h.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite with global master data (no cities), started from a cached image: initdb and
 * seeding run once per change of migrations or seed data, not once per test file.
 */
async function openPgliteFromTemplate(): Promise<Database> {
  const file = join(tmpdir(), `passage-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) {
    try {
      return await openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      /* unreadable image: rebuild it below */
    }
  }
  const database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  await seedMasterdata(database.db, { locations: false });
  const image = await database.pglite!.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await image.arrayBuffer()));
  renameSync(tmp, file);
  return database;
}

/** A fresh database `passage_test_<random>` on the TEST_DATABASE_URL server, dropped on close. */
async function openPostgresTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `passage_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  const close = database.close;
  database.close = async () => {
    await close();
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
  try {
    await migrateDatabase(database);
    await seedMasterdata(database.db, { locations: false });
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** A migrated test database of the given kind with global master data seeded. */
export function openTestDatabase(kind: TestDbKind = 'pglite'): Promise<Database> {
  return kind === 'postgres' ? openPostgresTestDatabase() : openPgliteFromTemplate();
}
