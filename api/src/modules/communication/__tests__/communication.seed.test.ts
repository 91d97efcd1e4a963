import { count, eq } from 'drizzle-orm';
import { withTenant, type Database } from '../../../platform/db';
import { openTestDatabase } from '../../../testing';
import { seedDemo } from '../../../seed';
import { communicationMessages } from '../communication.table';

/* The demo threads: /messages and the case Communication tab show real content in the demo tenant. */
describe('communication demo seed', () => {
  let database: Database;
  let demoId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const seeded = await seedDemo(database.db);
    demoId = seeded.tenants.demo!;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds internal and shared messages on the first cases, the client answer last', async () => {
    const rows = await withTenant(database.db, demoId, (tx) => tx.select().from(communicationMessages).orderBy(communicationMessages.createdAt));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.visibility))).toEqual(new Set(['internal', 'shared']));
    const byCase = new Map<string, typeof rows>();
    for (const r of rows) byCase.set(r.petitionId, [...(byCase.get(r.petitionId) ?? []), r]);
    for (const thread of byCase.values()) {
      expect(thread.at(-1)).toMatchObject({ visibility: 'shared', authorStaff: false });
    }
    const [n] = await withTenant(database.db, demoId, (tx) =>
      tx.select({ n: count() }).from(communicationMessages).where(eq(communicationMessages.visibility, 'internal')),
    );
    expect(n!.n).toBeGreaterThan(0);
  });
});
