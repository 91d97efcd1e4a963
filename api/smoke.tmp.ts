import { PGlite } from '@electric-sql/pglite';
import { openDatabase, migrateDatabase } from './src/platform/db';
import { seedMasterdata } from './src/modules/masterdata';
(async () => {
  let t = Date.now();
  const d = await openDatabase({ inMemory: true });
  console.log('create', Date.now() - t); t = Date.now();
  await migrateDatabase(d);
  console.log('migrate', Date.now() - t); t = Date.now();
  await seedMasterdata(d.db, { locations: false });
  console.log('seed', Date.now() - t); t = Date.now();
  const pg = (d.db as any).$client as PGlite;
  const blob = await pg.dumpDataDir('none');
  console.log('dump', Date.now() - t, blob.size); t = Date.now();
  const p2 = await PGlite.create({ loadDataDir: blob });
  console.log('load', Date.now() - t); t = Date.now();
  console.log((await p2.query('select count(*) from masterdata')).rows);
})();
